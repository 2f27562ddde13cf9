import Testing
import StarBadge
import StarPNG

/// `BadgeFiles`: the one naming rule of a badge's files, the files a set
/// holds (no dark SVG: the light one adapts), their bytes and their markup.
@Suite("badge file sets")
struct BadgeFilesTests {
    let renderer = BadgeRenderer()

    @Test("the naming rule: NAME[.dark][@kx][.hash].format", arguments: [
        ("a", false, 1, nil, OutputSettings.Format.png, "a.png"),
        ("a", true, 1, nil, .png, "a.dark.png"),
        ("a", false, 2, nil, .png, "a@2x.png"),
        ("a", true, 3, nil, .png, "a.dark@3x.png"),
        ("sub/a", true, 2, "0123456789ab", .png, "sub/a.dark@2x.0123456789ab.png"),
        ("a", false, 1, nil, .svg, "a.svg"),
        ("dir.v/a", true, 1, nil, .svg, "dir.v/a.dark.svg"),
        // A name ending in a scale mark keeps it last; "@home" and a bare "@2x" are no marks.
        ("badge@2x", true, 1, nil, .png, "badge.dark@2x.png"),
        ("badge@2x", true, 2, nil, .png, "badge.dark@2x@2x.png"),
        ("x@home", true, 1, nil, .png, "x@home.dark.png"),
        ("@2x", true, 1, nil, .png, "@2x.dark.png"),
        ("a/@2x", true, 1, nil, .png, "a/@2x.dark.png"),
    ] as [(String, Bool, Int, String?, OutputSettings.Format, String)])
    func namingRule(name: String, isDark: Bool, scale: Int, hash: String?, format: OutputSettings.Format, path: String) {
        #expect(BadgeFiles.path(name: name, isDark: isDark, scale: scale, hash: hash, format: format) == path)
    }

    @Test("beside a file as given (render's and sprite's -o): its extension kept, whatever it is", arguments: [
        ("a.png", "a.dark.png", "a.dark@2x.png"), ("out/badge@2x.png", "out/badge.dark@2x.png", "out/badge.dark@2x@2x.png"),
        ("b@12x.svg", "b.dark@12x.svg", "b.dark@12x@2x.svg"), ("x@home.png", "x@home.dark.png", "x@home.dark@2x.png"),
        ("a", "a.dark", "a.dark@2x"), ("dir.v/a", "dir.v/a.dark", "dir.v/a.dark@2x"), ("@2x.png", "@2x.dark.png", "@2x.dark@2x.png"),
        ("s.PNG", "s.dark.PNG", "s.dark@2x.PNG"), (".hidden", ".hidden.dark", ".hidden.dark@2x"),
    ])
    func besideAFile(light: String, dark: String, darkAt2x: String) {
        #expect(BadgeFiles.path(beside: light, isDark: false, scale: 1) == light)
        #expect(BadgeFiles.path(beside: light, isDark: true, scale: 1) == dark)
        #expect(BadgeFiles.path(beside: light, isDark: true, scale: 2) == darkAt2x)
    }

    @Test("a set lists the light badge's files (each format, PNGs by scale), then the dark PNGs; no dark SVG")
    func files() throws {
        let spec = try BadgeSpec(rating: 3.5) { $0.label = try LabelSpec(template: "{rating}") }
        let dark = try spec.darkVariant(DarkAppearance(onColor: try Color(parsing: "gold")))
        let set = try BadgeFiles(spec, dark: dark, scales: [1, 2, 2], formats: [.png, .svg, .png], name: "badges/dune")
        #expect(set.scales == [1, 2] && set.formats == [.png, .svg])
        #expect(set.files.map(\.path) == ["badges/dune.png", "badges/dune@2x.png", "badges/dune.svg",
                                          "badges/dune.dark.png", "badges/dune.dark@2x.png"])
        #expect(set.files.map(\.scale) == [1, 2, 1, 1, 2])
        #expect(set.files.map(\.isDark) == [false, false, false, true, true])
        #expect(set.files.map(\.format) == [.png, .png, .svg, .png, .png])
        let size = spec.pixelSize
        #expect(set.files.map(\.width) == [size.width, 2 * size.width, size.width, size.width, 2 * size.width])
        #expect(set.files.map(\.height) == [size.height, 2 * size.height, size.height, size.height, 2 * size.height])
        #expect(set.files[1].path(hash: "abc") == "badges/dune@2x.abc.png")
        #expect(set.files[3].path(hash: "abc") == "badges/dune.dark.abc.png")

        let svgOnly = try BadgeFiles(spec, dark: dark, scales: [1, 2], formats: [.svg], name: "a")
        #expect(svgOnly.files.map(\.path) == ["a.svg"])
        let plain = try BadgeFiles(spec, name: "a")
        #expect(plain.files.map(\.path) == ["a.png"])
    }

    @Test("each file's bytes are the renderer's for its badge; the SVG adapts to the dark variant")
    func bytes() throws {
        let spec = try BadgeSpec(rating: 4)
        let dark = try spec.darkVariant(DarkAppearance(onColor: try Color(parsing: "#FFD54F")))
        let set = try BadgeFiles(spec, dark: dark, scales: [1, 2], formats: [.svg, .png], name: "a")
        #expect(set.files.map(\.path) == ["a.svg", "a.png", "a@2x.png", "a.dark.png", "a.dark@2x.png"])
        let output = OutputSettings(altText: AltText(locale: .de))
        let bytes = try set.files.map { try set.bytes(of: $0, renderer: renderer, output) }
        var svg = output
        svg.format = .svg
        #expect(bytes[0] == (try renderer.bytes(for: spec, dark: dark, svg).light))
        #expect(String(decoding: bytes[0], as: UTF8.self).contains("prefers-color-scheme"))
        #expect(bytes[1] == (try renderer.bytes(for: spec, output)))
        #expect(bytes[2] == (try renderer.bytes(for: spec.variant(scaledBy: 2), output)))
        #expect(bytes[3] == (try renderer.bytes(for: dark, output)))
        #expect(bytes[4] == (try renderer.bytes(for: dark.variant(scaledBy: 2), output)))
        let image = try PNGDecoder().decode(bytes[4])
        #expect(image.width == set.files[4].width && image.height == set.files[4].height)
    }

    @Test("the markup is BadgeMarkup's of the files: dark source, srcset, the SVG source")
    func markup() throws {
        let spec = try BadgeSpec(rating: 4.5)
        let dark = try spec.darkVariant(DarkAppearance(onColor: try Color(parsing: "#FFD54F")))
        let set = try BadgeFiles(spec, dark: dark, scales: [1, 2], formats: [.png, .svg], name: "b/dune")
        let made = try #require(set.markup(url: { "/static/" + $0.path }))
        let size = spec.pixelSize
        #expect(made.picture == """
            <picture>
              <source media="(prefers-color-scheme: dark)" srcset="/static/b/dune.dark.png 1x, /static/b/dune.dark@2x.png 2x">
              <source type="image/svg+xml" srcset="/static/b/dune.svg">
              <img src="/static/b/dune.png" srcset="/static/b/dune.png 1x, /static/b/dune@2x.png 2x" \
            width="\(size.width)" height="\(size.height)" alt="4.5 out of 5 stars" loading="lazy" decoding="async">
            </picture>
            """)
        #expect(made.email == "<img src=\"/static/b/dune@2x.png\" width=\"\(size.width)\" height=\"\(size.height)\" "
                + "alt=\"4.5 out of 5 stars\">")
        let byHand = BadgeMarkup(spec, images: set.files.map { $0.image() })
        #expect(set.markup() == byHand)
        #expect(set.images().map(\.url) == set.files.map(\.path))
        #expect(try BadgeFiles(spec, formats: [], name: "x").markup() == nil)
    }

    @Test("a scale the badge cannot be drawn at throws a BadgeError naming the scale")
    func badScales() throws {
        let spec = try BadgeSpec(rating: 1)
        for scales in [[0], [1, 65]] {
            #expect(throws: BadgeError.self) { try BadgeFiles(spec, scales: scales, name: "a") }
        }
        // An SVG is drawn once, at scale 1: the PNG scales do not apply.
        #expect(try BadgeFiles(spec, scales: [65], formats: [.svg], name: "a").files.count == 1)
    }
}
