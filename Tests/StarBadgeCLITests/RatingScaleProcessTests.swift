import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// `--out-of` and `--count` through the real commands: a rating on a scale
/// of its own fills the stars by its share, `{max}` and `{count}` show the
/// scale and count, the alt text says both; bad values are refused with
/// the option's name and no file.
@Suite("starbadge: ratings out of a scale, with a count")
struct RatingScaleProcessTests {
    static func render(_ arguments: [String]) throws -> [UInt8] {
        let result = try CommandRunner.run(["render"] + arguments + ["-o", "-"])
        #expect(result.status == 0, "\(result.error)")
        return result.output
    }

    @Test("7.8 out of 10 from 1234 ratings: the stars of 3.9, the label '7.8/10 (1,234)', the alt text with both")
    func filmRating() throws {
        let arguments = ["--rating", "7.8", "--out-of", "10", "--count", "1234", "--label", "{rating}/{max} ({count})", "--fill", "precise"]
        let scaled = try Self.render(arguments)
        let plain = try Self.render(["--rating", "3.9", "--fill", "precise"])
        let a = try PNGDecoder().decode(scaled), b = try PNGDecoder().decode(plain)
        #expect(a.height == b.height)
        // The stars end where the unlabelled badge's padding begins (4 + 5·24 + 4·4 px).
        let starsEnd = b.width - 4
        for y in 0..<min(a.height, b.height) {
            let row = Array(a.rgba[(y * a.width * 4)..<(y * a.width * 4 + starsEnd * 4)])
            #expect(row == Array(b.rgba[(y * b.width * 4)..<(y * b.width * 4 + starsEnd * 4)]), "row \(y)")
        }
        #expect(PNGText.text("Title", in: scaled) == "7.8 out of 10, 1,234 ratings")
        let measured = try CommandRunner.run(["measure"] + arguments)
        #expect(measured.status == 0, "\(measured.error)")
        #expect(measured.outputText.contains("\"text\": \"7.8/10 (1,234)\""), "\(measured.outputText)")
    }

    @Test("half fill rounds the shown stars: 7.8 of 10 shows 4 stars, {shown} 8, {percent} 78")
    func halfFill() throws {
        let scaled = try PNGDecoder().decode(Self.render(["--rating", "7.8", "--out-of", "10"]))
        let four = try PNGDecoder().decode(Self.render(["--rating", "4"]))
        #expect(scaled == four)
        let measured = try CommandRunner.run(["measure", "--rating", "7.8", "--out-of", "10", "--label", "{shown} {percent}%"])
        #expect(measured.outputText.contains("\"text\": \"8 78%\""), "\(measured.outputText)")
    }

    @Test("the alt text says the scale and count in the locale", arguments: [
        ("de", "7,8 von 10, 1.234 Bewertungen"), ("ru", "7,8 из 10, 1\u{A0}234 оценки"), ("ja", "10点中7.8点、1,234件の評価"),
    ])
    func locales(code: String, expected: String) throws {
        let bytes = try Self.render(["--rating", "7.8", "--out-of", "10", "--count", "1234", "--locale", code])
        #expect(PNGText.text("Title", in: bytes) == expected)
    }

    @Test("a bad --out-of or --count is refused naming the option, exit 64, no file", arguments: [
        (["--rating", "3", "--out-of", "0"], "--out-of"),
        (["--rating", "3", "--out-of", "-10"], "--out-of"),
        (["--rating", "3", "--out-of", "nan"], "--out-of"),
        (["--rating", "3", "--out-of", "ten"], "--out-of"),
        (["--rating", "11", "--out-of", "10"], "--rating"),
        (["--rating", "3", "--count", "-1"], "--count"),
        (["--rating", "3", "--count", "1.5"], "--count"),
        (["--rating", "3", "--count", "many"], "--count"),
        (["--rating", "3", "--label", "{count} ratings"], "--count"),
        (["--rating", "3", "--alt", "{count} ratings"], "--alt"),
    ])
    func refused(arguments: [String], mentions: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render"] + arguments + ["-o", "out.png"], in: folder)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "stderr: \(result.error)")
        #expect(CommandRunner.contents(of: folder).isEmpty)
    }

    @Test("batch: 'out-of' and 'count' fields per entry; a bad one fails its entry with its line (65)")
    func batch() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,out-of,count\ngood,7.8,10,1234\nplain,4,,\nzero,3,0,\nover,11,10,\nneg,3,,-2\n"
                            + "text,3,ten,\nnan,3,nan,\nhalf,3,,2.5\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--label", "{rating}/{max}"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("line 4") && result.error.contains("'out-of'"), "\(result.error)")
        #expect(result.error.contains("line 5") && result.error.contains("'rating'"), "\(result.error)")
        #expect(result.error.contains("line 6") && result.error.contains("'count'"), "\(result.error)")
        for line in ["line 7", "line 8"] {
            #expect(result.error.split(separator: "\n").contains { $0.contains(line) && $0.contains("'out-of'") }, "\(result.error)")
        }
        #expect(result.error.split(separator: "\n").contains { $0.contains("line 9") && $0.contains("'count'") }, "\(result.error)")
        let manifest = try workspace.manifest("m.json")
        #expect(manifest.entries.map(\.name) == ["good", "plain"])
        #expect(manifest.entries.first?.alt == "7.8 out of 10, 1,234 ratings")
        #expect(manifest.entries.last?.alt == "4 out of 5 stars")
        #expect(workspace.snapshot("out").paths == ["good.png", "plain.png"])
    }

    @Test("sprite: --out-of puts the states on the scale (step in its units, classes and alt texts too)")
    func sprite() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["sprite", "-o", "s.png", "--out-of", "10", "--step", "1", "--json", "s.json"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let json = try String(contentsOf: folder.appendingPathComponent("s.json"), encoding: .utf8)
        #expect(json.contains("\"class\": \"stars-10\""))
        #expect(json.contains("\"alt\": \"7 out of 10\""))
        #expect(json.components(separatedBy: "\"index\"").count - 1 == 11)
    }

    @Test("--locale auto takes the label's language, else English", arguments: [
        ("تقييم", "4.5 من 5 نجوم"), ("Отзывы", "4,5 из 5 звёзд"), ("評価", "4.5星，满分5星"), ("レビュー", "5つ星のうち4.5"),
        ("Reviews", "4.5 out of 5 stars"),
    ])
    func autoLocale(label: String, expected: String) throws {
        let bytes = try Self.render(["--rating", "4.5", "--label", label, "--locale", "auto"])
        #expect(PNGText.text("Title", in: bytes) == expected)
    }

    @Test("batch --locale auto: each entry's alt text in its own label's language")
    func batchAutoLocale() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,label\nhe,4,דירוג\nhi,4,रेटिंग\nen,4,Rating\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--locale", "auto"])
        #expect(result.status == 0, "\(result.error)")
        let alts = try workspace.manifest("m.json").entries.map(\.alt)
        #expect(alts == ["4 מתוך 5 כוכבים", "5 में से 4 स्टार", "4 out of 5 stars"])
    }
}
