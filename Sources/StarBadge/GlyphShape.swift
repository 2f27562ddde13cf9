import StarGeometry
import StarText

/// Star shapes taken from a font glyph (`--shape glyph:U+2605`).
extension BadgeShape {
    /// The prefix of a glyph shape value.
    public static let glyphPrefix = "glyph:"

    /// True when `text` asks for a glyph shape (`glyph:…`, any case), which
    /// needs a font: see `glyphScalar(in:)` and `glyph(_:in:)`.
    public static func isGlyphSpec(_ text: String) -> Bool {
        text.trimmingWhitespace().lowercased().hasPrefix(glyphPrefix)
    }

    /// The character a `glyph:` value names: `glyph:U+2605` (1–6 hex
    /// digits, a Unicode scalar value) or `glyph:★` (one character).
    public static func glyphScalar(in text: String) throws(BadgeError) -> Unicode.Scalar {
        let trimmed = text.trimmingWhitespace()
        let argument = String(trimmed.dropFirst(glyphPrefix.count))
        let reason = "expected glyph:U+XXXX (a Unicode code point in hex, e.g. glyph:U+2605) or glyph: followed by one character"
        if argument.count == 1, let only = argument.unicodeScalars.first, argument.unicodeScalars.count == 1,
           !only.properties.isWhitespace {
            return only
        }
        let upper = argument.uppercased()
        guard upper.hasPrefix("U+") else { throw .invalid(.shape, value: text, reason: reason) }
        let digits = upper.dropFirst(2)
        guard (1...6).contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let value = UInt32(digits, radix: 16) else {
            throw .invalid(.shape, value: text, reason: reason)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw .invalid(.shape, value: text,
                           reason: "U+\(digits) is not a Unicode scalar value (the largest is U+10FFFF; U+D800–U+DFFF are surrogates)")
        }
        return scalar
    }

    /// The outline of the font's glyph for `scalar`, as a shape fitted like
    /// every other (tight bounding box aspect-fitted and centred). The glyph
    /// is read unhinted at one pixel per font unit (so a TrueType outline's
    /// points are exact); it is filled non-zero, so its counters are holes.
    /// Throws when the font lacks the character or the glyph has no area.
    public static func glyph(_ scalar: Unicode.Scalar, in face: FontFace) throws(BadgeError) -> BadgeShape {
        let name = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        let glyph = face.glyphIndex(for: scalar)
        guard !glyph.isMissing else {
            throw .invalid(.shape, value: "glyph:\(name)",
                           reason: "the font \(face.familyName) (\(face.source)) has no glyph for '\(scalar)' (\(name)); "
                               + "pick another character or give a font that has it with --shape-font")
        }
        let size = min(max(Double(face.unitsPerEm), FontFace.pixelSizeRange.lowerBound), FontFace.pixelSizeRange.upperBound)
        let outline: Path
        do {
            outline = try face.outline(of: glyph, pixelSize: size)
        } catch {
            throw .font(path: face.source, reason: "cannot read the glyph for \(name): \(error)")
        }
        do {
            return .path(try PathShape(outline))
        } catch {
            throw .invalid(.shape, value: "glyph:\(name)",
                           reason: "the glyph for '\(scalar)' in \(face.familyName) cannot be a shape: \(error)")
        }
    }

    /// True when the shape's outline is made of straight edges only (so its
    /// corners can be rounded).
    public var hasOnlyStraightEdges: Bool {
        switch self {
        case .star, .polygon: return true
        case .heart, .circle: return false
        case .path(let shape):
            return shape.path.elements.allSatisfy { element in
                switch element {
                case .quadratic, .cubic: return false
                case .move, .line, .close: return true
                }
            }
        }
    }
}

extension String {
    func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
