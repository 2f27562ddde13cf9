import StarGeometry
import StarText
import StarSupport

/// Shaped lines, kept: a site's badges repeat their labels, and shaping
/// (fallback, bidi, HarfBuzz) costs more than drawing the text again.
/// Layout owns this cache, not a renderer: a `BadgeSpec` is laid out when
/// it is made, before any renderer sees it. Keyed by everything shaping
/// reads, so a kept line is the line shaping again gives (checked against
/// fresh shaping by `TextLinesTests`); bounded by `capacity`.
enum TextLines {
    private struct Key: Hashable {
        let text: ExactText
        let fonts: FontChain
        let pixelSize: Double
        let direction: ReadingDirection
        let language: String?
    }

    /// At most this many lines are kept; past it the cache starts over.
    package static let capacity = 4096
    private static let kept = Locked<[Key: TextLine]>([:])

    /// `text` shaped in the label's fonts and language, its paragraph in the badge's direction.
    static func shaped(_ text: String, label: LabelSpec, pixelSize: Double,
                       direction: ReadingDirection) throws(BadgeError) -> TextLine {
        let key = Key(text: ExactText(text), fonts: label.fonts, pixelSize: pixelSize, direction: direction, language: label.language)
        if let line = kept.withLock({ $0[key] }) { return line }
        let line: TextLine
        do {
            line = try TextLine(text, fonts: label.fonts, pixelSize: pixelSize,
                                direction: direction == .rightToLeft ? .rightToLeft : .leftToRight, language: label.language)
        } catch {
            throw .font(path: label.font.source, reason: .unusable("\(error)"))
        }
        kept.withLock { lines in
            if lines.count >= capacity { lines.removeAll(keepingCapacity: true) }
            lines[key] = line
        }
        return line
    }

    /// A text compared and hashed by its UTF-8 bytes. `String` compares
    /// canonically: "é" and "e" + U+0301 would share a line (shaped from
    /// other code points), and normalising a character of thousands of
    /// combining marks (4,000 code points are one character) reorders them
    /// in time growing with the square of their number, at every lookup.
    private struct ExactText: Hashable {
        let text: String

        init(_ text: String) { self.text = text }

        static func == (a: ExactText, b: ExactText) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
