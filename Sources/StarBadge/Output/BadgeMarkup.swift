import StarSupport

/// The HTML that shows a badge on a page, in the forms each channel needs.
///
/// Made from the badge's size at scale 1 (CSS pixels), its alt text and the
/// files written for it (`Image`: URL, scale, light or dark, PNG or SVG).
/// Every text and URL is HTML-escaped here (apostrophes too, so a snippet
/// stays safe inside a single-quoted attribute).
public struct BadgeMarkup: Hashable, Sendable {
    /// One file of the badge, as the page refers to it.
    public struct Image: Hashable, Sendable {
        /// The URL as given (absolute, or relative to the page); escaped when written.
        public var url: String
        /// The file's scale: 1 for the CSS size, 2 for the @2x file…
        public var scale: Int
        /// Whether it is the dark variant (shown under `prefers-color-scheme: dark`).
        public var isDark: Bool
        /// PNG or SVG.
        public var format: OutputSettings.Format

        public init(url: String, scale: Int = 1, isDark: Bool = false, format: OutputSettings.Format = .png) {
            self.url = url
            self.scale = scale
            self.isDark = isDark
            self.format = format
        }
    }

    /// `<img src width height alt>` of the main file (the light scale-1 PNG,
    /// else the light PNG of the smallest scale, else the light SVG); lazy
    /// (`loading="lazy" decoding="async"`) unless made with `lazy: false`;
    /// inside `<a href>` with a link.
    public let img: String
    /// The `<img>` with a `srcset` of every light PNG by scale, inside a
    /// `<picture>` when there are dark variants or an SVG (sources in the
    /// order a browser tries them: dark before light, SVG before PNG). One
    /// line, or the `<picture>` element's lines.
    public let picture: String
    /// The form for mail, whose clients ignore `srcset` and `<picture>`: one
    /// `<img>` of the light 2× PNG (else the largest light PNG) with the 1×
    /// `width` and `height`, never lazy; nil without a light PNG.
    public let email: String?

    /// The markup of a badge `width` × `height` CSS pixels with `alt` text,
    /// from its files; nil without a light file (nothing to show).
    package init?(width: Int, height: Int, alt: String, images: [Image], link: BadgeLink? = nil, lazy: Bool = true) {
        self.init(width: width, height: height, alt: alt,
                  images: images.map { Image(url: MarkupText.escaped($0.url, apostrophes: true), scale: $0.scale,
                                             isDark: $0.isDark, format: $0.format) },
                  link: link, lazy: lazy, urlsEscaped: true)
    }

    /// The markup of `spec` (a badge at scale 1: its `pixelSize` is the CSS
    /// size) with its alt text in `alt`'s language, from its files.
    public init?(_ spec: BadgeSpec, alt: AltText = AltText(), images: [Image], link: BadgeLink? = nil, lazy: Bool = true) {
        let size = spec.pixelSize
        self.init(width: size.width, height: size.height, alt: spec.altText(alt), images: images, link: link, lazy: lazy)
    }

    /// The markup from URLs already escaped for an attribute (the command
    /// line's, percent-encoded and escaped once where they are made).
    package init?(width: Int, height: Int, alt: String, images: [Image], link: BadgeLink?, lazy: Bool, urlsEscaped: Bool) {
        guard let main = Self.mainImage(of: images) else { return nil }
        func srcset(dark: Bool) -> String {
            images.filter { $0.isDark == dark && $0.format == .png }.map { "\($0.url) \($0.scale)x" }.joined(separator: ", ")
        }
        let sizeAndAlt = "width=\"\(width)\" height=\"\(height)\" alt=\"\(MarkupText.escaped(alt, apostrophes: true))\""
        let size = sizeAndAlt + (lazy ? " loading=\"lazy\" decoding=\"async\">" : ">")
        let plainImg = "<img src=\"\(images[main].url)\" " + size
        let lightPNGs = srcset(dark: false), darkPNGs = srcset(dark: true)
        let full = lightPNGs.isEmpty ? plainImg : "<img src=\"\(images[main].url)\" srcset=\"\(lightPNGs)\" " + size
        let svg = images.first { !$0.isDark && $0.format == .svg }, darkSVG = images.first { $0.isDark && $0.format == .svg }
        var sources: [String] = []
        let dark = "media=\"(prefers-color-scheme: dark)\" "
        if let darkSVG { sources.append("<source \(dark)type=\"image/svg+xml\" srcset=\"\(darkSVG.url)\">") }
        if !darkPNGs.isEmpty { sources.append("<source \(dark)srcset=\"\(darkPNGs)\">") }
        if let svg, !lightPNGs.isEmpty { sources.append("<source type=\"image/svg+xml\" srcset=\"\(svg.url)\">") }
        // Inside a link, no white space at all: it would be an underlined stray space beside the badge.
        let plainPicture = sources.isEmpty ? full
            : link == nil ? "<picture>\n" + sources.map { "  " + $0 + "\n" }.joined() + "  \(full)\n</picture>"
            : "<picture>" + sources.joined() + full + "</picture>"
        img = Self.linked(plainImg, to: link)
        picture = Self.linked(plainPicture, to: link)
        // A linked image in mail: border="0", or some clients draw a link's blue frame around it.
        let border = link == nil ? "" : " border=\"0\""
        email = Self.emailImage(of: images).map { Self.linked("<img src=\"\(images[$0].url)\" " + sizeAndAlt + border + ">", to: link) }
    }

    /// `element` inside `<a href>` to `link` (the URL escaped), or as it is without one.
    package static func linked(_ element: String, to link: BadgeLink?) -> String {
        guard let link else { return element }
        return "<a href=\"\(MarkupText.escaped(link.url, apostrophes: true))\">" + element + "</a>"
    }

    /// The index of the image `<img>` shows: the light scale-1 PNG, else the
    /// light PNG of the smallest scale, else the light SVG; nil without a light image.
    package static func mainImage(of images: [Image]) -> Int? {
        let light = images.indices.filter { !images[$0].isDark && images[$0].format == .png }
        return light.first(where: { images[$0].scale == 1 }) ?? light.min(by: { images[$0].scale < images[$1].scale })
            ?? images.indices.first(where: { !images[$0].isDark && images[$0].format == .svg })
    }

    /// The index of the image the email form shows: the light 2× PNG, else
    /// the light PNG of the largest scale; nil without a light PNG.
    package static func emailImage(of images: [Image]) -> Int? {
        let light = images.indices.filter { !images[$0].isDark && images[$0].format == .png }
        return light.first(where: { images[$0].scale == 2 }) ?? light.max(by: { images[$0].scale < images[$1].scale })
    }
}
