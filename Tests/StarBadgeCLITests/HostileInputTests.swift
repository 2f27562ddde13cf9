import Foundation
import Testing
import StarBadgeTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// Inputs nobody should write, at every entry point of the command: each
/// gives its documented exit status and a message, never a crash (a signal),
/// and leaves no file behind.
@Suite("Hostile inputs")
struct HostileInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        var files: [String: [UInt8]] = [:]
        var standardInput: [UInt8]? = nil
        let status: Int32
        let mentions: String
    }

    static let dejaVu: [UInt8] = (try? Array(Data(contentsOf: PackagePaths.root.appendingPathComponent("Fonts/DejaVuSans.ttf")))) ?? []
    static let badge: [UInt8] = (try? Array(Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("render/default-3.5.png")))) ?? []

    static func render(_ name: String, _ extra: [String], status: Int32 = 64, mentions: String) -> Case {
        Case(testDescription: "render " + name, arguments: ["render", "--rating", "3"] + extra + ["-o", "out.png"],
             status: status, mentions: mentions)
    }

    static func batch(_ name: String, _ text: [UInt8], file: String = "in.json", status: Int32 = 65, mentions: String) -> Case {
        Case(testDescription: "batch " + name, arguments: ["batch", file, "--out-dir", "out", "--quiet"],
             files: [file: text], status: status, mentions: mentions)
    }

    static func font(_ name: String, _ bytes: [UInt8], status: Int32 = 65) -> Case {
        Case(testDescription: "font " + name, arguments: ["render", "--rating", "3", "--label", "x", "--font", "f.ttf", "-o", "out.png"],
             files: ["f.ttf": bytes], status: status, mentions: "f.ttf")
    }

    /// A PNG made of the given chunks (CRCs computed), after the signature.
    static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in chunks {
            let typed = Array(type.utf8) + data
            out += bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
        }
        return out
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    static func header(width: UInt32, height: UInt32) -> (String, [UInt8]) {
        ("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// A zlib stream of `count` zero bytes' worth of stored blocks, cut short.
    static let zlibZeros: [UInt8] = [0x78, 0x01] + [0x00, 0xFF, 0xFF, 0x00, 0x00] + [UInt8](repeating: 0, count: 4000)

    static func image(_ name: String, _ bytes: [UInt8], status: Int32 = 65) -> Case {
        Case(testDescription: "image " + name,
             arguments: ["render", "--rating", "3", "--full-image", "full.png", "--empty-image", "full.png", "-o", "out.png"],
             files: ["full.png": bytes], status: status, mentions: "--full-image")
    }

    static let numbers = ["1e308", "-1e308", "nan", "-nan", "inf", "-inf", "infinity", "", " ", "12px", "1_000",
                          "99999999999999999999999", "--", "3,5", "½", "1e-400", "+-3", "5..", ".5e", "٣"]
    static let colors = ["#", "##FFB400", "#FFB40", "#FFB4000", "#GGGGGG", "rgb(", "rgb(300,0,0)", "rgb(-1,0,0)",
                         "rgba(0,0,0,2)", "hsl(0,0,0)", "hsl(nan,50%,50%)", "rgb(1e999,0,0)", "ramp:", "ramp:#000",
                         "steps:2=#000", "steps:3=#000,2=#FFF,#000", "steps:nan=#000,#FFF", "transparentt", "\u{0}", "#FFB400\u{7}"]

    static let cases: [Case] = {
        var all: [Case] = []
        for (i, n) in numbers.enumerated() {
            let flag = ["--rating", "--size", "--spacing", "--padding", "--scale", "--inner-ratio", "--stars", "--points"][i % 8]
            all.append(render("\(flag) '\(n)'", [flag, n], mentions: flag))
        }
        for c in colors { all.append(render("--on-color '\(c)'", ["--on-color", c], mentions: "--on-color")) }
        all += [
            render("-0 size", ["--size", "-0"], mentions: "--size"),
            render("90 KB label (1 MB labels come through batch files)", ["--label", String(repeating: "★", count: 30_000)], mentions: "--label"),
            render("label with a newline", ["--label", "a\nb"], mentions: "line break at character 2"),
            render("label with NUL-like escape", ["--label", "a\u{1B}[31m"], mentions: "control character"),
            render("label format injection", ["--label", "{rating}", "--label-format", "%s%s%n"], mentions: "--label-format"),
            render("label format long", ["--label", "{rating}", "--label-format", "%.99f"], mentions: "--label-format"),
            render("font size huge", ["--label", "x", "--font-size", "1e9"], mentions: "--font-size"),
            render("100000 stars", ["--stars", "100000"], mentions: "--stars"),
            render("too many pixels", ["--stars", "14", "--size", "1100"], mentions: "pixels"),
            render("points huge", ["--points", "1000000000"], mentions: "--points"),
            render("stars negative", ["--stars", "-1"], mentions: "--stars"),
            render("inner ratio underflows to 0", ["--inner-ratio", "1e-400"], mentions: "--inner-ratio"),
            render("empty fill", ["--fill", ""], mentions: "--fill"),
            render("max pixels zero", ["--max-pixels", "0"], mentions: "--max-pixels"),
            render("max pixels fractional", ["--max-pixels", "1.5e6"], mentions: "--max-pixels"),
            render("max pixels too small for the badge", ["--max-pixels", "1000"], mentions: "--max-pixels raises it"),
            image("empty file", []),
            image("random bytes", (0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }),
            image("signature only", Array(png([]))),
            image("truncated badge PNG", Array(badge.prefix(badge.count / 2))),
            image("badge PNG with a flipped byte in the data", badge.enumerated().map { $0.offset == 80 ? $0.element ^ 0xFF : $0.element }),
            image("claims 100000×100000", png([header(width: 100_000, height: 100_000), ("IDAT", zlibZeros), ("IEND", [])])),
            image("claims 16384×16384 (a 1 GiB zlib stream)", png([header(width: 16384, height: 16384), ("IDAT", zlibZeros), ("IEND", [])])),
            image("zero width", png([header(width: 0, height: 10), ("IEND", [])])),
            image("IDAT shorter than the image", png([header(width: 64, height: 64), ("IDAT", zlibZeros), ("IEND", [])])),
            image("a font passed as an image", Array(dejaVu.prefix(5000))),
            Case(testDescription: "image missing path",
                 arguments: ["render", "--rating", "3", "--full-image", "nope.png", "--empty-image", "nope.png", "-o", "out.png"],
                 status: 66, mentions: "nope.png"),
            render("scale times size overflow", ["--size", "16384", "--scale", "64"], mentions: "16384"),
            render("unknown flag", ["--evil"], mentions: "unknown option"),
            render("flag as value", ["--on-color", "--off-color"], mentions: "missing value"),
            render("empty flag name", ["--"], mentions: "unknown option"),
            render("repeated equals", ["--size==3"], mentions: "--size"),
            font("empty file", []),
            font("random bytes", (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 2654435761 >> 7) }),
            font("truncated TTF (1 KB)", Array(dejaVu.prefix(1024))),
            font("truncated TTF (100 KB)", Array(dejaVu.prefix(100_000))),
            font("TTF with a zeroed table directory", Array(dejaVu.prefix(12)) + [UInt8](repeating: 0, count: 500) + Array(dejaVu.dropFirst(512))),
            font("a PNG passed as a font", badge),
            Case(testDescription: "font missing path", arguments: ["render", "--rating", "3", "--label", "x", "--font", "nope.ttf", "-o", "out.png"],
                 status: 66, mentions: "nope.ttf"),
            Case(testDescription: "font is a directory", arguments: ["render", "--rating", "3", "--label", "x", "--font", ".", "-o", "out.png"],
                 status: 66, mentions: "."),
            batch("empty file", [], status: 65, mentions: "in.json"),
            batch("random bytes", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 40503 >> 3) }, mentions: "in.json"),
            batch("deeply nested JSON", Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8),
                  mentions: "nested deeper"),
            batch("JSON object, not array", Array("{\"name\": \"a\", \"rating\": 1}".utf8), mentions: "expected a JSON array"),
            batch("JSON with NUL", Array("[{\"name\": \"a\u{0}\", \"rating\": 1}]".utf8), mentions: "control character"),
            batch("invalid UTF-8 in JSON", Array("[{\"name\": \"".utf8) + [0xFF, 0xFE] + Array("\", \"rating\": 1}]".utf8),
                  mentions: "UTF-8"),
            batch("truncated JSON", Array("[{\"name\": \"a\", \"rat".utf8), mentions: "unterminated"),
            batch("trailing garbage", Array("[] x".utf8), mentions: "unexpected text"),
            batch("number too long", Array("[{\"name\": \"a\", \"rating\": 1\(String(repeating: "0", count: 5000))}]".utf8),
                  mentions: "rating"),
            batch("1 MB label in an entry", Array("[{\"name\": \"a\", \"rating\": 1, \"label\": \"\(String(repeating: "x", count: 1_000_000))\"}]".utf8),
                  mentions: "label"),
            batch("name with NUL escape", Array("[{\"name\": \"a\\u0000b\", \"rating\": 1}]".utf8), mentions: "control character"),
            batch("name escapes", Array("[{\"name\": \"../../etc/x\", \"rating\": 1}]".utf8), mentions: ".."),
            batch("absolute name", Array("[{\"name\": \"/tmp/x\", \"rating\": 1}]".utf8), mentions: "absolute"),
            batch("CSV unterminated quote", Array("name,rating\n\"a,1\n".utf8), file: "in.csv", mentions: "not closed"),
            batch("CSV stray quote", Array("name,rating\na\"b,1\n".utf8), file: "in.csv", mentions: "quote"),
            batch("CSV invalid UTF-8", Array("name,rating\n".utf8) + [0xC3, 0x28] + Array(",1\n".utf8), file: "in.csv", mentions: "UTF-8"),
            batch("CSV header only", Array("name,rating\n".utf8), file: "in.csv", status: 0, mentions: ""),
            batch("CSV ragged row", Array("name,rating\na,1,extra\n".utf8), file: "in.csv", mentions: "fields"),
            batch("CSV embedded newline name", Array("name,rating\n\"a\nb\",1\n".utf8), file: "in.csv", mentions: "line break at character 2"),
            batch("CSV with a 1 MB field", Array("name,rating,label\na,1,\(String(repeating: "y", count: 1_000_000))\n".utf8),
                  file: "in.csv", mentions: "label"),
            Case(testDescription: "batch missing input", arguments: ["batch", "nope.csv", "--out-dir", "out"], status: 66, mentions: "nope.csv"),
            Case(testDescription: "batch input is a directory", arguments: ["batch", ".", "--out-dir", "out"], status: 66, mentions: "'.'"),
            Case(testDescription: "batch from stdin, binary", arguments: ["batch", "-", "--out-dir", "out", "--quiet"],
                 standardInput: [0, 1, 2, 255, 254], status: 65, mentions: "standard input"),
            Case(testDescription: "batch defaults not JSON", arguments: ["batch", "in.csv", "--defaults", "d.json", "--out-dir", "out"],
                 files: ["in.csv": Array("name,rating\na,1\n".utf8), "d.json": [0x80, 0x81]], status: 65, mentions: "d.json"),
            Case(testDescription: "batch defaults with a bad colour", arguments: ["batch", "in.csv", "--defaults", "d.json", "--out-dir", "out"],
                 files: ["in.csv": Array("name,rating\na,1\n".utf8), "d.json": Array("{\"on-color\": \"#XYZ\"}".utf8)], status: 64, mentions: "on-color"),
            Case(testDescription: "batch out-dir is a file", arguments: ["batch", "in.csv", "--out-dir", "in.csv"],
                 files: ["in.csv": Array("name,rating\na,1\n".utf8)], status: 73, mentions: "in.csv"),
            Case(testDescription: "batch jobs zero", arguments: ["batch", "in.csv", "--out-dir", "out", "--jobs", "0"],
                 files: ["in.csv": Array("name,rating\na,1\n".utf8)], status: 64, mentions: "--jobs"),
            Case(testDescription: "batch jobs huge", arguments: ["batch", "in.csv", "--out-dir", "out", "--jobs", "99999999999"],
                 files: ["in.csv": Array("name,rating\na,1\n".utf8)], status: 64, mentions: "--jobs"),
            Case(testDescription: "sprite step tiny with grid", arguments: ["sprite", "--step", "1e-300", "--layout", "grid", "-o", "s.png"],
                 status: 64, mentions: "--step"),
            Case(testDescription: "sprite step nan", arguments: ["sprite", "--step", "nan", "-o", "s.png"], status: 64, mentions: "--step"),
            Case(testDescription: "sprite huge columns", arguments: ["sprite", "--layout", "grid", "--columns", "9999999999999", "-o", "s.png"],
                 status: 64, mentions: "--columns"),
            Case(testDescription: "sprite scale 9", arguments: ["sprite", "--scales", "1,9", "-o", "s.png"], status: 64, mentions: "--scales"),
            Case(testDescription: "measure bad rating", arguments: ["measure", "--rating", "1e999"], status: 64, mentions: "--rating"),
            Case(testDescription: "unknown subcommand with NUL-ish", arguments: ["rend\u{7}er"], status: 64, mentions: "unknown subcommand"),
        ]
        // A terminal escape that retitles the window, in every place a value is echoed: shown escaped.
        let osc = "\u{1B}]0;PWNED\u{7}", shown = "\\u{1B}]0;PWNED\\u{7}"
        for flag in ["--rating", "--on-color", "--locale", "--size", "--style", "--shape"] {
            all.append(render("\(flag) with a terminal escape", [flag, osc], mentions: shown))
        }
        all += [
            render("--font with a terminal escape", ["--label", "x", "--font", osc], mentions: shown),
            render("an unknown option with a terminal escape", ["--" + osc], mentions: shown),
            render("a label with a terminal escape", ["--label", osc], mentions: shown),
            render("--label-format with a terminal escape", ["--label", "{rating}", "--label-format", osc], mentions: shown),
            batch("a field with a terminal escape", Array(#"[{"name": "a", "rating": 3, "label": "\u001b]0;PWNED\u0007"}]"#.utf8),
                  mentions: shown),
            batch("a refused name with a terminal escape", Array(#"[{"name": "../\u001b]0;PWNED\u0007", "rating": 3}]"#.utf8),
                  mentions: shown),
            batch("an unknown field with a terminal escape", Array(#"[{"name": "a", "rating": 3, "\u001b]0;PWNED\u0007": 1}]"#.utf8),
                  mentions: shown),
            batch("a CSV rating with a terminal escape", Array("name,rating\na,\(osc)\n".utf8), file: "in.csv", mentions: shown),
            batch("a raw terminal escape where JSON expects a value", Array("[\(osc)]".utf8), mentions: "unexpected character '\\u{1B}'"),
        ]
        return all
    }()

    @Test("at least 100 hostile inputs")
    func enough() { #expect(Self.cases.count >= 100) }

    @Test("each is refused cleanly", arguments: cases)
    func refused(_ c: Case) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in c.files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
        let before = Set(CommandRunner.contents(of: folder))
        let result = try c.standardInput.map { try CommandRunner.run(c.arguments, in: folder, standardInput: $0) }
            ?? CommandRunner.run(c.arguments, in: folder)
        #expect(result.status == c.status, "exit \(result.status), stderr: \(result.error.prefix(400))")
        #expect(result.status < 128, "killed by a signal")
        #expect(c.mentions.isEmpty || result.error.contains(c.mentions), "stderr: \(result.error.prefix(400))")
        #expect(!result.error.contains("Fatal error"), "a trap: \(result.error.prefix(400))")
        // No raw control character but the line break reaches the terminal (values are shown as \u{1B}).
        #expect(result.rawControlsInError.isEmpty, "raw controls on stderr: \(result.error.prefix(400).debugDescription)")
        // Nothing new is left behind, except an empty output folder made before the entries failed.
        var after = Set(CommandRunner.contents(of: folder)).subtracting(before)
        if after == ["out"], CommandRunner.contents(of: folder.appendingPathComponent("out")).isEmpty { after = [] }
        #expect(after.isEmpty, "left \(after.sorted())")
    }

    @Test("each hostile input's process stays within bounded memory", .needs(DebianTools.gnuTime))
    func boundedMemory() throws {
        // Measured on each case's own process by GNU time, which forks it from
        // its own small process. A process this (large) test process spawns
        // starts with this process's resident size as its peak: Linux counts
        // the pages mapped at exec (so does getrusage(RUSAGE_CHILDREN)).
        // Sanitizer builds carry shadow memory and quarantine: allow them more.
        let environment = ProcessInfo.processInfo.environment
        let sanitized = environment["ASAN_OPTIONS"] != nil || environment["TSAN_OPTIONS"] != nil
        var largest = (kib: 0, name: "")
        for c in Self.cases {
            let folder = try CommandRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: folder) }
            for (name, bytes) in c.files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
            let peak = try Self.peakResidentKiB(c.arguments, in: folder, input: c.standardInput ?? [])
            if peak > largest.kib { largest = (peak, c.testDescription) }
        }
        #expect(largest.kib > 0 && largest.kib < (sanitized ? 2048 : 512) * 1024, "peak RSS \(largest.kib) KiB (\(largest.name))")
    }

    /// The peak resident memory (KiB) of `starbadge arguments` run in
    /// `directory` with `input` on standard input, as GNU time reports it.
    static func peakResidentKiB(_ arguments: [String], in directory: URL, input: [UInt8]) throws -> Int {
        let report = directory.appendingPathComponent(".peak")
        let stdin = directory.appendingPathComponent(".stdin")
        try Data(input).write(to: stdin)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%M", "-o", report.path, CommandRunner.executable.path] + arguments
        process.currentDirectoryURL = directory
        process.standardInput = try FileHandle(forReadingFrom: stdin)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let text = try String(contentsOf: report, encoding: .utf8)
        // The last line holds %M (an earlier one says how the command ended, when it failed).
        let lines = text.split(separator: "\n")
        return try #require(lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }, "time said: \(text)")
    }
}
