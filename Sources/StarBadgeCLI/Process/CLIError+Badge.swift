import StarSupport
import StarUnicode
import StarBadge
import StarText

extension CLIError {
    /// The one way a library error becomes the command line's: one exit
    /// status per kind of error, the option named as `read` names options
    /// and its value quoted as given.
    ///
    /// - `invalid`: a usage error (64) — except a star or logo picture's (the file
    ///   was read and its content is at fault, not the name given): bad data (65);
    /// - `imageTooLarge`, `svgTooLarge`: a usage error (64), with `suggestion`
    ///   (what makes the image smaller) after the message;
    /// - `font`: missing input (66) when nothing usable is at the path
    ///   (`CLIError.input`, or a family no installed font has), else bad data (65).
    ///
    /// `option` names the option a value came from when it is not the one of
    /// the error's setting (a glyph's font may be `--shape-font`'s).
    static func badge(_ error: BadgeError, _ read: ValueReader, option: OptionName? = nil,
                      suggestion: String? = nil) -> CLIError {
        switch error {
        case .invalid(let setting, let value, _):
            let name = option ?? setting.optionName
            // One of a repeated option's values (a font of the chain) is quoted as the library names it.
            let given = read.strings(name).count > 1 ? value : read.string(name) ?? value
            let isPicture = [.imagesFull, .imagesHalf, .imagesEmpty].contains(setting)
                || (setting == .logo && !BadgeLogo.isTextSpec(given))
            if isPicture {
                return .badData("invalid value '\(Echo.value(given))' for \(read.quoted(name)): \(error.commandLineReason)")
            }
            return read.invalid(name, given, error.commandLineReason)
        case .imageTooLarge, .svgTooLarge:
            return .usage(error.commandLineMessage + (suggestion.map { "; \($0)" } ?? ""), command: read.command)
        case .font(let path, _):
            return font(error, name: path, option: option ?? .font, read)
        }
    }

    /// A font that could not be had: missing (a file, the bundled font, a
    /// family no installed font has) is missing input; anything else bad data.
    private static func font(_ error: BadgeError, name: String, option: OptionName, _ read: ValueReader) -> CLIError {
        let reason = error.commandLineMessage
        if name == FontLibrary.defaultFontFile { return .cannotRead(path: name, reason: reason) }
        let flag = read.quoted(option)
        // What is at the path, found by the opener that read it: the same exit status as any input.
        switch InputFile.problem(at: name) {
        case .missing?:
            let looksLikePath = name.contains("/") || name.contains(".")
            return .cannotRead(path: name, reason: looksLikePath ? "no such file (\(flag))" : "\(reason) (\(flag))")
        case let problem?:
            return .input(problem, option: flag)
        case nil:
            return .badData("invalid value '\(Echo.value(name))' for \(flag): \(reason)")
        }
    }
}
