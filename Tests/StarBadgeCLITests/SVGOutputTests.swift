import Foundation
import Testing
import StarBadge
import StarPNG
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// SVG output: goldens beside the PNG goldens (compared as text: the bytes
/// are deterministic), each rasterised by librsvg at the same size and
/// compared with our PNG. librsvg's own anti-aliasing differs from exact
/// coverage; how much, on this very image, is librsvg at 1x against librsvg
/// at 16x with each 16x16 block averaged (close to exact coverage). The SVG
/// may differ from our PNG by that and a little more, never by the colour a
/// composited edge lets through; at 16x it matches our PNG's geometry (a
/// split star's one-pixel gradient, meant for 1x, is the most it differs).
/// The mean stays under 1/255 (see docs/SVG.md for the figures).
@Suite("SVG output")
struct SVGOutputTests {
    static let goldens = ["default-3.5", "precise-3.37", "rtl-precise-2.3", "label-right", "style-flat",
                          "style-for-the-badge", "seed-editview", "star-border-precise", "outline-empty",
                          "label-emoji", "images-full-empty", "style-plastic", "style-plastic-rtl", "style-social",
                          "style-social-rtl", "logo-plain-png", "logo-flat-glyph", "logo-social", "logo-rtl",
                          "logo-plain-svg", "logo-flat-svg-shapes", "logo-social-svg"]
    /// The goldens drawn with the package's own fonts, and those that also need Debian fonts.
    static let ownFontGoldens = goldens.filter { name in RenderFixture.ownFonts.contains { $0.name == name } }
    static let debianFontGoldens = goldens.filter { !ownFontGoldens.contains($0) }
    static let debianFonts = RenderFixture.withDebianFonts.filter { debianFontGoldens.contains($0.name) }
        .flatMap(\.debianFontPaths).compactMap(DebianFonts.font(atPath:))

    static func spec(_ name: String) throws -> BadgeSpec {
        let fixture = try #require(RenderFixture.all.first { $0.name == name })
        let parsed = try ArgumentParser(command: "render", options: RenderCommand.options).parse(fixture.resolvedArguments)
        return try RenderCommand.badgeSpec(from: parsed)
    }

    @Test("the SVG of a golden spec is its golden SVG, byte for byte", arguments: ownFontGoldens)
    func matchesGolden(name: String) throws {
        try Self.checkGolden(name)
    }

    @Test("the SVG of a golden spec is its golden SVG, byte for byte, with Debian fonts",
          .needs(fonts: debianFonts, tools: []), arguments: debianFontGoldens)
    func matchesGoldenWithDebianFonts(name: String) throws {
        try Self.checkGolden(name)
    }

    static func checkGolden(_ name: String) throws {
        try FixtureImages.ensure()
        let svg = try BadgeRenderer().svg(for: try Self.spec(name))
        let golden = RenderFixture.folder.appendingPathComponent("\(name).svg")
        if GoldenImage.isRecording, (try? Array(Data(contentsOf: golden))) != svg {
            try Data(svg).write(to: golden)
        }
        let expected = try? Array(Data(contentsOf: golden))
        #expect(expected == svg, "\(name).svg differs from its golden \(golden.path) (STARBADGE_RECORD_GOLDENS=1 rewrites it)")
    }

    @Test("rasterised by librsvg, the SVG looks like our PNG", .needs(DebianTools.rsvgConvert), arguments: ownFontGoldens)
    func looksLikeThePNG(name: String) throws {
        try Self.checkRasterised(name)
    }

    @Test("rasterised by librsvg, the SVG looks like our PNG, with Debian fonts",
          .needs(fonts: debianFonts, tools: [DebianTools.rsvgConvert]), arguments: debianFontGoldens)
    func looksLikeThePNGWithDebianFonts(name: String) throws {
        try Self.checkRasterised(name)
    }

    static func checkRasterised(_ name: String) throws {
        try FixtureImages.ensure()
        let spec = try Self.spec(name)
        let renderer = BadgeRenderer()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let svgFile = folder.appendingPathComponent("b.svg")
        try Data(try renderer.svg(for: spec)).write(to: svgFile)
        // An SVG is never hinted: it is compared with the PNG of the same exact outlines.
        let ours = renderer.image(for: try spec.design.with { $0.hinting = .none }.badge(rating: spec.rating, count: spec.count))
        let oneX = try Self.rasterised(svgFile, width: ours.width, height: ours.height, factor: 1)
        let fine = try Self.rasterised(svgFile, width: ours.width, height: ours.height, factor: 16)
        let exact = Self.premultipliedDifference(ours, fine), own = Self.premultipliedDifference(oneX, fine)
        let seen = Self.premultipliedDifference(ours, oneX)
        #expect(seen.mean <= 1.0, "\(name): mean difference \(seen.mean)/255")
        #expect(seen.largest <= own.largest + 16,
                "\(name): largest difference \(seen.largest)/255, librsvg's own anti-aliasing \(own.largest)/255")
        #expect(exact.largest <= 32, "\(name): at 16x, largest difference \(exact.largest)/255")
    }

    /// `svg` rasterised by librsvg at `factor` times the size, each
    /// factor×factor block averaged: premultiplied RGBA, 0…255 per channel.
    static func rasterised(_ svg: URL, width: Int, height: Int, factor: Int) throws -> [Double] {
        let png = svg.deletingLastPathComponent().appendingPathComponent("x\(factor).png")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-w", "\(width * factor)", "-h", "\(height * factor)", svg.path, "-o", png.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rsvg-convert failed (apt-get install librsvg2-bin)")
        let image = try PNGDecoder().decode(Array(Data(contentsOf: png)))
        try #require(image.width == width * factor && image.height == height * factor)
        let fine = premultiplied(image)
        guard factor > 1 else { return fine }
        // (Through buffer pointers: these loops cover millions of samples, and
        // the tests are built without optimisation.)
        var result = [Double](repeating: 0, count: width * height * 4)
        result.withUnsafeMutableBufferPointer { result in
            fine.withUnsafeBufferPointer { fine in
                for y in 0..<(height * factor) {
                    for x in 0..<(width * factor) {
                        let target = 4 * ((y / factor) * width + x / factor), source = 4 * (y * width * factor + x)
                        for channel in 0..<4 { result[target + channel] += fine[source + channel] }
                    }
                }
            }
        }
        let blockArea = Double(factor * factor)
        return result.map { $0 / blockArea }
    }

    /// Premultiplied RGBA, 0…255 per channel.
    static func premultiplied(_ image: PNGImage) -> [Double] {
        var values = [Double](repeating: 0, count: image.rgba.count)
        values.withUnsafeMutableBufferPointer { values in
            image.rgba.withUnsafeBufferPointer { rgba in
                for pixel in 0..<(image.width * image.height) {
                    let alpha = Double(rgba[4 * pixel + 3])
                    for channel in 0..<3 { values[4 * pixel + channel] = Double(rgba[4 * pixel + channel]) * alpha / 255 }
                    values[4 * pixel + 3] = alpha
                }
            }
        }
        return values
    }

    static func premultipliedDifference(_ a: PNGImage, _ b: [Double]) -> (largest: Double, mean: Double) {
        premultipliedDifference(premultiplied(a), b)
    }

    /// The largest and mean channel difference of two premultiplied images.
    static func premultipliedDifference(_ a: [Double], _ b: [Double]) -> (largest: Double, mean: Double) {
        var largest = 0.0, total = 0.0
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for index in a.indices {
                    largest = max(largest, abs(a[index] - b[index]))
                    total += abs(a[index] - b[index])
                }
            }
        }
        return (largest, total / Double(a.count))
    }

    static func premultipliedDifference(_ a: PNGImage, _ b: PNGImage) -> (largest: Double, mean: Double) {
        premultipliedDifference(premultiplied(a), premultiplied(b))
    }

    @Test("--svg-text fonts writes each text as a <text> in its font, as wide as our layout, in a file as small as a shields badge")
    func textsInFonts() throws {
        try FixtureImages.ensure()
        let spec = try Self.spec("style-flat")
        let renderer = BadgeRenderer()
        let svg = try renderer.svg(for: spec, textMode: .fonts)
        let golden = RenderFixture.folder.appendingPathComponent("style-flat-fonts.svg")
        if GoldenImage.isRecording, (try? Array(Data(contentsOf: golden))) != svg { try Data(svg).write(to: golden) }
        #expect((try? Array(Data(contentsOf: golden))) == svg, "style-flat-fonts.svg differs from its golden")
        let text = String(decoding: svg, as: UTF8.self)
        // The label and its shadow (light text), the value (dark text, no shadow); no glyph outlines.
        #expect(text.components(separatedBy: ">rating</text>").count - 1 == 2, "\(text)")
        #expect(text.components(separatedBy: "font-family=\"'DejaVu Sans',sans-serif\" font-size=\"11\"").count - 1 == 3, "\(text)")
        // The label's width as laid out (DejaVu Sans at 11 px: "rating" is 32.59 px).
        #expect(text.contains("textLength=\"32.59\" lengthAdjust=\"spacingAndGlyphs\">rating<"), "\(text)")
        #expect(!text.contains("<path d="), "a text written as an outline")
        // anybadge writes 1,040 bytes for "rating | 4.5/5"; shields.io about as many.
        #expect(svg.count <= 1_300, "\(svg.count) bytes")
        #expect(try svg.count * 2 < renderer.svg(for: spec).count)
        let sheet = try SpriteSheet(design: spec.design, step: 1)
        let sheetText = String(decoding: try sheet.svg(textMode: .fonts), as: UTF8.self)
        #expect(sheetText.components(separatedBy: ">rating</text>").count - 1 == 2 * sheet.states.count)
        let bad = try CommandRunner.run(["render", "--rating", "3", "--svg-text", "glyphs", "-o", "-", "--format", "svg"])
        #expect(bad.status == 64 && bad.error.contains("--svg-text"), "\(bad.error)")
        let good = try CommandRunner.run(["render", "--rating", "4.5", "--style", "flat", "--svg-text", "fonts", "--format", "svg", "-o", "-"])
        #expect(good.status == 0 && String(decoding: good.output, as: UTF8.self).contains("</text>"), "\(good.error)")
    }

    @Test("render writes SVG for a .svg output or --format svg, with the alt text as its title")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-svgcli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("b.svg").path
        #expect(try CommandRunner.run(["render", "--rating", "3.5", "-o", file]).status == 0)
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"144\" height=\"32\" viewBox=\"0 0 144 32\" role=\"img\""))
        #expect(svg.contains("<title>3.5 out of 5 stars</title>"))
        let piped = try CommandRunner.run(["render", "--rating", "3.5", "--format", "svg", "-o", "-"])
        #expect(piped.status == 0)
        #expect(String(decoding: piped.output, as: UTF8.self) == svg)
        let bare = try CommandRunner.run(["render", "--rating", "3.5", "--format", "svg", "--no-metadata", "-o", "-"])
        #expect(!String(decoding: bare.output, as: UTF8.self).contains("<title>"))
        let wrong = try CommandRunner.run(["render", "--rating", "3.5", "--format", "gif", "-o", "-"])
        #expect(wrong.status == 64)
        #expect(wrong.error.contains("--format"), "\(wrong.error)")
    }

    @Test("a sprite's SVG sheet: its golden, a <view> per state at the PNG sheet's offsets, and it looks like the PNG sheet",
          .needs(DebianTools.rsvgConvert))
    func sprite() throws {
        let face = try FontLibrary.defaultFace()
        let sheet = try SpriteSheet(design: try BadgeSpec(rating: 0) {
            $0.label = LabelSpec(template: "{rating}", font: face)
        }.design,
                                    step: 0.5)
        let svg = try sheet.svg()
        let golden = RenderFixture.folder.appendingPathComponent("sprite-label.svg")
        if GoldenImage.isRecording, (try? Array(Data(contentsOf: golden))) != svg { try Data(svg).write(to: golden) }
        #expect((try? Array(Data(contentsOf: golden))) == svg, "sprite-label.svg differs from its golden")
        let text = String(decoding: svg, as: UTF8.self)
        for state in sheet.states {
            let badge = try sheet.design.badge(rating: state.rating)
            #expect(text.contains("<view id=\"\(state.className())\" viewBox=\"\(state.x) \(state.y) "
                                  + "\(badge.pixelSize.width) \(badge.pixelSize.height)\"/>"), "no view for \(state.className())")
            // The symbol's id carries the document's hash, so sheets inlined together stay apart.
            #expect(text.contains(try Regex("<symbol id=\"s[a-z2-7]{8}\(state.className())-symbol\"")), "no symbol for \(state.className())")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-sprite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(svg).write(to: folder.appendingPathComponent("s.svg"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", folder.appendingPathComponent("s.svg").path, "-o", folder.appendingPathComponent("s.png").path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        let theirs = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("s.png"))))
        // An SVG is never hinted: it is compared with the PNG sheet of the same exact outlines.
        let unhinted = try SpriteSheet(design: sheet.design.with { $0.hinting = .none }, step: 0.5)
        let ours = try unhinted.image(renderer: BadgeRenderer())
        try #require(theirs.width == ours.width && theirs.height == ours.height)
        let (largest, mean) = Self.premultipliedDifference(ours, theirs)
        #expect(largest <= 80 && mean <= 1.0, "sprite: largest \(largest), mean \(mean)")
    }

    @Test("sprite -o stars.svg writes one SVG sheet, and its CSS points at it")
    func spriteCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-spritecli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["sprite", "-o", folder.appendingPathComponent("stars.svg").path, "--scales", "1,2",
                                            "--css", folder.appendingPathComponent("stars.css").path])
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["stars.css", "stars.svg"])
        let css = try String(contentsOf: folder.appendingPathComponent("stars.css"), encoding: .utf8)
        #expect(css.contains("url(\"stars.svg\")"), "\(css)")
        let svg = try Array(Data(contentsOf: folder.appendingPathComponent("stars.svg")))
        #expect(svg == (try SpriteSheet(design: try BadgeSpec(rating: 0).design, step: 0.5).svg()))
    }

    @Test("Base64 (for data URIs, without Foundation) equals Foundation's")
    func base64() {
        var random = SplitMix64(seed: 64)
        for count in 0..<200 {
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString(), "\(count) bytes")
        }
    }

    @Test("the library and the command link no Foundation (the static release binary has none)")
    func noFoundation() throws {
        for module in ["StarUnicode", "StarSupport", "StarGeometry", "StarColor", "StarRaster", "StarText", "StarDeflate", "StarPNG", "StarBadge", "StarBadgeCLI"] {
            let folder = PackagePaths.root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                #expect(!text.contains("import Foundation"), "Sources/\(module)/\(file) imports Foundation")
            }
        }
    }
}
