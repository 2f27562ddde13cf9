import StarPNG

/// How a badge becomes a file: the format, the alt text it stores, how an
/// SVG writes texts and how a PNG is compressed. Everything but the picture
/// (`BadgeSpec`) that decides a file's bytes; `BadgeRenderer.bytes(for:_:)`
/// and `write(_:to:_:)` take one.
public struct OutputSettings: Sendable {
    /// The file formats StarBadge writes.
    public enum Format: String, CaseIterable, Hashable, Sendable {
        /// Pixels, with the alt text as a `Title` text chunk.
        case png
        /// Markup at the same geometry, with the alt text as its `<title>`.
        case svg
    }

    /// PNG (the default) or SVG.
    public var format: Format = .png
    /// How the alt text reads (its language and template).
    public var altText = AltText()
    /// Whether the file stores the alt text: a PNG's `Title` text chunk, an
    /// SVG's `<title>` and `aria-label`. A sprite sheet's SVG names each
    /// state by its alt text whatever this says, and a linked SVG its link
    /// (a link without a name is read out as its URL, or as "link").
    public var metadata = true
    /// How an SVG writes texts (outlines by default).
    public var svgTextMode: SVGTextMode = .outlines
    /// The PNG encoder (the default finds the smallest lossless file); told
    /// what each badge draws before it encodes one (`describing(_:)`).
    public var encoder = PNGEncoder()
    /// Where an SVG leads when clicked (an `<a href>` named by the alt text); a
    /// PNG cannot hold a link, so `bytes(for:_:)` ignores it there.
    public var link: BadgeLink?
    /// How an SVG names what it defines once (a hash of its content unless
    /// told), so badges inlined in one page never draw each other's shapes.
    public var svgIDs: SVGIDs = .contentHash

    /// The defaults: a PNG storing the English alt text, compressed as `PNGEncoder()` does.
    public init() {}

    /// Settings with the given values; the others take their defaults.
    public init(format: Format = .png, altText: AltText = AltText(), metadata: Bool = true,
                svgTextMode: SVGTextMode = .outlines, encoder: PNGEncoder = PNGEncoder(), link: BadgeLink? = nil,
                svgIDs: SVGIDs = .contentHash) {
        self.format = format
        self.altText = altText
        self.metadata = metadata
        self.svgTextMode = svgTextMode
        self.encoder = encoder
        self.link = link
        self.svgIDs = svgIDs
    }

    /// The alt text a file of `spec` stores (nil with `metadata` off, unless
    /// it is a linked SVG): what, with the picture and the format, decides
    /// the file's bytes.
    package func storedAltText(of spec: BadgeSpec) -> String? {
        storesAltText ? spec.altText(altText) : nil
    }

    /// Checks what these settings add to `spec`: the alt text once its
    /// fields are filled in (`AltText.checkedDescription(_:)`), whether or
    /// not the file stores it, since markup shows it too.
    /// - Throws: `BadgeError.invalid` naming `alt` or `count`.
    package func check(for spec: BadgeSpec) throws(BadgeError) {
        _ = try checkedAltText(for: spec)
    }

    /// The alt text of `spec` once its fields are filled in, checked as `check(for:)` checks it.
    package func checkedAltText(for spec: BadgeSpec) throws(BadgeError) -> String {
        try altText.checkedDescription(spec.templateValues)
    }

    /// The alt text settings a file stores, nil with `metadata` off
    /// (unless it is a linked SVG).
    package var storedAltText: AltText? { storesAltText ? altText : nil }

    /// `metadata`, or an SVG with a link, which names it.
    private var storesAltText: Bool { metadata || (format == .svg && link != nil) }
}
