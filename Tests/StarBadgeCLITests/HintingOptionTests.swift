import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// `--hinting`: PNG text grid-fitted vertically; the layout, `measure` and
/// SVG the same whatever it says.
@Suite("--hinting")
struct HintingOptionTests {
    static let label = ["--rating", "4", "--label", "Tofu affine: {rating}", "--font-size", "11"]

    @Test("measure prints the same glyph positions and boxes for none, light and auto")
    func measureUnchanged() throws {
        let outputs = try TextHinting.allCases.map { hinting in
            let result = try CommandRunner.run(["measure"] + Self.label + ["--hinting", hinting.rawValue])
            #expect(result.status == 0, "\(result.error)")
            return result.outputText
        }
        #expect(outputs[0].contains("\"glyphs\""))
        #expect(outputs.allSatisfy { $0 == outputs[0] })
    }

    @Test("a PNG's 11 px text differs hinted; auto hints it; an SVG is the same whatever --hinting says")
    func pngHintedSVGNot() throws {
        func render(_ hinting: String, format: String) throws -> [UInt8] {
            let result = try CommandRunner.run(["render"] + Self.label + ["--hinting", hinting, "--format", format, "-o", "-"])
            #expect(result.status == 0, "\(result.error)")
            return Array(result.output)
        }
        let none = try render("none", format: "png"), light = try render("light", format: "png")
        #expect(none != light)
        #expect(try render("auto", format: "png") == light)
        let svgs = try ["none", "light", "auto"].map { try render($0, format: "svg") }
        #expect(svgs.allSatisfy { $0 == svgs[0] })
    }

    @Test("a batch entry's hinting field sets it as the option does")
    func batchField() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("""
            [{"name": "soft", "rating": 4, "label": "Tofu affine: {rating}", "font-size": 11, "hinting": "none"},
             {"name": "crisp", "rating": 4, "label": "Tofu affine: {rating}", "font-size": 11}]
            """, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let none = try PNGDecoder().decode(CommandRunner.run(["render"] + Self.label + ["--hinting", "none", "-o", "-"]).output)
        let auto = try PNGDecoder().decode(CommandRunner.run(["render"] + Self.label + ["-o", "-"]).output)
        #expect(try workspace.image("out/soft.png") == none)
        #expect(try workspace.image("out/crisp.png") == auto)
        #expect(none != auto)

        try workspace.write("""
            [{"name": "bad", "rating": 4, "label": "x", "hinting": "strong"}]
            """, to: "bad.json")
        let refused = try workspace.batch(["bad.json", "--out-dir", "out2", "--quiet"])
        #expect(refused.status != 0)
        #expect(refused.error.contains("hinting") && refused.error.contains("none, light, auto"), "\(refused.error)")
        #expect(!workspace.exists("out2/bad.png"))
    }
}
