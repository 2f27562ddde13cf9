import Foundation
import Testing
import StarPNG
import StarColor
import StarBadgeTestSupport

/// `--logo FILE.svg` and `--logo-color` as a user gives them: render (PNG,
/// SVG, dark variant), sprite and batch, and refused files.
@Suite("SVG logos on the command line")
struct SVGLogoCommandTests {
    /// A logo that fills its whole viewBox: every pixel inside its box is the logo colour.
    static let square = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M0 0h24v24H0z\"/></svg>"
    /// The stars' colours at rating 5: the default on colour, and gold (the dark variants' here).
    static let starColours: Set<[UInt8]> = [[0xFF, 0xB4, 0x00], [0xFF, 0xD7, 0x00]]

    static func folder(with files: [String: String]) throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        return folder
    }

    static func image(_ name: String, in folder: URL) throws -> PNGImage {
        try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent(name))))
    }

    /// The colours of the fully opaque pixels that are not the stars' (all full at rating 5).
    static func opaqueColours(_ image: PNGImage) -> Set<[UInt8]> {
        var colours: Set<[UInt8]> = []
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y].alpha == 255 {
                let p = image[x, y]
                colours.insert([p.red, p.green, p.blue])
            }
        }
        return colours.subtracting(starColours)
    }

    @Test("render: the logo in --logo-color in PNG and SVG; by default in the label's colour, the dark one in the dark variant")
    func renderColours() throws {
        let folder = try Self.folder(with: ["logo.svg": Self.square])
        let given = try CommandRunner.run(["render", "--rating", "5", "--logo", "logo.svg", "--logo-color", "#c03", "-o", "a.png"],
                                          in: folder)
        #expect(given.status == 0, "\(given.error)")
        #expect(Self.opaqueColours(try Self.image("a.png", in: folder)) == [[0xCC, 0x00, 0x33]])
        let svg = try CommandRunner.run(["render", "--rating", "5", "--logo", "logo.svg", "--logo-color", "#c03", "-o", "a.svg"],
                                        in: folder)
        #expect(svg.status == 0, "\(svg.error)")
        let text = try String(contentsOf: folder.appendingPathComponent("a.svg"), encoding: .utf8)
        #expect(text.contains("fill=\"#c03\"><path d=\"m0 0"), "\(text)")

        // Default: the label's text colour, light and dark.
        let plain = try CommandRunner.run(["render", "--rating", "5", "--label", "MMMM", "--logo", "logo.svg",
                                           "--dark-on-color", "gold", "-o", "b.png"], in: folder)
        #expect(plain.status == 0, "\(plain.error)")
        let light = Self.opaqueColours(try Self.image("b.png", in: folder))
        let dark = Self.opaqueColours(try Self.image("b.dark.png", in: folder))
        #expect(light.count == 1 && dark.count == 1, "logo and label share one colour: \(light) \(dark)")
        let darkColour = try #require(dark.first)
        #expect(Contrast.ratio(Color(red: darkColour[0], green: darkColour[1], blue: darkColour[2]), Contrast.darkPage) >= 4.5)
        #expect(light != dark)

        // Alone (no label), the dark variant still gives the logo a colour that reads on the dark page.
        let alone = try CommandRunner.run(["render", "--rating", "5", "--logo", "logo.svg", "--dark-on-color", "gold", "-o", "c.png"],
                                          in: folder)
        #expect(alone.status == 0, "\(alone.error)")
        let aloneDark = try #require(Self.opaqueColours(try Self.image("c.dark.png", in: folder)).first)
        #expect(Contrast.ratio(Color(red: aloneDark[0], green: aloneDark[1], blue: aloneDark[2]), Contrast.darkPage) >= 4.5)

        // --dark-logo-color sets it.
        let chosen = try CommandRunner.run(["render", "--rating", "5", "--logo", "logo.svg", "--dark-logo-color", "#8cf", "-o", "d.png"],
                                           in: folder)
        #expect(chosen.status == 0, "\(chosen.error)")
        #expect(Self.opaqueColours(try Self.image("d.dark.png", in: folder)) == [[0x88, 0xCC, 0xFF]])
    }

    @Test("sprite and batch take an SVG logo and its colour (a batch entry's logo and logo-color fields too)")
    func spriteAndBatch() throws {
        let folder = try Self.folder(with: ["logo.svg": Self.square,
                                            "in.csv": "name,rating,logo,logo-color\na,5,logo.svg,#00ff00\nb,5,,\n"])
        let sprite = try CommandRunner.run(["sprite", "--logo", "logo.svg", "--logo-color", "#c03", "-o", "s.png"], in: folder)
        #expect(sprite.status == 0, "\(sprite.error)")
        let batch = try CommandRunner.run(["batch", "in.csv", "--out-dir", "out", "--quiet"], in: folder)
        #expect(batch.status == 0, "\(batch.error)")
        #expect(Self.opaqueColours(try Self.image("out/a.png", in: folder)) == [[0, 0xFF, 0]])
        #expect(Self.opaqueColours(try Self.image("out/b.png", in: folder)).isEmpty)
    }

    @Test("a refused file: bad data (65) naming the option, the file and the element; no output",
          arguments: [("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><script>x()</script></svg>", "<script>"),
                      ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><image href=\"/etc/passwd\"/></svg>", "<image>"),
                      ("<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\">&x;</svg>",
                       "entities"),
                      ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"><rect width=\"1\" height=\"1\"", "not well-formed")])
    func refused(text: String, named: String) throws {
        let folder = try Self.folder(with: ["bad logo.svg": text])
        for output in ["out.png", "out.svg"] {
            let result = try CommandRunner.run(["render", "--rating", "5", "--logo", "bad logo.svg", "-o", output], in: folder)
            #expect(result.status == 65, "\(result.error)")
            #expect(result.error.contains("--logo") && result.error.contains("bad logo.svg") && result.error.contains(named),
                    "\(result.error)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path))
        }
    }

    @Test("a missing logo file is missing input (66); --logo-color without --logo a usage error (64)")
    func missingAndUsage() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let missing = try CommandRunner.run(["render", "--rating", "5", "--logo", "nothing.svg", "-o", "o.png"], in: folder)
        #expect(missing.status == 66, "\(missing.error)")
        let usage = try CommandRunner.run(["render", "--rating", "5", "--logo-color", "red", "-o", "o.png"], in: folder)
        #expect(usage.status == 64, "\(usage.error)")
        #expect(usage.error.contains("--logo-color"), "\(usage.error)")
    }
}
