import Foundation
import Testing
import StarBadgeTestSupport

/// Every input file is opened without blocking and checked before it is
/// read, with one exit status per kind of problem whatever the input: a
/// named pipe with no writer, a folder, a device or a missing file is
/// missing input (66), with a message naming the file. A file the system
/// refuses to open is a symbolic link loop here: permission bits would not
/// stop the tests, which run as root.
@Suite("input files opened safely")
struct InputFileSafetyTests {
    enum Kind: String, CaseIterable, Sendable {
        case fifoWithoutWriter = "a named pipe nothing writes to"
        case folder = "a folder"
        case device = "a device"
        case missing = "a missing file"
        case unreadable = "a symbolic link loop (cannot be opened)"
    }

    /// Each input, as the arguments that name `PATH` in it.
    static let inputs: [(name: String, arguments: [String])] = [
        ("--font", ["render", "--rating", "3", "--label", "x", "--font", "PATH", "-o", "out.png"]),
        ("--font (second of a chain)", ["render", "--rating", "3", "--label", "x", "--font", "DejaVu Sans", "--font", "PATH", "-o", "out.png"]),
        ("--shape-font", ["render", "--rating", "3", "--shape", "glyph:U+2605", "--shape-font", "PATH", "-o", "out.png"]),
        ("--full-image", ["render", "--rating", "3", "--full-image", "PATH", "-o", "out.png"]),
        ("--half-image", ["render", "--rating", "3", "--full-image", "full.png", "--half-image", "PATH", "-o", "out.png"]),
        ("--empty-image", ["render", "--rating", "3", "--full-image", "full.png", "--empty-image", "PATH", "-o", "out.png"]),
        ("sprite --full-image", ["sprite", "--full-image", "PATH", "-o", "s.png"]),
        ("measure --font", ["measure", "--rating", "3", "--label", "x", "--font", "PATH"]),
        ("batch input", ["batch", "PATH", "--out-dir", "out"]),
        ("batch --defaults", ["batch", "in.csv", "--defaults", "PATH", "--out-dir", "out"]),
        ("batch --font", ["batch", "in.csv", "--label", "x", "--font", "PATH", "--out-dir", "out"]),
        ("a batch entry's font", ["batch", "font-entry.csv", "--out-dir", "out"]),
        ("manifest merge shard", ["manifest", "merge", "merged.json", "PATH"]),
        ("manifest merge --shard-html", ["manifest", "merge", "merged.json", "shard.json", "--html", "m.html", "--shard-html", "PATH"]),
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let input: String
        let arguments: [String]
        let kind: Kind
        var testDescription: String { "\(input): \(kind.rawValue)" }
    }

    static let cases: [Case] = inputs.flatMap { input in
        Kind.allCases.map { Case(input: input.name, arguments: input.arguments, kind: $0) }
    }

    @Test("each input refuses each kind with the same status and a message naming it, without hanging", arguments: cases)
    func refused(_ c: Case) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path: String
        switch c.kind {
        case .fifoWithoutWriter:
            path = "pipe"
            #expect(mkfifo(folder.appendingPathComponent(path).path, 0o644) == 0)
        case .folder:
            path = "folder"
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: false)
        case .device:
            path = "/dev/zero"
        case .missing:
            path = "nope.ttf"
        case .unreadable:
            path = "loop"
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(path).path, withDestinationPath: "loop")
        }
        try Data("name,rating\na,3\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        try Data("name,rating,font,label\na,3,\(path),x\n".utf8).write(to: folder.appendingPathComponent("font-entry.csv"))
        try Data(try Data(contentsOf: PackagePaths.root.appendingPathComponent("Fixtures/images/medal-full.png")))
            .write(to: folder.appendingPathComponent("full.png"))
        if c.input.hasPrefix("manifest") {
            let shard = try CommandRunner.run(["batch", "in.csv", "--out-dir", "made", "--quiet", "--shard", "1/1",
                                               "--manifest", "shard.json", "--html", "shard.html"], in: folder)
            try #require(shard.status == 0, "\(shard.error)")
        }
        let arguments = c.arguments.map { $0 == "PATH" ? path : $0 }
        // A hang is the defect: the command runs under a time limit, and 124 fails the test.
        let result = try CommandRunner.run(["20", CommandRunner.executable.path] + arguments, in: folder,
                                           executable: URL(fileURLWithPath: "/usr/bin/timeout"))
        #expect(result.status != 124, "hung on \(c.kind.rawValue)")
        #expect(result.status == 66, "\(result.error)")
        #expect(result.error.contains(path), "\(result.error)")
        if c.kind != .missing {
            let words = ["fifoWithoutWriter": "pipe", "folder": "folder", "device": "device", "unreadable": "symbolic links"]
            #expect(result.error.contains(words["\(c.kind)"] ?? "?"), "\(result.error)")
        }
    }

    @Test("a pipe with a writer is read as the batch input (`<(command)`)")
    func pipeWithWriter() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = #"exec "$0" batch <(printf 'name,rating\na,3\n') --out-dir out --quiet"#
        let result = try CommandRunner.run(["-c", script, CommandRunner.executable.path], in: folder,
                                           executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(result.status == 0, "\(result.error)")
        #expect(CommandRunner.contents(of: folder.appendingPathComponent("out")) == ["a.png"])
    }
}
