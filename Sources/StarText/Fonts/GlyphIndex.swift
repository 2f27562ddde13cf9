/// A glyph of one font, by its index in that font. Index 0 is the font's
/// missing-glyph box (".notdef"), drawn for characters the font lacks.
public struct GlyphIndex: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }

    /// The missing-glyph box, glyph 0.
    public static let missing = GlyphIndex(0)

    /// True for glyph 0: the character it came from is not in the font.
    public var isMissing: Bool { rawValue == 0 }

    public var description: String { "glyph \(rawValue)" }
}
