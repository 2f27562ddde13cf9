import StarSupport
import Foundation
import Testing
import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// Each run of `starbadge` has its own context: two runs in one process
/// (a test, the benchmark) share no warning and no file read.
@Suite("One context per run")
struct RunContextTests {
    /// A console that keeps what a run writes.
    final class CapturingConsole: Console, @unchecked Sendable {
        private let kept = Locked<(output: [UInt8], error: String)>(([], ""))
        func writeOutput(_ bytes: [UInt8]) throws(CLIError) { kept.withLock { $0.output += bytes } }
        func writeError(_ text: String) { kept.withLock { $0.error += text } }
        var outputIsTerminal: Bool { false }
        var error: String { kept.withLock { $0.error } }
    }

    @Test("a warning said in one run is said again in the next")
    func warningsPerRun() {
        let arguments = ["measure", "--rating", "3", "--on-color", "#eeeeee", "--background", "white"]
        let first = CapturingConsole(), second = CapturingConsole()
        #expect(StarBadgeTool.run(arguments, console: first) == .success)
        #expect(StarBadgeTool.run(arguments, console: second) == .success)
        #expect(first.error.contains("warning: low contrast"), "\(first.error)")
        #expect(second.error.contains("warning: low contrast"), "\(second.error)")
        // Within one run, said once.
        #expect(first.error.components(separatedBy: "low contrast").count == 2)
    }

    @Test("a picture read in one run is read again in the next")
    func picturesPerRun() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("star.png").path
        #expect(StarBadgeTool.run(["render", "--rating", "3", "--size", "8", "-o", picture], console: CapturingConsole()) == .success)
        let measure = ["measure", "--rating", "3", "--full-image", picture]
        #expect(StarBadgeTool.run(measure, console: CapturingConsole()) == .success)
        // The file changes between the runs: the second run reads what is there now.
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: picture))
        let second = CapturingConsole()
        #expect(StarBadgeTool.run(measure, console: second) == .dataError)
        #expect(second.error.contains("not a PNG"), "\(second.error)")
    }

    @Test("a quiet context says nothing")
    func quietContext() throws {
        let context = RunContext.quiet()
        context.warnings.say("nobody hears this")
        let parsed = try ArgumentParser(command: "render", options: RenderCommand.options)
            .parse(["--rating", "3", "--on-color", "#eeeeee", "--background", "white"])
        #expect(try RenderCommand.badgeSpec(from: parsed, context: context).rating == 3)
    }
}
