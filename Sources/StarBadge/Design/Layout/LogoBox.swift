import StarGeometry
import StarSVGLogo
import StarText
import StarSupport

/// A logo set at the output scale beside its label text: its size, the
/// space between it and the text, and what draws it. The layout reserves
/// the logo and the text as one widened label (`extent`); the scene places
/// each in it (`pictureRect`, `textLogoOrigin`, `labelTextOrigin`). px.
struct LogoBox: Hashable, Sendable {
    /// What draws the logo.
    enum Drawing: Hashable, Sendable {
        case picture(StarImage)
        /// A single-colour SVG logo's shapes.
        case vector(SVGLogo)
        /// A glyph or emoji shaped in the label's fonts.
        case text(String, NotCompared<TextLine>)
    }

    /// The extent of one line of text: advance width, the room it needs
    /// above and below its baseline, the middle of its reference zone (px
    /// above the baseline), and its font's line height (ascender plus
    /// descender), which sizes a picture beside it.
    struct Extent: Hashable, Sendable {
        let width: Double, ascent: Double, descent: Double, middle: Double, lineHeight: Double

        init(width: Double, ascent: Double, descent: Double, middle: Double, lineHeight: Double) {
            self.width = width
            self.ascent = ascent
            self.descent = descent
            self.middle = middle
            self.lineHeight = lineHeight
        }

        /// A shaped line `width` px wide (letter spacing included).
        init(_ line: TextLine, width: Double) {
            let zone = line.zone
            self.init(width: width, ascent: zone.ascent, descent: zone.descent, middle: zone.middle,
                      lineHeight: line.metrics.ascender + line.metrics.descender)
        }
    }

    let width: Double
    let height: Double
    /// Space between the logo and the label text.
    let gap: Double
    let drawing: Drawing
    /// The label text beside the logo, nil without one.
    let text: Extent?

    /// Sets `logo` beside `text` (nil: a logo alone). `fonts` and
    /// `pixelSize` are the label's (a glyph is set in them; without a label
    /// text, they give the text height a picture takes). `scale` multiplies
    /// the logo's own width. Throws `.invalid(.logo, …)` when no font of the
    /// chain has a text logo's character. A logo taller than `maxHeight` (a
    /// shields-like badge's fixed height) keeps its width and is drawn at
    /// that height, centred in its width (as shields fits its logo image).
    init(_ logo: BadgeLogo, beside text: Extent?, fonts: LabelSpec, pixelSize: Double, gap: Double,
         scale: Double, maxHeight: Double = .infinity, direction: ReadingDirection) throws(BadgeError) {
        self.text = text
        self.gap = text == nil ? 0 : gap
        let asked = logo.width.map { $0 * scale }
        switch logo.source {
        case .picture(let image):
            (width, height, drawing) = try Self.boxed(.picture(image), asked: asked, text: text, fonts: fonts,
                                                      pixelSize: pixelSize, maxHeight: maxHeight, direction: direction)
        case .vector(let vector):
            (width, height, drawing) = try Self.boxed(.vector(vector), asked: asked, text: text, fonts: fonts,
                                                      pixelSize: pixelSize, maxHeight: maxHeight, direction: direction)
        case .glyph(let character), .emoji(let character):
            var line = try Self.shaped(character, fonts: fonts, pixelSize: pixelSize, direction: direction)
            if let asked {
                let range = FontFace.pixelSizeRange
                let size = min(range.upperBound, max(range.lowerBound, pixelSize * asked / line.advanceWidth))
                line = try Self.shaped(character, fonts: fonts, pixelSize: size, direction: direction)
            }
            if Self.height(of: line) > maxHeight {
                let size = max(FontFace.pixelSizeRange.lowerBound, line.pixelSize * maxHeight / Self.height(of: line))
                line = try Self.shaped(character, fonts: fonts, pixelSize: size, direction: direction)
            }
            width = asked ?? line.advanceWidth
            height = Self.height(of: line)
            drawing = .text(character, NotCompared(line))
        }
    }

    /// A picture's or vector logo's size: `asked` wide or as tall as the
    /// label text (its line height, or a space's in the label's fonts), its
    /// height following its aspect, at most `maxHeight`.
    private static func boxed(_ drawing: Drawing, asked: Double?, text: Extent?, fonts: LabelSpec, pixelSize: Double,
                              maxHeight: Double, direction: ReadingDirection) throws(BadgeError) -> (Double, Double, Drawing) {
        let textHeight: Double
        if let text {
            textHeight = text.lineHeight
        } else {
            textHeight = Self.height(of: try TextLines.shaped(" ", label: fonts, pixelSize: pixelSize, direction: direction))
        }
        let aspect = drawing.aspect ?? 1
        return (asked ?? textHeight * aspect, min(maxHeight, asked.map { $0 / aspect } ?? textHeight), drawing)
    }

    private static func height(of line: TextLine) -> Double { line.metrics.ascender + line.metrics.descender }

    private static func shaped(_ character: String, fonts: LabelSpec, pixelSize: Double,
                               direction: ReadingDirection) throws(BadgeError) -> TextLine {
        let line = try TextLines.shaped(character, label: fonts, pixelSize: pixelSize, direction: direction)
        guard line.missingCharacters.isEmpty, line.advanceWidth > 0 else {
            throw .invalid(.logo, value: character, reason: .unusable("no font of the label's fonts has this character"))
        }
        return line
    }

    /// The logo and the label text as one line: side by side, the logo's
    /// middle on the text's zone middle, reaching as far up and down as
    /// either of them.
    var extent: Extent {
        let (above, below) = logoReach
        guard let text else {
            if case .text(_, let line) = drawing { return Extent(line.value, width: width) }
            return Extent(width: width, ascent: height, descent: 0, middle: height / 2, lineHeight: height)
        }
        return Extent(width: text.width + gap + width, ascent: max(text.ascent, text.middle + above),
                      descent: max(text.descent, below - text.middle), middle: text.middle, lineHeight: text.lineHeight)
    }

    /// How far the logo reaches above and below the line it is centred on,
    /// px: half a picture's height, or a glyph's ink about its zone's middle.
    private var logoReach: (above: Double, below: Double) {
        guard case .text(_, let line) = drawing else { return (height / 2, height / 2) }
        let zone = line.value.zone
        return (zone.ascent - zone.middle, zone.descent + zone.middle)
    }

    /// The logo's left edge, for the widened label starting at `start`.
    private func logoX(_ start: Double, _ direction: ReadingDirection) -> Double {
        guard direction == .rightToLeft, let text else { return start }
        return start + text.width + gap
    }

    /// The line the logo and the text are centred on (y down), given the
    /// widened label's baseline: the text's zone middle, or the logo's own.
    private func middle(_ baseline: Double) -> Double {
        baseline - extent.middle
    }

    /// Where the label text starts on its baseline, given the widened label's origin.
    func labelTextOrigin(_ origin: Point, _ direction: ReadingDirection) -> Point {
        direction == .rightToLeft ? origin : Point(x: origin.x + width + gap, y: origin.y)
    }

    /// A picture logo's box, given the widened label's origin (top on a
    /// whole pixel; a picture made lower than its width asks is centred in it).
    func pictureRect(_ origin: Point, _ direction: ReadingDirection) -> Rect {
        var drawn = width
        if let aspect = drawing.aspect {
            let fitted = height * aspect
            if fitted < width - 1e-9 { drawn = fitted }
        }
        return Rect(x: logoX(origin.x, direction) + (width - drawn) / 2, y: (middle(origin.y) - height / 2).rounded(),
                    width: drawn, height: height)
    }

    /// A text logo's start on its baseline, given the widened label's origin.
    func textLogoOrigin(_ origin: Point, _ direction: ReadingDirection, line: TextLine) -> Point {
        Point(x: logoX(origin.x, direction) + (width - line.advanceWidth) / 2,
              y: (middle(origin.y) + line.zone.middle).rounded())
    }
}

extension LogoBox.Drawing {
    /// A picture's or vector logo's width over its height; nil for text.
    var aspect: Double? {
        switch self {
        case .picture(let image): return Double(image.width) / Double(image.height)
        case .vector(let logo): return logo.width / logo.height
        case .text: return nil
        }
    }
}
