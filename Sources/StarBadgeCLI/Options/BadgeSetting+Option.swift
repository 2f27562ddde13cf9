import StarBadge

extension BadgeSetting {
    /// The option that sets this setting, without dashes: how the command
    /// line names a setting the library's errors name. It is the option
    /// whose table entry says it sets it (`OptionDefinition.setting`).
    var optionName: OptionName {
        guard let name = Self.optionNames[self] else {
            preconditionFailure("no option table entry sets '\(rawValue)' (OptionTableTests checks every setting has one)")
        }
        return name
    }

    /// Each setting's option, from the commands' option tables.
    private static let optionNames: [BadgeSetting: OptionName] = Dictionary(
        CommandCatalog.commands.flatMap(\.options).compactMap { option in option.setting.map { ($0, option.name) } },
        uniquingKeysWith: { first, _ in first })

    /// The flag, as messages name it: `--scale`.
    var flag: String { "--" + optionName.rawValue }
}

extension BadgeError {
    /// The message with settings named by their flags.
    var commandLineMessage: String { message { $0.flag } }

    /// What is wrong, settings named by their flags.
    var commandLineReason: String { reason { $0.flag } }
}
