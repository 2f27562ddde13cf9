import StarGeometry

/// A single-colour logo read from an SVG file: the filled outlines of its
/// shapes, in the coordinates of its viewport (0…`width` × 0…`height`,
/// y down; the `viewBox` and every transform already applied), painted in
/// one colour and clipped to the viewport.
///
/// What a file may hold: `<svg>` (its `viewBox`, `width`, `height`,
/// `preserveAspectRatio`), `<g>`, `<path>`, `<rect>`, `<circle>`,
/// `<ellipse>`, `<line>`, `<polyline>`, `<polygon>`, with `transform`,
/// `fill` (none, or any colour, which the logo colour replaces),
/// `fill-rule`, `display` and `visibility`, also in a `style` attribute;
/// `<title>`, `<desc>`, `<metadata>` and elements of other namespaces are
/// skipped. Everything else (scripts, pictures, references, gradients,
/// patterns, text, style sheets, animations, strokes, opacity) is refused
/// with a message naming it; see `SVGLogoLimits` for the bounds.
public struct SVGLogo: Hashable, Sendable {
    /// How a shape's winding makes its inside.
    public enum FillRule: Hashable, Sendable {
        case nonZero
        case evenOdd
    }

    /// One filled element.
    public struct Shape: Hashable, Sendable {
        /// The outline in viewport coordinates; every sub-path filled as if closed.
        public let path: Path
        public let fillRule: FillRule

        public init(path: Path, fillRule: FillRule) {
            self.path = path
            self.fillRule = fillRule
        }
    }

    /// The viewport's size, in the file's px: the logo's aspect.
    public let width: Double
    public let height: Double
    /// The filled elements in document order (at least one).
    public let shapes: [Shape]

    public init(width: Double, height: Double, shapes: [Shape]) {
        self.width = width
        self.height = height
        self.shapes = shapes
    }

    /// Reads an SVG file's bytes with libxml2 (no network, no entity
    /// expansion, no DTD) and keeps its filled shapes. Throws
    /// `SVGLogoError` for anything a single-colour logo cannot hold.
    public init(svgBytes bytes: [UInt8]) throws(SVGLogoError) {
        let root = try SVGLogoReader.document(bytes)
        self = try SVGLogoBuilder.logo(from: root)
    }

    /// True when `bytes` look like an SVG or XML file rather than a PNG: the
    /// first thing after any byte order mark and white space is `<`.
    public static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index < bytes.count && bytes[index] == UInt8(ascii: "<")
    }
}
