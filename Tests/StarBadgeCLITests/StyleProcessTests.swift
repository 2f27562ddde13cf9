import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// The style options as a user runs them: every command, real processes.
@Suite("Style options from the command line")
struct StyleProcessTests {
    static let medal = PackagePaths.fixtures.appendingPathComponent("images/medal-full.png").path
    static let awesome = PackagePaths.root.appendingPathComponent("Fonts/FontAwesome.ttf").path

    @Test("a shields style with --section-color takes --off-color for the empty stars, as README says")
    func shieldsOffColor() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--rating", "0", "--style", "flat", "--section-color", "#007ec6",
                                            "--off-color", "#7fb8dd", "-o", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let image = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("b.png"))))
        let offPixels = stride(from: 0, to: image.rgba.count, by: 4).filter {
            Array(image.rgba[$0..<$0 + 4]) == [0x7F, 0xB8, 0xDD, 0xFF]
        }
        #expect(offPixels.count > 50, "\(offPixels.count) pixels in the off colour")
        // Without a section colour the style colours the stars itself: the option is refused, saying why.
        let refused = try CommandRunner.run(["render", "--rating", "0", "--style", "flat", "--off-color", "#7fb8dd", "-o", "c.png"],
                                            in: folder)
        #expect(refused.status == 64 && refused.error.contains("--section-color"), "\(refused.error)")
    }

    @Test("render: each new option family works from any folder and writes a PNG of the expected size", arguments: [
        (["--shape", "glyph:U+2605"], 144, 32),
        (["--shape", "glyph:U+F005", "--shape-font", awesome, "--fill", "precise", "--rating", "2.3"], 144, 32),
        (["--shape", "heart", "--direction", "rtl", "--fill", "area"], 144, 32),
        (["--corner-radius", "6", "--border-color", "#333", "--border-width", "2", "--inset", "3"], 154, 42),
        (["--empty-style", "outline", "--star-border-color", "#8D6E00", "--star-corner-radius", "1.5"], 144, 32),
        (["--width", "200"], 200, 44),
        (["--width", "300", "--height", "50", "--label", "{rating}/{max}"], 300, 50),
        (["--full-image", medal], 144, 32),
        (["--style", "flat"], 0, 20),
        (["--style", "for-the-badge", "--on-color", "ramp:#E53935,#43A047"], 0, 28),
    ] as [([String], Int, Int)])
    func render(arguments: [String], width: Int, height: Int) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let rating = arguments.contains("--rating") ? [] : ["--rating", "3.5"]
        let result = try CommandRunner.run(["render"] + rating + arguments + ["-o", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let image = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("b.png"))))
        if width > 0 { #expect(image.width == width) }
        #expect(image.height == height)
    }

    @Test("low contrast is a warning on standard error, said once, and the badge is still written")
    func contrastWarning() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "3", "--background", "white", "--on-color", "#FFEE58",
                                            "-o", "b.png"], in: folder)
        #expect(result.status == 0)
        #expect(result.error.hasPrefix("warning: low contrast: --on-color #FFEE58"), "\(result.error)")
        #expect(result.error.components(separatedBy: "warning:").count == 2, "one warning: \(result.error)")
        #expect(CommandRunner.contents(of: folder) == ["b.png"])
        let fine = try CommandRunner.run(["render", "--rating", "3", "--background", "#263238", "-o", "c.png"], in: folder)
        #expect(fine.error.isEmpty, "\(fine.error)")
    }

    @Test("batch entries set the style options by the same names; a contrast warning comes once per run")
    func batch() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("""
            [{"name": "heart", "rating": 3.5, "shape": "heart", "direction": "rtl"},
             {"name": "glyph", "rating": 2.3, "fill": "area", "shape": "glyph:U+F005", "shape-font": "\(Self.awesome)"},
             {"name": "flat", "rating": 4, "style": "flat", "value-text": "{rating}/{max}"},
             {"name": "pale1", "rating": 1, "background": "white", "on-color": "#FFF59D"},
             {"name": "pale2", "rating": 2, "background": "white", "on-color": "#FFF59D"},
             {"name": "medal", "rating": 2.5, "full-image": "\(Self.medal)", "size": 40},
             {"name": "bad", "rating": 2, "corner-radius": "-1"}]
            """, to: "in.json")
        // Not --quiet, which silences warnings.
        let result = try workspace.batch(["in.json", "--out-dir", "out"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("corner-radius"), "\(result.error)")
        #expect(result.error.components(separatedBy: "low contrast").count == 2, "\(result.error)")
        #expect(workspace.snapshot("out").paths == ["flat.png", "glyph.png", "heart.png", "medal.png", "pale1.png", "pale2.png"])
        #expect(try workspace.image("out/flat.png").height == 20)
        let renderer = BadgeRenderer()
        let heart = try BadgeSpec(rating: 3.5) { $0.shape = .heart; $0.direction = .rightToLeft }
        #expect(try workspace.image("out/heart.png") == renderer.image(for: heart))
    }

    @Test("sprite and measure take the style options too")
    func spriteAndMeasure() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let sprite = try CommandRunner.run(["sprite", "-o", "s.png", "--shape", "heart", "--direction", "rtl",
                                            "--empty-style", "outline", "--json", "s.json"], in: folder)
        #expect(sprite.status == 0, "\(sprite.error)")
        #expect(try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("s.png")))).height == 32 * 11)
        let measure = try CommandRunner.run(["measure", "--rating", "4", "--style", "flat", "--value-text", "{rating}"])
        #expect(measure.status == 0, "\(measure.error)")
        #expect(measure.outputText.contains("\"height\": 20"), "\(measure.outputText)")
        let fit = try CommandRunner.run(["measure", "--width", "200"])
        #expect(fit.outputText.contains("\"width\": 200"), "\(fit.outputText)")
    }

    @Test("help lists the new options")
    func help() throws {
        let help = try CommandRunner.run(["render", "--help"]).outputText
        for option in ["--shape <shape>", "--shape-font <font>", "--direction <dir>", "--empty-style <style>",
                       "--star-border-color <color>", "--star-corner-radius <px>", "--corner-radius <px>",
                       "--border-color <color>", "--inset <px>", "--width <px>", "--min-size <px>",
                       "--full-image <file>", "--style <style>", "--value-text <text>"] {
            #expect(help.contains(option), "help lacks \(option)")
        }
    }
}
