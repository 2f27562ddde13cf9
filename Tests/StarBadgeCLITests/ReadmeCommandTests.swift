import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Every shell example in README, run as a reader would: in a folder
/// outside the checkout holding only a copy of Fixtures/, with `starbadge`
/// on PATH (README names its pictures by their Fixtures/images/… paths). Every file an example names
/// as an output exists afterwards, and every PNG decodes.
@Suite("README: the shell examples")
struct ReadmeCommandTests {
    /// The ```sh blocks that use `starbadge` itself (not `swift`, the install or the benchmark scripts).
    static func blocks() throws -> [String] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        return readme.matches(of: #/```sh\n(?<body>(?:.|\n)*?)```/#).map { String($0.output.body) }
            .filter { $0.contains("starbadge ") && !$0.contains("swift ") && !$0.contains("Benchmarks/")
                && !$0.contains("Scripts/install") }
    }

    /// The files a block writes: the values of output options and of `>`.
    static func outputs(of block: String) -> [String] {
        let options: Set<String> = ["-o", ">", "--css", "--json", "--html", "--manifest"]
        let words = block.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isWhitespace).map(String.init)
        var files: [String] = []
        for (index, word) in words.enumerated().dropFirst() where options.contains(words[index - 1]) && word != "-" {
            // (A subshell's closing parenthesis is not part of the name.)
            files.append(word.hasSuffix(")") ? String(word.dropLast()) : word)
        }
        return files
    }

    @Test("README has the examples this test expects")
    func found() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 5)
        #expect(blocks.joined().contains("starbadge batch"))
        #expect(blocks.joined().contains("starbadge sprite"))
    }

    @Test("every example runs from a copy of Fixtures/ and writes what it names")
    func examplesRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reader's folder holds a copy of Fixtures/ and nothing else: README names
        // its pictures by their Fixtures/images/… paths.
        try FileManager.default.copyItem(at: PackagePaths.fixtures, to: folder.appendingPathComponent("Fixtures"))
        let path = PackagePaths.products.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        // In README's order: a later block may use what an earlier one wrote.
        for block in try Self.blocks() {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-e", "-o", "pipefail", "-c", block]
            process.currentDirectoryURL = folder
            process.environment = ["PATH": path, "HOME": folder.path, "LANG": "C.UTF-8"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "README example failed (\(process.terminationStatus)):\n\(block)\n\(message)")
            for file in Self.outputs(of: block) {
                let url = folder.appendingPathComponent(file)
                #expect(FileManager.default.fileExists(atPath: url.path), "README example did not write \(file):\n\(block)")
                if file.hasSuffix(".png"), let bytes = try? Array(Data(contentsOf: url)) {
                    #expect((try? PNGDecoder().decode(bytes)) != nil, "\(file) does not decode")
                }
            }
        }
    }
}
