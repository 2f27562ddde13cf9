import StarBadge

/// What an option only means something with, or cannot be used with,
/// stated in the option's own table entry (`OptionDefinition.rules`) and
/// checked for every option given before a badge is made
/// (`BadgeOptions.checkRules`). Messages name options as the reader does
/// (`--border-color` on a command line, `border-color` in a batch entry).
enum OptionRule: Hashable, Sendable {
    /// Needs one of `others` given: "'--border-width' needs '--border-color'", then `why`.
    case needs([OptionName], why: String = "")
    /// Needs `other` given as `value`: "'--outline-width' needs '--empty-style outline'".
    case needsValue(OptionName, String)
    /// Needs empty stars drawn as outlines: '--empty-style outline', or
    /// '--palette accessible' (whose empty stars are outlined) without
    /// '--empty-style fill'.
    case needsOutlinedEmptyStars
    /// Needs a glyph shape (`--shape glyph:U+XXXX`), then `why`.
    case needsGlyphShape(why: String)
    /// Needs a label: `--label`, or a shields style (which has its own).
    case needsLabel
    /// Only in a shields style.
    case needsShieldsStyle
    /// In a shields style that colours the stars' section, needs `other`
    /// given; `why` says what happens without it.
    case needsInShieldsStyle(OptionName, why: String)
    /// Cannot be combined with any of `others`; `why` says why.
    case excludes([OptionName], why: String)
    /// Does not apply to stars drawn as pictures (`--full-image`).
    case notWithPictures
    /// Not in a shields style: the style sets it.
    case setByShieldsStyle

    /// The rule's message when `option` given with `read`'s values breaks it
    /// in `style`; nil when it holds.
    func broken(by option: OptionName, _ read: ValueReader, style: BadgeStyle) -> String? {
        let p = read.namePrefix
        let given = { (name: OptionName) in read.string(name) != nil }
        let named = "'\(p)\(option.rawValue)'"
        switch self {
        case .needs(let others, let why):
            guard !others.contains(where: given) else { return nil }
            return "\(named) needs " + others.map { "'\(p)\($0.rawValue)'" }.joined(separator: " or ") + flags(why, p)
        case .needsValue(let other, let value):
            guard (read.string(other) ?? "").trimmingWhitespace().lowercased() != value else { return nil }
            return "\(named) needs '\(p)\(other.rawValue) \(value)'"
        case .needsOutlinedEmptyStars:
            let empty = read.string(.emptyStyle)?.trimmingWhitespace().lowercased()
            let palette = read.string(.palette)?.trimmingWhitespace().lowercased()
            if empty == EmptyStars.outline.rawValue || (empty == nil && palette == BadgePalette.accessible.rawValue) { return nil }
            return "\(named) needs '\(p)empty-style outline' (or '\(p)palette accessible', whose empty stars are outlined)"
        case .needsGlyphShape(let why):
            guard !BadgeShape.isGlyphSpec(read.string(.shape) ?? "") else { return nil }
            return "\(named) needs '\(p)shape glyph:U+XXXX'" + flags(why, p)
        case .needsLabel:
            guard !given(.label), !style.isShields else { return nil }
            return "\(named) needs '\(p)label'"
        case .needsShieldsStyle:
            guard !style.isShields else { return nil }
            let names = BadgeStyle.allCases.filter(\.isShields).map { "'\($0.rawValue)'" }
            return "\(named) needs a shields style: '\(p)style' " + names.dropLast().joined(separator: ", ")
                + " or " + (names.last ?? "")
        case .needsInShieldsStyle(let other, let why):
            guard style.colorsStarsSection, !given(other) else { return nil }
            return "\(named) with '\(p)style \(style.rawValue)' needs '\(p)\(other.rawValue)'" + flags(why, p)
        case .excludes(let others, let why):
            guard others.contains(where: given) else { return nil }
            return "\(named) cannot be combined with " + others.map { "'\(p)\($0.rawValue)'" }.joined(separator: " or ") + flags(why, p)
        case .notWithPictures:
            guard given(.fullImage) else { return nil }
            return "\(named) does not apply to '\(p)full-image' stars (pictures replace the shape)"
        case .setByShieldsStyle:
            guard style.isShields else { return nil }
            return "\(named) cannot be used with '\(p)style \(style.rawValue)': that style sets its own sizes and colours"
        }
    }

    /// The order rules are checked in: those between options first, then
    /// the style's, then those of the texts.
    var stage: Int {
        switch self {
        case .needs, .needsValue, .needsOutlinedEmptyStars, .needsGlyphShape, .excludes, .notWithPictures: return 0
        case .setByShieldsStyle, .needsInShieldsStyle: return 1
        case .needsLabel, .needsShieldsStyle: return 2
        }
    }

    /// `why` with the options it names written as the reader names them.
    private func flags(_ why: String, _ prefix: String) -> String {
        why.replacing("'--", with: "'" + prefix)
    }
}
