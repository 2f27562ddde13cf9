import Testing
import StarBadge
import StarPNG

/// `OutputSettings` is the one way from a badge to a file's bytes: each of
/// its settings reaches the bytes, and its defaults are the renderer's own.
@Suite("output settings")
struct OutputSettingsTests {
    let renderer = BadgeRenderer()

    @Test("the default settings give the renderer's PNG, with the alt text as its Title")
    func defaults() throws {
        let spec = try BadgeSpec(rating: 3.5)
        let bytes = try renderer.bytes(for: spec, OutputSettings())
        #expect(bytes == (try renderer.png(for: spec)))
        #expect(Self.contains(bytes, Array("Title\u{0}".utf8) + Array("3.5 out of 5 stars".utf8)))
    }

    @Test("metadata off stores no alt text, in a PNG and in an SVG")
    func metadata() throws {
        let spec = try BadgeSpec(rating: 2)
        var settings = OutputSettings(metadata: false)
        let png = try renderer.bytes(for: spec, settings)
        #expect(png == (try renderer.png(for: spec, altText: nil)))
        #expect(!Self.contains(png, Array("Title".utf8)))
        settings.format = .svg
        let svg = String(decoding: try renderer.bytes(for: spec, settings), as: UTF8.self)
        #expect(!svg.contains("<title>"))
    }

    @Test("the alt text, the SVG text mode and the encoder each reach the bytes")
    func eachSetting() throws {
        let spec = try BadgeSpec(rating: 4) { $0.label = try LabelSpec(template: "Rating") }
        let german = OutputSettings(altText: AltText(locale: .de))
        #expect(Self.contains(try renderer.bytes(for: spec, german), Array("4 von 5 Sternen".utf8)))
        let outlines = try renderer.bytes(for: spec, OutputSettings(format: .svg))
        let fonts = try renderer.bytes(for: spec, OutputSettings(format: .svg, svgTextMode: .fonts))
        #expect(outlines == (try renderer.svg(for: spec)))
        #expect(fonts == (try renderer.svg(for: spec, textMode: .fonts)))
        #expect(String(decoding: fonts, as: UTF8.self).contains("<text"))
        var unfiltered = OutputSettings()
        unfiltered.encoder.compression = PNGEncoder.Compression(filter: .every(0))
        let forced = try renderer.bytes(for: spec, unfiltered)
        #expect(forced == (try renderer.png(for: spec, encoder: unfiltered.encoder)))
        #expect(forced != (try renderer.bytes(for: spec, OutputSettings())))
    }

    @Test("a sheet's PNG at a scale and its SVG come from the same settings")
    func sheets() throws {
        let sheet = try SpriteSheet(design: BadgeDesign(), step: 1)
        let png = try renderer.bytes(for: sheet, scale: 2, OutputSettings())
        #expect(try PNGDecoder().decode(png) == sheet.image(scale: 2, renderer: renderer))
        #expect(!Self.contains(png, Array("Title".utf8)))
        let svg = try renderer.bytes(for: sheet, prefix: "r", OutputSettings(format: .svg, metadata: false))
        #expect(svg == (try sheet.svg(prefix: "r")))
        #expect(throws: BadgeWriteError.self) { try renderer.bytes(for: sheet, scale: 1000, OutputSettings()) }
    }

    static func contains(_ bytes: [UInt8], _ part: [UInt8]) -> Bool {
        guard part.count <= bytes.count else { return false }
        return (0...(bytes.count - part.count)).contains { bytes[$0..<($0 + part.count)].elementsEqual(part) }
    }
}
