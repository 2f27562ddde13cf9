import StarBadge

/// The `--dark-*` options of `render`, `sprite` and `batch`: the colours
/// of a badge's dark-mode variant (`DarkAppearance`), each standing for
/// the light option of the same name without `dark-`.
enum DarkOptions {
    static let definitions: [OptionDefinition] = [
        OptionDefinition(.darkOnColor, value: "color", kind: .color, group: .dark,
                         help: "Also write a dark-mode variant (NAME.dark.png; an SVG adapts itself) with this on colour.",
                         batchField: true),
        OptionDefinition(.darkOffColor, value: "color", kind: .color, group: .dark,
                         help: "Dark-mode off colour (also makes the dark variant).", batchField: true),
        OptionDefinition(.darkBackground, value: "color", kind: .color, group: .dark,
                         help: "Dark-mode background (also makes the dark variant); a transparent one stands for a dark page, "
                             + "#0d1117.", batchField: true),
        OptionDefinition(.darkTextColor, value: "color", kind: .color, group: .dark,
                         help: "Dark-mode label colour (also makes the dark variant).",
                         shown: "#333333 or white, whichever contrasts more with the dark background", batchField: true),
        OptionDefinition(.darkLogoColor, value: "color", kind: .color, group: .dark,
                         help: "Dark-mode colour of an SVG logo (also makes the dark variant).",
                         shown: "--logo-color, else the dark label colour", batchField: true),
    ]

    /// Their names, in table order.
    static let names = definitions.map(\.name)

    /// The dark colours given, or nil when no `--dark-*` option is.
    static func appearance(_ read: ValueReader) throws(CLIError) -> DarkAppearance? {
        let dark = DarkAppearance(onColor: try read.optionalColor(.darkOnColor),
                                  offColor: try read.optionalColor(.darkOffColor),
                                  background: try read.optionalColor(.darkBackground),
                                  textColor: try read.optionalColor(.darkTextColor),
                                  logoColor: try read.optionalColor(.darkLogoColor))
        return dark.isEmpty ? nil : dark
    }

    /// `spec`'s dark variant; a colour its style refuses is an error naming
    /// the `--dark-` option, and its low-contrast warnings name them too.
    static func variant(of spec: BadgeSpec, _ dark: DarkAppearance, _ read: ValueReader,
                        context: RunContext) throws(CLIError) -> BadgeSpec {
        let variant: BadgeSpec
        do { variant = try spec.darkVariant(dark) } catch {
            throw .badge(error, read, option: error.setting.flatMap(darkName))
        }
        context.warnings.lowContrast(of: variant, variant: "dark variant", page: dark.page) { setting in
            darkName(setting).map { read.namePrefix + $0.rawValue } ?? setting.flag
        }
        return variant
    }

    /// The `--dark-*` option that sets `setting` in a dark variant, or nil
    /// for a setting only the light options set.
    static func darkName(_ setting: BadgeSetting) -> OptionName? { light[setting] }

    /// Each dark option by the setting of the light option it stands for.
    private static let light: [BadgeSetting: OptionName] = [
        .onColorScale: .darkOnColor, .offColor: .darkOffColor, .background: .darkBackground, .labelTextColor: .darkTextColor,
    ]
}
