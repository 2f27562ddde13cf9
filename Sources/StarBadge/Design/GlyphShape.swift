import StarUnicode
import StarGeometry
import StarText
import StarSupport

/// Star shapes taken from a font glyph (`--shape glyph:U+2605`).
extension BadgeShape {
    /// The prefix of a glyph shape value.
    package static let glyphPrefix = "glyph:"

    /// True when `text` asks for a glyph shape (`glyph:…`, any case), which
    /// needs a font: see `glyphScalar(in:)` and `glyph(_:in:)`.
    package static func isGlyphSpec(_ text: String) -> Bool {
        text.trimmingWhitespace().lowercased().hasPrefix(glyphPrefix)
    }

    /// The longest text a `glyph:` value may hold, in characters.
    package static let maxGlyphTextLength = 16

    /// The text a `glyph:` value names: `glyph:U+2605` (1–6 hex digits, a
    /// Unicode scalar value) or `glyph:` followed by the text itself
    /// (`glyph:★`, or several characters a font shapes into one glyph, such
    /// as a ligature or a base with its marks).
    /// `setting` is named in errors.
    package static func glyphText(in text: String, setting: BadgeSetting = .shape) throws(BadgeError) -> String {
        let trimmed = text.trimmingWhitespace()
        let argument = String(trimmed.dropFirst(glyphPrefix.count))
        let reason = "expected glyph:U+XXXX (a Unicode code point in hex, e.g. glyph:U+2605) or glyph: followed by the character(s)"
        let upper = argument.uppercased()
        if upper.hasPrefix("U+"), argument.count > 2 {
            let digits = upper.dropFirst(2)
            guard (1...6).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
                throw .invalid(setting, value: text, reason: .unusable("\(reason)"))
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw .invalid(setting, value: text,
                               reason: .unusable("U+\(digits) is not a Unicode scalar value (the largest is U+10FFFF; U+D800–U+DFFF are surrogates)"))
            }
            return String(scalar)
        }
        guard !argument.isEmpty, argument != "U+", !argument.unicodeScalars.allSatisfy(\.properties.isWhitespace),
              !argument.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .invalid(setting, value: text, reason: .unusable("\(reason)"))
        }
        guard argument.count <= maxGlyphTextLength else {
            throw .invalid(setting, value: text, reason: .unusable("longer than \(maxGlyphTextLength) characters"))
        }
        return argument
    }

    /// The outline of `text` shaped in `face` (HarfBuzz: a ligature or a
    /// base with its marks is one glyph), as a shape fitted like every other
    /// (tight bounding box aspect-fitted and centred). Read unhinted at one
    /// pixel per font unit (so a TrueType outline's points are exact) and
    /// filled non-zero, so counters are holes.
    /// - Throws: `BadgeError.invalid` naming `shape` when the font lacks a
    ///   character, the glyphs are colour pictures, or they have no area.
    package static func glyph(_ text: String, in face: FontFace) throws(BadgeError) -> BadgeShape {
        let name = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            .joined(separator: " ")
        guard !face.isColorBitmapFont else {
            throw .invalid(.shape, value: "glyph:\(text)", reason: .unusable("the font \(face.familyName) has colour pictures, not outlines"))
        }
        let size = min(max(Double(face.unitsPerEm), FontFace.pixelSizeRange.lowerBound), FontFace.pixelSizeRange.upperBound)
        let outline: Path
        do {
            let line = try TextLine(text, face: face, pixelSize: size)
            if let lacking = line.missingCharacters.first {
                throw BadgeError.invalid(.shape, value: "glyph:\(name)",
                    reason: .notApplicable("""
                        the font \(Echo.value(face.familyName)) (\(Echo.value(face.source))) has no glyph for \
                        '\(Echo.value(String(lacking)))' (U+\(String(lacking.value, radix: 16, uppercase: true).leftPadded(to: 4))); \
                        pick another character or give a font that has it with \(setting: .shapeFont)
                        """))
            }
            outline = try line.path()
        } catch let error as BadgeError {
            throw error
        } catch {
            throw .font(path: face.source, reason: .unusable("cannot read the glyph for \(Echo.value(name)): \(error)"))
        }
        do {
            return .path(try PathShape(outline))
        } catch {
            throw .invalid(.shape, value: "glyph:\(name)",
                           reason: .unusable("the glyph for '\(Echo.value(text))' in \(Echo.value(face.familyName)) cannot be a shape: \(error)"))
        }
    }

    /// The outline of the font's glyph for `scalar` (see `glyph(_:in:)` for text).
    package static func glyph(_ scalar: Unicode.Scalar, in face: FontFace) throws(BadgeError) -> BadgeShape {
        try glyph(String(scalar), in: face)
    }

    /// True when the shape's outline is made of straight edges only (so its
    /// corners can be rounded).
    package var hasOnlyStraightEdges: Bool {
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
