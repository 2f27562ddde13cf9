import StarUnicode
import StarGeometry
import StarRaster
import StarText

/// A text label beside, above or below the stars (or a shields-like
/// badge's label or value text).
public struct LabelSpec: Hashable, Sendable {
    /// The text with its placeholders (see `TextTemplate`).
    public let template: TextTemplate
    /// How `{rating}` and `{shown}` are written.
    public let numberFormat: NumberFormat
    /// Where the label goes beside the stars; nil: after them in reading
    /// order (right of them left to right, left of them right to left).
    public let position: LabelPosition?
    /// Space between stars and label, px at scale 1 (nil: a quarter of the star size).
    public let gap: Double?
    /// Font size, px at scale 1 (nil: 0.6 × the star size).
    public let fontSize: Double?
    /// Text colour (nil: dark or light, whichever reads better on the background).
    public let textColor: Color?
    /// The fonts to set the text in (first preferred, per cluster), and
    /// whether the system's fonts are tried after them.
    public let fonts: FontChain
    /// The text's language as a BCP 47 tag ("ar", "hi", "ja"), for
    /// language-specific forms and for choosing system fonts; nil: none.
    public let language: String?

    /// The primary font.
    public var font: FontFace { fonts.primary }

    /// Longest template accepted, in characters (grapheme clusters).
    public static let maxLength = 1000
    /// Longest template accepted, in Unicode scalars: bounds the work of
    /// shaping whatever the clusters hold (a letter with 999 marks is one).
    public static let maxScalars = 4000
    /// What a template may hold: one line within both limits, no code point that an output cannot hold.
    package static let rules = TextRules(maxCharacters: maxLength, maxCodePoints: maxScalars, lineBreaks: false)

    /// - Throws: `BadgeError.invalid` naming `label` (or the gap, font
    ///   size) when the template breaks `rules` (too long, a line break, a
    ///   control character or noncharacter, with its position), holds an
    ///   unknown placeholder, or a length is out of range.
    /// `fields`: the names of the caller's own fields the template may show
    /// (`{title}`); their values are `BadgeSettings.fields`.
    public init(template: String, numberFormat: NumberFormat = .shortest, position: LabelPosition? = nil,
                gap: Double? = nil, fontSize: Double? = nil, textColor: Color? = nil,
                fonts: FontChain, language: String? = nil, fields: Set<String> = []) throws(BadgeError) {
        do { try Self.rules.check(template) } catch {
            throw .invalid(.label, value: template, reason: Self.reason(error))
        }
        if let gap, !(gap.isFinite && gap >= 0 && gap <= 4096) {
            throw .invalid(.labelGap, value: formatLength(gap), reason: .outOfRange("must be a length from 0 to 4096 px"))
        }
        if let fontSize, !(fontSize.isFinite && fontSize >= 1 && fontSize <= 1024) {
            throw .invalid(.fontSize, value: formatLength(fontSize), reason: .outOfRange("must be from 1 to 1024 px"))
        }
        do {
            self.template = try TextTemplate(parsing: template, fields: fields)
        } catch {
            throw .invalid(.label, value: template, reason: .unusable("\(error.description)"))
        }
        self.numberFormat = numberFormat
        self.position = position
        self.gap = gap
        self.fontSize = fontSize
        self.textColor = textColor
        self.fonts = fonts
        self.language = language
    }

    /// A label in one font (the system's fonts are tried for characters it lacks).
    public init(template: String, numberFormat: NumberFormat = .shortest, position: LabelPosition? = nil,
                gap: Double? = nil, fontSize: Double? = nil, textColor: Color? = nil,
                font: FontFace, fields: Set<String> = []) throws(BadgeError) {
        try self.init(template: template, numberFormat: numberFormat, position: position, gap: gap, fontSize: fontSize,
                      textColor: textColor, fonts: FontChain(font), fields: fields)
    }

    /// A label in the bundled font (DejaVu Sans), or in the font `fontName`
    /// names: a family such as "Noto Sans Devanagari" (bundled, then
    /// installed through fontconfig) or a font file's path. The system's
    /// fonts are tried for characters the font lacks.
    /// - Throws: `BadgeError.font` when the font cannot be found or loaded
    ///   (for the bundled font: it is in none of `FontLibrary.searchFolders`);
    ///   otherwise as `init(template:…fonts:language:)`. `fields`: the
    ///   names of the caller's own fields it may show (`{title}`).
    public init(template: String, fontName: String? = nil, numberFormat: NumberFormat = .shortest,
                position: LabelPosition? = nil, gap: Double? = nil, fontSize: Double? = nil,
                textColor: Color? = nil, fields: Set<String> = []) throws(BadgeError) {
        let face: FontFace
        if let fontName { face = try FontLibrary.face(named: fontName) } else { face = try FontLibrary.defaultFace() }
        try self.init(template: template, numberFormat: numberFormat, position: position, gap: gap, fontSize: fontSize,
                      textColor: textColor, font: face, fields: fields)
    }

    /// The text for these values: `{rating}` the score and `{shown}` the
    /// displayed rating, both in `numberFormat`; `{max}` the best rating;
    /// `{count}` the number of ratings grouped as `language` groups digits
    /// when it is a language of `AltTextLocale` ("1.234" in "de"), else as
    /// English does ("1,234"), and nothing when no count is known; a field as given.
    package func text(_ values: TemplateValues) -> String {
        template.filled({ placeholder in
            switch placeholder {
            case .rating: return numberFormat.format(values.score, shortestDecimals: values.ratingDecimals)
            case .shown: return numberFormat.format(values.shown, shortestDecimals: values.ratingDecimals)
            case .max: return AltText.format(values.outOf, separator: ".", decimals: AltTextLocale.scaleDecimals)
            case .percent: return NumberFormat.shortest.format(values.percent)
            case .count: return values.count.map(countLocale.format(count:)) ?? ""
            }
        }, fields: values.fields)
    }

    /// `text(_:)` checked as a whole against `rules` once its fields and
    /// numbers are filled in: fields that pass one by one may still add up
    /// to a text past the limits, and the limits bound the work of shaping.
    /// - Throws: `BadgeError.invalid` naming `setting` (the label or the value text).
    func checkedText(_ values: TemplateValues, as setting: BadgeSetting) throws(BadgeError) -> String {
        let text = self.text(values)
        do { try Self.rules.check(text) } catch {
            throw .invalid(setting, value: text, reason: BadgeReason(kind: .unusable, parts: [.text("once its fields are filled in: ")] + Self.reason(error).parts))
        }
        return text
    }

    /// What is wrong with a text; a line break says what fits a long label instead.
    private static func reason(_ problem: TextProblem) -> BadgeReason {
        guard case .lineBreak = problem else { return .unusable("\(problem.description)") }
        return .unusable("\(problem.description); to fit a long label to a frame, cut it with \(setting: .labelOverflow) ellipsis")
    }

    /// Where the label goes for a badge read in `direction`: `position`, or
    /// after the stars in that reading order.
    func side(reading direction: ReadingDirection) -> LabelPosition {
        position ?? (direction == .rightToLeft ? .left : .right)
    }

    /// The language `{count}` is grouped for: `language`'s, or English.
    private var countLocale: AltTextLocale {
        let primary = language?.split(separator: "-").first.map { $0.lowercased() } ?? ""
        return AltTextLocale(rawValue: primary) ?? .en
    }
}

/// Where a text label sits relative to the stars (`--label-position`): beside
/// them, vertically centred on their box, or above or below them,
/// horizontally centred; `gap` px away.
public enum LabelPosition: String, CaseIterable, Hashable, Sendable {
    case left, right, top, bottom
}
