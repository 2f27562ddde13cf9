/// The fonts a line of text may be set in, in order of preference: for
/// each cluster of characters (a base and its marks), the first font that
/// has glyphs for all of them; then, unless `usesSystemFonts` is false, a
/// font installed on the system that has them (found through fontconfig).
/// A cluster no font can draw is set in the primary font, whose
/// missing-glyph box shows, and is reported in `TextLine.missingCharacters`.
///
/// Every font is used at the same size in px per em, as browsers do
/// without `font-size-adjust`.
public struct FontChain: Hashable, Sendable {
    /// The fonts, first preferred; never empty.
    public let faces: [FontFace]
    /// Whether fonts installed on the system are tried after `faces`.
    public let usesSystemFonts: Bool

    /// A chain of `primary`, then `fallbacks` in order.
    public init(_ primary: FontFace, fallbacks: [FontFace] = [], usesSystemFonts: Bool = true) {
        faces = [primary] + fallbacks
        self.usesSystemFonts = usesSystemFonts
    }

    /// The font whose metrics and missing-glyph box the line uses.
    public var primary: FontFace { faces[0] }

    // Faces are compared by identity (the loaded font object), not by their
    // bytes: the same file loaded once is one face, and comparing fonts'
    // contents would cost more than the caches keyed on chains save.
    public static func == (a: FontChain, b: FontChain) -> Bool {
        a.usesSystemFonts == b.usesSystemFonts && a.faces.count == b.faces.count
            && zip(a.faces, b.faces).allSatisfy { $0.storage === $1.storage }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(usesSystemFonts)
        for face in faces { hasher.combine(ObjectIdentifier(face.storage)) }
    }
}
