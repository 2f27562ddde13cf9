#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarBadgeCLI

/// `starbadge batch` on a generated CSV of `count` entries, in-process, into
/// a fresh temporary folder under `base`: a first run (every file written)
/// and a second (every file unchanged). File creation costs what the file
/// system makes it cost: on this machine's ext4, 30–500 µs of kernel time a
/// file depending on how many files were deleted lately, so the same run in
/// memory (/dev/shm) is printed too.
enum BatchBenchmark {
    struct Result {
        let count: Int
        let firstSeconds: Double
        let secondSeconds: Double
    }

    /// `unique`: every entry a different badge (precise ratings), so no
    /// entry can reuse another's bytes; otherwise ratings repeat in halves
    /// (11 distinct badges), as on a typical site.
    static func run(count: Int, unique: Bool = false, base: String = "/tmp") -> Result? {
        var template = Array((base + "/starbadge-bench-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let start = buffer.baseAddress, let base = mkdtemp(start) else { return nil }
            return String(cString: base)
        }
        guard let folder = created else { return nil }
        // Removed only after every run (`removeFolders`): ext4 skips
        // recently deleted inodes for a minute or more when it creates
        // files, so deleting one run's 10,000 files would slow the next.
        folders.append(folder)
        var csv = unique ? "name,rating,fill\n" : "name,rating\n"
        for i in 0..<count {
            csv += unique ? "badge-\(i),\(Double(i) * 5 / Double(count)),precise\n"
                : "badge-\(i),\(Double((i * 7919) % 11) / 2)\n"
        }
        let input = folder + "/ratings.csv"
        guard let file = fopen(input, "w") else { return nil }
        fputs(csv, file)
        fclose(file)
        let arguments = ["batch", input, "--out-dir", folder + "/out", "--quiet"]
        let clock = ContinuousClock()
        let first = clock.measure { _ = StarBadgeTool.run(arguments, console: SilentConsole()) }
        let second = clock.measure { _ = StarBadgeTool.run(arguments, console: SilentConsole()) }
        return Result(count: count, firstSeconds: first.seconds, secondSeconds: second.seconds)
    }

    /// The folders the runs made, removed by `removeFolders`.
    nonisolated(unsafe) private static var folders: [String] = []

    /// Removes every folder the runs made.
    static func removeFolders() {
        for folder in folders { _ = system("rm -rf '\(folder)'") }
        folders.removeAll()
    }
}

final class SilentConsole: Console {
    func writeOutput(_ bytes: [UInt8]) throws(CLIError) {}
    func writeError(_ text: String) {}
    var outputIsTerminal: Bool { false }
}
