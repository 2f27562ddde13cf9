import Foundation
import Testing
import StarBadgeTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Found by hostile testing: SIGKILL left named temporary files
/// (".n1409.png.tmp-5531-790") that later runs never cleaned.
@Suite("Stale temporary files")
struct StaleTemporaryFileTests {
    /// The ID of a process that has ended.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test("the next run removes our temporary files whose process is gone, and keeps a live process's and anyone else's")
    func sweep() throws {
        let workspace = try BatchWorkspace()
        try FileManager.default.createDirectory(atPath: workspace.path("out/sub"), withIntermediateDirectories: true)
        let dead = try Self.deadProcessID(), alive = getpid()
        let stale = ["out/.a.png.tmp-\(dead)-7", "out/sub/.b.png.tmp-\(dead)-1", "out/.starbadge-spool-\(dead)-3"]
        let kept = ["out/.c.png.tmp-\(alive)-2", "out/.notes.tmp-x-1", "out/.hidden"]
        for path in stale + kept { try workspace.write("x", to: path) }
        try workspace.write("name,rating\na,4\nsub/b,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        for path in stale { #expect(!FileManager.default.fileExists(atPath: workspace.path(path)), "\(path) left") }
        for path in kept { #expect(FileManager.default.fileExists(atPath: workspace.path(path)), "\(path) removed") }
    }

    @Test("a batch killed outright mid-run, run again, leaves only finished badges")
    func killedBatch() throws {
        let workspace = try BatchWorkspace()
        let count = 2_000
        func csv(_ rating: Double) -> String {
            // One badge for all: rendered once (`RenderCache`), so the run spends its time writing files.
            "name,rating,label\n" + (0..<count).map { "n\($0),\(rating),Run {rating}" }.joined(separator: "\n") + "\n"
        }
        try workspace.write(csv(3), to: "in.csv")
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"]).status == 0)
        // Every badge is replaced now, through named temporary files; kill the run part way: once it
        // replaces badges, paused first so that it cannot finish before the kill. A pause that finds
        // no named temporary file lets the run work on (a tick of processor time, so that the next
        // pause looks at another moment) and pauses again: the kill leaves one for the next run.
        let old = try workspace.bytes("out/n0.png")
        try workspace.write(csv(4), to: "in.csv")
        let command = try BackgroundCommand(["batch", "in.csv", "--out-dir", "out", "--quiet"], in: workspace.folder)
        let replacing = command.wait(upTo: 120) { (try? workspace.bytes("out/n0.png")) != old }
        var paused = command.pause(), caught = false, pauses = 1
        while paused {
            caught = !Self.temporaryFiles(in: workspace.path("out")).isEmpty
            if caught || pauses == 100 { break }
            let ticks = command.processorTicks ?? 0
            command.resume()
            _ = command.wait(upTo: 60) { (command.processorTicks ?? .max) > ticks }
            paused = command.pause()
            pauses += 1
        }
        command.send(SIGKILL)
        let ending = command.waitForEnd()
        #expect(replacing && paused, "the run ended before the kill: \(ending)")
        #expect(ending.bySignal && ending.status == SIGKILL, "\(ending)")
        #expect(caught && !Self.temporaryFiles(in: workspace.path("out")).isEmpty, "no pause of \(pauses) found a temporary file")
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--quiet"]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: workspace.path("out"))
        #expect(names.filter { $0.hasPrefix(".") }.isEmpty, "left: \(names.filter { $0.hasPrefix(".") }.prefix(5))")
        #expect(names.count == count)
    }

    /// The named temporary files in `folder` (".<name>.tmp-<pid>-<n>").
    static func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasPrefix(".") && $0.contains(".tmp-") }
    }
}

/// Found by hostile testing: while another process swapped `out/sub`
/// between a folder and a symlink, a batch of `sub/nX` entries wrote 65–119
/// files into the symlink's target. Entries' folders are now opened one
/// component at a time without following links, and files written
/// relative to the open folder.
@Suite("Containment under races")
struct ContainmentRaceTests {
    @Test("a symlink swapped in and out under the batch never receives a file")
    func symlinkSwap() throws {
        let workspace = try BatchWorkspace()
        let outside = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let out = workspace.path("out")
        try FileManager.default.createDirectory(atPath: out + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/link", withDestinationPath: outside.path)
        try workspace.write("name,rating\n" + (0..<3000).map { "sub/n\($0),\(Double($0 % 11) / 2)" }.joined(separator: "\n") + "\n",
                            to: "in.csv")
        let stop = SharedFlag()
        let finished = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var swaps = 0
        // The swapper gives the processor up between swaps (no fixed sleep):
        // the batch runs in each state for as long as the scheduler lets it.
        let swapper = Thread {
            while !stop.isSet {
                rename(out + "/sub", out + "/parked")
                rename(out + "/link", out + "/sub")
                sched_yield()
                rename(out + "/sub", out + "/link")
                rename(out + "/parked", out + "/sub")
                sched_yield()
                swaps += 1
            }
            finished.signal()
        }
        swapper.start()
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--quiet", "--jobs", "2"])
        stop.set()
        finished.wait()
        #expect(swaps > 0, "the link was never swapped in while the batch ran")
        #expect(CommandRunner.contents(of: outside).isEmpty, "written through the link: \(CommandRunner.contents(of: outside).prefix(5))")
        // Entries that meet the link (or a folder moved away mid-write) fail; none escapes.
        #expect([0, 65, 73].contains(result.status), "\(result.error.prefix(300))")
    }
}

/// A flag one thread sets and another reads.
final class SharedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    var isSet: Bool { lock.lock(); defer { lock.unlock() }; return raised }
    func set() { lock.lock(); raised = true; lock.unlock() }
}
