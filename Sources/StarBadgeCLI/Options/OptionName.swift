/// The long name of an option of any command, as typed after "--": the one
/// way code names an option. Readers (`read.number(.size)`), the option
/// tables, rules, batch fields and help all take an `OptionName`, so a
/// misspelt name does not compile; text from the user (a command line, a
/// CSV header, a `--defaults` key) becomes one once, by `init(rawValue:)`.
/// One enumeration for every command: commands share most names (`help`,
/// `output`, the badge options), and `allCases` lets a test check each
/// name is in some command's table.
package enum OptionName: String, CaseIterable, Hashable, Sendable, Comparable {
    case alt
    case background
    case baseUrl = "base-url"
    case borderColor = "border-color"
    case borderWidth = "border-width"
    case checked
    case classPrefix = "class-prefix"
    case columns
    case cornerRadius = "corner-radius"
    case count
    case css
    case darkBackground = "dark-background"
    case darkLogoColor = "dark-logo-color"
    case darkOffColor = "dark-off-color"
    case darkOnColor = "dark-on-color"
    case darkTextColor = "dark-text-color"
    case decimalComma = "decimal-comma"
    case defaults
    case delimiter
    case direction
    case email
    case emptyImage = "empty-image"
    case emptyStyle = "empty-style"
    case fill
    case font
    case fontSize = "font-size"
    case format
    case formats
    case fullImage = "full-image"
    case halfImage = "half-image"
    case hashNames = "hash-names"
    case height
    case help
    case hinting
    case html
    case htmlFragments = "html-fragments"
    case idPrefix = "id-prefix"
    case innerRatio = "inner-ratio"
    case inset
    case jobs
    case json
    case label
    case labelFormat = "label-format"
    case labelGap = "label-gap"
    case labelOverflow = "label-overflow"
    case labelPosition = "label-position"
    case layout
    case link
    case locale
    case logo
    case logoColor = "logo-color"
    case logoWidth = "logo-width"
    case manifest
    case markup
    case maxPixels = "max-pixels"
    case minSize = "min-size"
    case noLazy = "no-lazy"
    case noMetadata = "no-metadata"
    case noSystemFonts = "no-system-fonts"
    case offColor = "off-color"
    case onColor = "on-color"
    case optimize
    case outDir = "out-dir"
    case outOf = "out-of"
    case outlineWidth = "outline-width"
    case output
    case padding
    case pageColors = "page-colors"
    case palette
    case points
    case preview
    case quiet
    case rating
    case scale
    case scales
    case schema
    case schemaName = "schema-name"
    case schemaType = "schema-type"
    case sectionColor = "section-color"
    case shape
    case shapeFont = "shape-font"
    case shard
    case shardHtml = "shard-html"
    case size
    case spacing
    case starBorderColor = "star-border-color"
    case starBorderWidth = "star-border-width"
    case starCornerRadius = "star-corner-radius"
    case stars
    case step
    case strictFields = "strict-fields"
    case style
    case svgText = "svg-text"
    case textColor = "text-color"
    case unrated
    case valueText = "value-text"
    case version
    case width

    package static func < (lhs: OptionName, rhs: OptionName) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Hashes the case, not its flag word: the default for an enumeration
    /// with raw values hashes the string, which every option lookup of a
    /// batch entry would pay. The case is one byte (`OptionNameTests`
    /// checks it; `unsafeBitCast` itself refuses a size that differs).
    package func hash(into hasher: inout Hasher) { hasher.combine(unsafeBitCast(self, to: UInt8.self)) }
}

extension OptionName: CustomStringConvertible {
    /// The flag word ("on-color"), as messages and help write it.
    package var description: String { rawValue }

    /// The option a key from the user names (a command line's word, a CSV
    /// column, a JSON key), nil for none: the one place text becomes an
    /// option's name.
    package static func named(_ text: String) -> OptionName? { byName[text] }

    private static let byName: [String: OptionName] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}
