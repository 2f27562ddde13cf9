import StarGeometry
import StarText

/// A text of a badge as it is drawn: shaped, with its place in the image.
/// For pages and tests that need to know exactly which glyphs of which
/// fonts a badge draws, and where (`starbadge measure` lists them).
package struct PlacedText: Sendable {
    /// Which text of the badge this is.
    package enum Role: String, Sendable {
        /// The label (beside the stars, or a shields badge's label section).
        case label
        /// A shields badge's value text.
        case value
    }

    /// Which text of the badge this is.
    package let role: Role
    /// The text as drawn (placeholders filled, upper-cased for for-the-badge).
    package let text: String
    /// The shaped line: fonts, glyphs in visual order, missing characters.
    package let line: TextLine
    /// The line's start on the baseline, in image px.
    package let origin: Point
    /// Extra space between clusters, px (for-the-badge).
    package let letterSpacing: Double

    /// Each glyph's origin in image px (letter spacing included), in visual order.
    package var glyphOrigins: [Point] {
        let offsets = line.clusterSpacingOffsets(letterSpacing)
        return zip(line.glyphs, offsets).map { glyph, offset in
            Point(x: origin.x + glyph.x + offset, y: origin.y + glyph.y)
        }
    }
}

extension BadgeSpec {
    /// Every text the badge draws, in drawing order.
    package var placedTexts: [PlacedText] {
        var texts: [PlacedText] = []
        if let label = labelLine, let origin = layout.labelBaseline {
            texts.append(PlacedText(role: .label, text: label.text, line: label.line, origin: origin, letterSpacing: 0))
        }
        if let shields = shieldsTexts, let places = layout.shields {
            for (role, line, origin) in [(PlacedText.Role.label, shields.label, places.labelBaseline),
                                         (.value, shields.value, places.valueBaseline)] {
                guard let line, let origin else { continue }
                texts.append(PlacedText(role: role, text: line.text, line: line.line, origin: origin,
                                        letterSpacing: line.letterSpacing))
            }
        }
        return texts
    }
}

extension BadgeSpec {
    /// The fonts the badge's texts take glyphs from, each once (by source),
    /// in order of first use.
    package var facesUsed: [FontFace] {
        var faces: [FontFace] = []
        for placed in placedTexts {
            let line = placed.line
            for index in Set(line.glyphs.map(\.font)).sorted() where !faces.contains(where: { $0.source == line.fonts[index].source }) {
                faces.append(line.fonts[index])
            }
        }
        return faces
    }

    /// The font files (their paths or names) the badge's texts take glyphs
    /// from, each once, in order of first use.
    package var fontsUsed: [String] { facesUsed.map(\.source) }
}
