import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Messages name what is really wrong and where it came from (issue 32,
/// item 12): the choices an option really takes, a number too large rather
/// than "not a number", a broken font from `STARBADGE_FONTS` rather than
/// `--font`, and `--email`'s own dark background rather than a
/// `--dark-background` never given.
@Suite("Messages name the real input")
struct MessageWordingTests {
    @Test("--locale's message lists auto with the languages")
    func localeList() throws {
        let result = try CommandRunner.run(["render", "--rating", "3", "--locale", "xx", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.error.contains("en, de") && result.error.contains("auto"), "\(result.error)")
    }

    @Test("a 400-digit rating is too large, not 'not a decimal number'")
    func hugeNumber() throws {
        let result = try CommandRunner.run(["render", "--rating", "3" + String(repeating: "0", count: 400), "-o", "-"])
        #expect(result.status == 64)
        #expect(result.error.contains("too large") && !result.error.contains("not a decimal number"), "\(result.error)")
    }

    @Test("a broken bundled font found through STARBADGE_FONTS is blamed on it, not on --font")
    func brokenFontsFolder() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("DejaVuSans.ttf"))
        let result = try CommandRunner.run(["render", "--rating", "3", "--label", "hi", "-o", "b.png"], in: folder,
                                           environment: ["STARBADGE_FONTS": folder.path])
        #expect(result.status != 0)
        #expect(result.error.contains("STARBADGE_FONTS") && !result.error.contains("--font'"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.png").path))
    }

    @Test("batch --email draws a dark variant on a dark background and names no --dark-background")
    func emailDarkVariant() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--email", "--base-url", "https://example.com/b/",
                                          "--dark-on-color", "gold", "--on-color", "#8a5a00", "--off-color", "#6b6b6b"])
        #expect(result.status == 0, "\(result.error)")
        #expect(!result.error.contains("--dark-background"), "\(result.error)")
        let dark = try workspace.image("out/a.dark.png")
        let corner = dark[0, 0]
        #expect(corner.alpha == 255 && Int(corner.red) + Int(corner.green) + Int(corner.blue) < 3 * 64, "\(corner)")
    }

    @Test("--email with our own colours says nothing about contrast; a background the user chose does")
    func emailDefaultsQuiet() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,3\n", to: "in.csv")
        let quiet = try workspace.batch(["in.csv", "--out-dir", "a", "--email", "--base-url", "https://example.com/b/"])
        #expect(quiet.status == 0 && !quiet.error.contains("low contrast"), "\(quiet.error)")
        let chosen = try workspace.batch(["in.csv", "--out-dir", "b", "--email", "--base-url", "https://example.com/b/",
                                          "--background", "white"])
        #expect(chosen.status == 0 && chosen.error.contains("low contrast"), "\(chosen.error)")
    }

    @Test("a badge too large for its logo names --logo-width first")
    func wideLogo() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let image = try #require(PNGImage(width: 2048, height: 16, rgba: [UInt8](repeating: 200, count: 2048 * 16 * 4)))
        try Data(PNGEncoder().encode(image)).write(to: folder.appendingPathComponent("wide.png"))
        let result = try CommandRunner.run(["render", "--rating", "3", "--label", "hi", "--logo", "wide.png", "--logo-width", "1000",
                                            "--scale", "64", "-o", "l.png"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("smaller --logo-width, "), "\(result.error)")
    }
}
