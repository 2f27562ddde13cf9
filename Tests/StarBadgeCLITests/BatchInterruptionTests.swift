import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Killing a run part way (SIGINT, SIGTERM, SIGHUP) leaves no partial PNG and
/// no temporary file, and the exit status is 128 + the signal number. Each
/// test waits for a sign of progress (files written, processor time used),
/// then pauses the run (`BackgroundCommand.pause`) and signals it while it is
/// stopped part way: it cannot finish first, and the test asserts that the
/// signal ended it.
@Suite("starbadge batch and render: interrupted by a signal")
struct BatchInterruptionTests {
    static let entryCount = 20_000
    static let ratings = (0...10).map { Double($0) / 2 }

    static var csv: String {
        "name,rating\n" + (0..<entryCount).map { "b\($0),\(ratings[$0 % ratings.count])" }.joined(separator: "\n") + "\n"
    }

    /// Names in `folder` (recursively) that start with '.', i.e. temporary files.
    static func hiddenFiles(in folder: URL) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.split(separator: "/").contains { $0.hasPrefix(".") } }
    }

    @Test("a large batch stopped midway leaves only complete, correct PNGs", arguments: [
        (SIGINT, 1), (SIGINT, 8), (SIGTERM, 2), (SIGTERM, 8), (SIGHUP, 2),
    ])
    func batch(signal: Int32, jobs: Int) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.csv")
        let out = workspace.url("out")
        let command = try BackgroundCommand(["batch", "in.csv", "--out-dir", "out", "--jobs", String(jobs), "--quiet",
                                             "--manifest", "manifest.json", "--html", "snippets.html"],
                                            in: workspace.folder)
        // Signal once files are being written, the run paused so that it cannot finish first.
        let started = command.wait(upTo: 120) { CommandRunner.contents(of: out).count >= 10 }
        #expect(started, "no file appeared")
        let paused = command.pause()
        let writtenWhenSignalled = CommandRunner.contents(of: out).count
        command.send(signal)
        command.resume()
        let ending = command.waitForEnd()

        #expect(paused, "the run ended before it was signalled: \(ending)")
        #expect(writtenWhenSignalled < Self.entryCount)
        #expect(!ending.bySignal && ending.status == 128 + signal, "\(ending)")
        #expect(Self.hiddenFiles(in: workspace.folder).isEmpty, "left \(Self.hiddenFiles(in: workspace.folder))")
        #expect(!workspace.exists("manifest.json") && !workspace.exists("snippets.html"))

        let names = CommandRunner.contents(of: out)
        #expect(names.count < Self.entryCount, "the batch finished despite the signal")
        let renderer = BadgeRenderer()
        let expected = try Self.ratings.map { renderer.image(for: try BadgeSpec(rating: $0)) }
        for name in names {
            guard name.hasPrefix("b"), name.hasSuffix(".png"), let index = Int(name.dropFirst().dropLast(4)) else {
                Issue.record("unexpected file \(name)")
                continue
            }
            do {
                let image = try workspace.image("out/" + name)
                #expect(image == expected[index % expected.count], "\(name) is not the badge it should be")
            } catch {
                Issue.record("\(name) does not decode: \(error)")
            }
        }
    }

    @Test("a second, interrupted run over finished files leaves each one old or new, never broken",
          arguments: [SIGINT, SIGTERM])
    func interruptedRewrite(signal: Int32) throws {
        let workspace = try BatchWorkspace()
        let count = 2_000
        let names = (0..<count).map { "r\($0)" }
        try workspace.write("name,rating\n" + names.map { "\($0),1" }.joined(separator: "\n") + "\n", to: "old.csv")
        try workspace.write("name,rating\n" + names.map { "\($0),4" }.joined(separator: "\n") + "\n", to: "new.csv")
        #expect(try workspace.batch(["old.csv", "--out-dir", "out", "--quiet"]).status == 0)
        let old = try workspace.bytes("out/r0.png")

        let command = try BackgroundCommand(["batch", "new.csv", "--out-dir", "out", "--quiet"], in: workspace.folder)
        let started = command.wait(upTo: 120) { (try? workspace.bytes("out/r0.png")) != old }
        #expect(started, "the second run never replaced a file")
        let paused = command.pause()
        command.send(signal)
        command.resume()
        let ending = command.waitForEnd()
        #expect(paused, "the run ended before it was signalled: \(ending)")
        #expect(!ending.bySignal && ending.status == 128 + signal, "\(ending)")
        #expect(Self.hiddenFiles(in: workspace.folder).isEmpty)

        let renderer = BadgeRenderer()
        let oldImage = renderer.image(for: try BadgeSpec(rating: 1)), newImage = renderer.image(for: try BadgeSpec(rating: 4))
        var replaced = 0
        #expect(CommandRunner.contents(of: workspace.url("out")).count == count)
        for name in names {
            let image = try? workspace.image("out/\(name).png")
            #expect(image == oldImage || image == newImage, "\(name).png is neither the old nor the new badge")
            if image == newImage { replaced += 1 }
        }
        #expect(replaced > 0 && replaced < count, "\(replaced) of \(count) replaced")
    }

    @Test("render interrupted while drawing leaves no file and no temporary file", arguments: [SIGINT, SIGTERM])
    func render(signal: Int32) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A large badge (15404×158 px): signalled once it has drawn for a while (its processor
        // time is the only sign of progress before the file), paused so that it cannot finish first.
        let command = try BackgroundCommand(["render", "--rating", "3.7", "--fill", "precise", "--stars", "100",
                                             "--size", "150", "-o", "big.png"], in: folder)
        let drawing = command.wait(upTo: 120) { (command.processorTicks ?? 0) >= 5 }
        let paused = command.pause()
        let leftWhenSignalled = CommandRunner.contents(of: folder)
        command.send(signal)
        command.resume()
        let ending = command.waitForEnd()
        #expect(drawing && paused, "the render ended before it was signalled: \(ending)")
        #expect(leftWhenSignalled.isEmpty, "\(leftWhenSignalled)")
        #expect(!ending.bySignal && ending.status == 128 + signal, "\(ending)")
        #expect(CommandRunner.contents(of: folder).isEmpty, "left \(CommandRunner.contents(of: folder))")
    }
}
