import StarUnicode
import StarBadge

/// Parses `--name value`, `--name=value`, `-x value` and value-less flags
/// against a table of `OptionDefinition`s. A value may start with a dash
/// (`--rating -1` is read, then rejected by range, not as a missing value)
/// unless it is one of the options (`--rating -o x` lacks a rating).
package struct ArgumentParser: Sendable {
    package let command: String
    package let options: [OptionDefinition]
    /// How many non-option arguments the command takes.
    package let maxPositionals: Int

    package init(command: String, options: [OptionDefinition], maxPositionals: Int = 0) {
        self.command = command
        self.options = options
        self.maxPositionals = maxPositionals
    }

    package func parse(_ arguments: [String]) throws(CLIError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-"), argument != "-" else {
                guard parsed.positionals.count < maxPositionals else {
                    throw usage("unexpected argument '\(Echo.value(argument))'")
                }
                parsed.append(positional: argument)
                continue
            }
            var name: String
            var inlineValue: String? = nil
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                name = String(argument.dropFirst())
            }
            guard let option = lookup(name, long: argument.hasPrefix("--")) else {
                throw usage("unknown option '\(Echo.value(argument))'" + suggestion(for: name))
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil { throw usage("option '--\(option.name)' takes no value") }
                parsed.set(flag: option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !isOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw usage("missing value for '--\(option.name) <\(valueName)>'")
            }
            if option.isRepeatable { parsed.add(option.name, value) } else { parsed.set(option.name, value) }
        }
        for option in options where option.isRequired && !parsed.has(option.name) {
            if parsed.has(.help) || parsed.has(.version) { break }
            throw usage("missing required option '--\(option.name) <\(option.valueName ?? "")>'")
        }
        return parsed
    }

    /// True when `argument` names one of the options (so it is not a value):
    /// "-1" is a value, "-o" and "--output=x" are options.
    private func isOption(_ argument: String) -> Bool {
        if argument.hasPrefix("--") {
            let name = argument.dropFirst(2).prefix { $0 != "=" }
            return lookup(String(name), long: true) != nil
        }
        return argument.hasPrefix("-") && lookup(String(argument.dropFirst()), long: false) != nil
    }

    /// The option the command line's word `name` names: where argv becomes an `OptionName`.
    private func lookup(_ name: String, long: Bool) -> OptionDefinition? {
        if long {
            guard let name = OptionName.named(name) else { return nil }
            return options.first { $0.name == name }
        }
        guard name.count == 1, let letter = name.first else { return nil }
        return options.first { $0.short == letter }
    }

    private func usage(_ message: String) -> CLIError { .usage(message, command: command) }

    /// "; did you mean '--on-color'?" for a near miss, else "".
    private func suggestion(for name: String) -> String {
        let bare = String(name.drop { $0 == "-" })
        let near = EditDistance.nearest(to: bare, in: options.map(\.name.rawValue)) { max(2, $0.count / 3) }
        return near.map { "; did you mean '--\($0)'?" } ?? ""
    }
}

extension ArgumentParser {
    /// The parsed arguments, or nil after printing `help` when `--help` was given.
    func parseOrShowHelp(_ arguments: [String], help: @autoclosure () -> String,
                         console: Console) throws(CLIError) -> ParsedArguments? {
        let parsed = try parse(arguments)
        guard parsed.has(.help) else { return parsed }
        try console.writeOutput(help())
        return nil
    }
}
