import Foundation
import Testing
import StarPNG
import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// Every new style flag with a bad value: a message naming the flag, exit
/// 64 (usage) — or 66 for a missing input file and 65 for an unreadable or
/// malformed one — and no output file.
@Suite("Bad style input to starbadge render")
struct StyleBadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let mentions: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    /// Input files made once for the whole table, outside every output folder.
    static let inputs: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-style-inputs-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func write(_ name: String, _ bytes: [UInt8]) {
            try? Data(bytes).write(to: folder.appendingPathComponent(name))
        }
        let good = (try? Data(contentsOf: PackagePaths.fixtures.appendingPathComponent("images/medal-full.png"))).map(Array.init) ?? []
        write("good.png", good)
        write("text.png", Array("not a picture\n".utf8))
        write("empty.png", [])
        write("truncated.png", Array(good.prefix(60)))
        write("random.ttf", (0..<200).map { UInt8(($0 * 73 + 11) % 256) })
        // 2049×2049 pixels: more than the 2048×2048 limit, yet a small file.
        if let huge = PNGImage(width: 2049, height: 2049, rgba: [UInt8](repeating: 0x80, count: 2049 * 2049 * 4)),
           let bytes = try? PNGEncoder().encode(huge) {
            write("huge-dimensions.png", bytes)
        }
        // A file over the 16 MiB read limit (sparse: no disk used), starting like a PNG.
        let big = folder.appendingPathComponent("huge-file.png")
        #expect(FileManager.default.createFile(atPath: big.path, contents: Data(good.prefix(8))))
        if let handle = try? FileHandle(forWritingTo: big) {
            try? handle.truncate(atOffset: 17 * 1024 * 1024)
            try? handle.close()
        }
        // A transparent picture.
        if let clear = PNGImage(width: 4, height: 4, rgba: [UInt8](repeating: 0, count: 64)),
           let bytes = try? PNGEncoder().encode(clear) {
            write("transparent.png", bytes)
        }
        return folder
    }()

    static func input(_ name: String) -> String { inputs.appendingPathComponent(name).path }
    static let font = PackagePaths.root.appendingPathComponent("Fonts/FontAwesome.ttf").path

    static let cases: [Case] = [
        // --shape and --shape-font
        Case(arguments: ["--shape", "triangle"], status: 64, mentions: "--shape"),
        Case(arguments: ["--shape", "hart"], status: 64, mentions: "did you mean 'heart'"),
        Case(arguments: ["--shape", "polygon:2"], status: 64, mentions: "--shape"),
        Case(arguments: ["--shape", "polygon:many"], status: 64, mentions: "--shape"),
        Case(arguments: ["--shape", "path:M0,0L"], status: 64, mentions: "position 11"),
        Case(arguments: ["--shape", "path:M0 0 L10 0"], status: 64, mentions: "encloses no area"),
        Case(arguments: ["--shape", "glyph:U+ZZZZ"], status: 64, mentions: "--shape"),
        Case(arguments: ["--shape", "glyph:U+110000"], status: 64, mentions: "--shape"),
        Case(arguments: ["--shape", "glyph:U+4E2D"], status: 64, mentions: "no glyph"),
        Case(arguments: ["--shape", "glyph:U+0020"], status: 64, mentions: "--shape"),
        Case(arguments: ["--shape", "glyph:U+F005", "--shape-font", "/nonexistent/icons.ttf"], status: 66, mentions: "--shape-font"),
        Case(arguments: ["--shape", "glyph:U+F005", "--shape-font", input("random.ttf")], status: 65, mentions: "--shape-font"),
        Case(arguments: ["--shape-font", font], status: 64, mentions: "--shape-font"),
        Case(arguments: ["--shape", "heart", "--points", "6"], status: 64, mentions: "--points"),
        Case(arguments: ["--shape", "circle", "--inner-ratio", "0.5"], status: 64, mentions: "--inner-ratio"),
        // --direction, --fill, colours
        Case(arguments: ["--direction", "up"], status: 64, mentions: "--direction"),
        Case(arguments: ["--fill", "areas"], status: 64, mentions: "--fill"),
        Case(arguments: ["--on-color", "ramp:#FFF"], status: 64, mentions: "--on-color"),
        Case(arguments: ["--on-color", "steps:#F00"], status: 64, mentions: "--on-color"),
        Case(arguments: ["--on-color", "ramp:#FFF,nope"], status: 64, mentions: "--on-color"),
        Case(arguments: ["--on-color", "steps:3=#F00,2=#0F0,#00F"], status: 64, mentions: "--on-color"),
        Case(arguments: ["--off-color", "ramp:#000,#FFF"], status: 64, mentions: "--off-color"),
        Case(arguments: ["--background", "steps:1=#000,#FFF"], status: 64, mentions: "--background"),
        // Background frame
        Case(arguments: ["--corner-radius", "-4"], status: 64, mentions: "--corner-radius"),
        Case(arguments: ["--corner-radius", "round"], status: 64, mentions: "--corner-radius"),
        Case(arguments: ["--border-width", "2"], status: 64, mentions: "--border-width"),
        Case(arguments: ["--border-color", "#12"], status: 64, mentions: "--border-color"),
        Case(arguments: ["--border-color", "white", "--border-width", "-1"], status: 64, mentions: "--border-width"),
        Case(arguments: ["--inset", "1e9"], status: 64, mentions: "--inset"),
        Case(arguments: ["--inset", "nan"], status: 64, mentions: "--inset"),
        // Star appearance
        Case(arguments: ["--empty-style", "dotted"], status: 64, mentions: "--empty-style"),
        Case(arguments: ["--outline-width", "2"], status: 64, mentions: "--outline-width"),
        Case(arguments: ["--empty-style", "outline", "--outline-width", "0"], status: 64, mentions: "--outline-width"),
        Case(arguments: ["--star-border-color", "nope"], status: 64, mentions: "--star-border-color"),
        Case(arguments: ["--star-border-width", "2"], status: 64, mentions: "--star-border-width"),
        Case(arguments: ["--star-border-color", "red", "--star-border-width", "0"], status: 64, mentions: "--star-border-width"),
        Case(arguments: ["--star-corner-radius", "-1"], status: 64, mentions: "--star-corner-radius"),
        Case(arguments: ["--star-corner-radius", "2", "--shape", "heart"], status: 64, mentions: "--star-corner-radius"),
        // Fit to a frame
        Case(arguments: ["--width", "0"], status: 64, mentions: "--width"),
        Case(arguments: ["--width", "20"], status: 64, mentions: "smallest frame that fits is 49×13 px"),
        Case(arguments: ["--height", "5"], status: 64, mentions: "--height"),
        Case(arguments: ["--width", "100", "--size", "20"], status: 64, mentions: "--size"),
        Case(arguments: ["--min-size", "3"], status: 64, mentions: "--min-size"),
        Case(arguments: ["--width", "300", "--min-size", "0"], status: 64, mentions: "--min-size"),
        Case(arguments: ["--width", "200", "--min-size", "60"], status: 64, mentions: "324×68 px"),
        Case(arguments: ["--width", "wide"], status: 64, mentions: "--width"),
        // Custom images
        Case(arguments: ["--full-image", "/nonexistent/star.png"], status: 66, mentions: "--full-image"),
        Case(arguments: ["--full-image", input("text.png")], status: 65, mentions: "--full-image"),
        Case(arguments: ["--full-image", input("empty.png")], status: 65, mentions: "--full-image"),
        Case(arguments: ["--full-image", input("truncated.png")], status: 65, mentions: "--full-image"),
        Case(arguments: ["--full-image", input("huge-dimensions.png")], status: 65, mentions: "2049×2049"),
        Case(arguments: ["--full-image", input("huge-file.png")], status: 65, mentions: "--full-image"),
        Case(arguments: ["--full-image", input("transparent.png")], status: 65, mentions: "fully transparent"),
        Case(arguments: ["--full-image", "/tmp"], status: 66, mentions: "--full-image"),
        Case(arguments: ["--full-image", ""], status: 64, mentions: "--full-image"),
        Case(arguments: ["--full-image", input("good.png"), "--empty-image", input("text.png")], status: 65, mentions: "--empty-image"),
        // --logo and --logo-width
        Case(arguments: ["--logo", "/nonexistent/logo.png"], status: 66, mentions: "--logo"),
        Case(arguments: ["--logo", input("text.png")], status: 65, mentions: "--logo"),
        Case(arguments: ["--logo", input("truncated.png")], status: 65, mentions: "--logo"),
        Case(arguments: ["--logo", input("huge-dimensions.png")], status: 65, mentions: "2049×2049"),
        Case(arguments: ["--logo", input("huge-file.png")], status: 65, mentions: "--logo"),
        Case(arguments: ["--logo", ""], status: 64, mentions: "--logo"),
        Case(arguments: ["--logo", "glyph:U+ZZ"], status: 64, mentions: "--logo"),
        Case(arguments: ["--logo", "glyph:U+110000"], status: 64, mentions: "--logo"),
        Case(arguments: ["--logo", "glyph:"], status: 64, mentions: "--logo"),
        Case(arguments: ["--logo", input("good.png"), "--logo-width", "0"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--logo", input("good.png"), "--logo-width=-5"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--logo", input("good.png"), "--logo-width", "1e9"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--logo", "glyph:U+2665", "--logo-width", "nan"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--logo-width", "20"], status: 64, mentions: "--logo-width"),
        Case(arguments: ["--style", "flat", "--logo-width", "20"], status: 64, mentions: "--logo"),
        Case(arguments: ["--full-image", input("good.png"), "--half-image", "/nonexistent/half.png"], status: 66, mentions: "--half-image"),
        Case(arguments: ["--half-image", input("good.png")], status: 64, mentions: "--half-image"),
        Case(arguments: ["--full-image", input("good.png"), "--shape", "heart"], status: 64, mentions: "--shape"),
        Case(arguments: ["--full-image", input("good.png"), "--star-border-color", "red"], status: 64, mentions: "--star-border-color"),
        // Badge styles
        Case(arguments: ["--style", "fancy"], status: 64, mentions: "--style"),
        Case(arguments: ["--style", "flat", "--size", "30"], status: 64, mentions: "--size"),
        Case(arguments: ["--style", "flat", "--width", "100"], status: 64, mentions: "--width"),
        Case(arguments: ["--style", "for-the-badge", "--corner-radius", "4"], status: 64, mentions: "--corner-radius"),
        Case(arguments: ["--style", "flat-square", "--off-color", "red"], status: 64, mentions: "--off-color"),
        Case(arguments: ["--value-text", "{rating}"], status: 64, mentions: "--value-text"),
        Case(arguments: ["--style", "flat", "--value-text", "a\u{1}b"], status: 64, mentions: "--value-text"),
        Case(arguments: ["--style", "flat", "--text-color", "ramp:#000,#FFF"], status: 64, mentions: "--text-color"),
    ]

    /// A value of each option a shields-like style sets itself.
    static let setByStyle: [(option: String, value: String)] = [
        ("--size", "30"), ("--spacing", "2"), ("--padding", "2"), ("--label-position", "right"), ("--label-gap", "3"),
        ("--font-size", "12"), ("--corner-radius", "4"), ("--border-color", "red"), ("--border-width", "2"),
        ("--inset", "1"), ("--width", "100"), ("--height", "30"), ("--min-size", "8"),
        ("--palette", "accessible"), ("--label-overflow", "ellipsis"),
    ]

    /// Every shields-like style with every option it sets itself, and with
    /// the colours it sets itself: refused alike, whichever style.
    static let styleCases: [Case] = BadgeStyle.allCases.filter(\.isShields).flatMap { style -> [Case] in
        let name = ["--style", style.rawValue]
        var cases = setByStyle.map { Case(arguments: name + [$0.option, $0.value], status: 64, mentions: $0.option) }
        cases.append(Case(arguments: name + ["--value-text", "a\u{1}b"], status: 64, mentions: "--value-text"))
        cases.append(Case(arguments: name + ["--text-color", "ramp:#000,#FFF"], status: 64, mentions: "--text-color"))
        if style.colorsStarsSection {
            cases.append(Case(arguments: name + ["--off-color", "red"], status: 64, mentions: "--off-color"))
        } else {
            cases.append(Case(arguments: name + ["--background", "red"], status: 64, mentions: "--background"))
            cases.append(Case(arguments: name + ["--section-color", "red"], status: 64, mentions: "--section-color"))
        }
        return cases
    }

    @Test("the style cases cover every option a shields-like style sets itself")
    func styleCasesComplete() {
        #expect(Set(Self.setByStyle.map { String($0.option.dropFirst(2)) }) == Set(BadgeOptions.definitions.filter { $0.rules.contains(.setByShieldsStyle) }.map(\.name.rawValue)))
    }

    @Test("is refused with a message naming the flag and no file, in every shields-like style", arguments: styleCases)
    func refusedInEveryStyle(_ c: Case) throws {
        try refused(c)
    }

    @Test("is refused with a message naming the flag and no file", arguments: cases)
    func refused(_ c: Case) throws {
        _ = Self.inputs
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "3"] + c.arguments + ["-o", "out.png"], in: folder)
        #expect(result.status == c.status, "\(result.error)")
        #expect(result.error.contains(c.mentions), "stderr: \(result.error)")
        #expect(result.rawControlsInError.isEmpty, "raw controls on stderr: \(result.error.debugDescription)")
        #expect(result.error.hasPrefix("Error: "), "stderr: \(result.error)")
        if c.status == 64 { #expect(result.error.contains("Usage: starbadge render")) }
        #expect(!result.error.contains("warning"), "stderr: \(result.error)")
        #expect(result.output.isEmpty)
        #expect(CommandRunner.contents(of: folder).isEmpty, "left \(CommandRunner.contents(of: folder))")
    }

    @Test("batch: a dark variant its style refuses is one usage error naming the --dark- option, before any badge")
    func darkVariantRefusedOnce() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try Data("name,rating\na,3.5\nb,4\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        let result = try CommandRunner.run(["batch", "in.csv", "--style", "social", "--dark-background", "#0d1117",
                                            "--out-dir", "out"], in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains("--dark-background") && result.error.contains("--style social"), "\(result.error)")
        #expect(result.error.components(separatedBy: "Error:").count == 2, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/a.png").path))
    }

    @Test("the table covers at least 40 bad inputs over the new flags")
    func enough() {
        #expect(Self.cases.count >= 40)
    }
}
