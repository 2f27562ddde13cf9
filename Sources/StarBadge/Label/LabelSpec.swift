import StarUnicode
import StarGeometry
import StarRaster
import StarText

/// A text label beside, above or below the stars (or a shields-like
/// badge's label or value text).
///
/// A memberwise value like `BadgeSettings`: any field may be set
/// (`settings.label?.fontSize = 14`), and the settings' `check()` (when a
/// `BadgeDesign` or `BadgeSpec` is made) refuses a template that breaks
/// `rules` or names a placeholder that is neither built in nor one of
/// `BadgeSettings.fields`, and a gap or font size outside its
/// `BadgeLimits` range.
public struct LabelSpec: Hashable, Sendable {
    /// The text with its placeholders (see `TextTemplate`).
    public var template: TextTemplate
    /// How `{rating}` and `{shown}` are written.
    public var numberFormat: NumberFormat
    /// Where the label goes beside the stars; nil: after them in reading
    /// order (right of them left to right, left of them right to left).
    public var position: LabelPosition?
    /// Space between stars and label, px at scale 1 (nil: a quarter of the star size).
    public var gap: Double?
    /// Font size, px at scale 1 (nil: 0.6 × the star size).
    public var fontSize: Double?
    /// Text colour (nil: dark or light, whichever reads better on the background).
    public var textColor: Color?
    /// The fonts to set the text in (first preferred, per cluster), and
    /// whether the system's fonts are tried after them.
    public var fonts: FontChain
    /// The text's language as a BCP 47 tag ("ar", "hi", "ja"), for
    /// language-specific forms and for choosing system fonts; nil: none.
    public var language: String?

    /// The primary font.
    public var font: FontFace { fonts.primary }

    /// Longest template accepted, in characters (grapheme clusters).
    package static let maxLength = BadgeLimits.labelCharacters
    /// Longest template accepted, in Unicode scalars: bounds the work of
    /// shaping whatever the clusters hold (a letter with 999 marks is one).
    package static let maxScalars = BadgeLimits.labelCodePoints
    /// What a template may hold: one line within both limits, no code point that an output cannot hold.
    package static let rules = TextRules(maxCharacters: maxLength, maxCodePoints: maxScalars, lineBreaks: false)

    /// A label with these values, checked with the settings that hold it.
    public init(template: String, numberFormat: NumberFormat = .shortest, position: LabelPosition? = nil,
                gap: Double? = nil, fontSize: Double? = nil, textColor: Color? = nil,
                fonts: FontChain, language: String? = nil) {
        self.template = TextTemplate(template)
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
                gap: Double? = nil, fontSize: Double? = nil, textColor: Color? = nil, font: FontFace) {
        self.init(template: template, numberFormat: numberFormat, position: position, gap: gap, fontSize: fontSize,
                  textColor: textColor, fonts: FontChain(font))
    }

    /// A label in the bundled font (DejaVu Sans), or in the font `fontName`
    /// names: a family such as "Noto Sans Devanagari" (bundled, then
    /// installed through fontconfig) or a font file's path. The system's
    /// fonts are tried for characters the font lacks.
    /// - Throws: `BadgeError.font` when the font cannot be found or loaded
    ///   (for the bundled font: it is in none of `FontLibrary.searchFolders`);
    ///   the rest is checked with the settings that hold the label.
    public init(template: String, fontName: String? = nil, numberFormat: NumberFormat = .shortest,
                position: LabelPosition? = nil, gap: Double? = nil, fontSize: Double? = nil,
                textColor: Color? = nil) throws(BadgeError) {
        let face: FontFace
        if let fontName { face = try FontLibrary.face(named: fontName) } else { face = try FontLibrary.defaultFace() }
        self.init(template: template, numberFormat: numberFormat, position: position, gap: gap, fontSize: fontSize,
                  textColor: textColor, font: face)
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
    static func reason(_ problem: TextProblem) -> BadgeReason {
        guard case .lineBreak = problem else { return .unusable("\(problem.description)") }
        return .unusable("\(problem.description); to fit a long label to a frame, cut it with \(setting: .fitLabelOverflow) ellipsis")
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
