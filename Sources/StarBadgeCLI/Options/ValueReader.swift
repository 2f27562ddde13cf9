import StarUnicode
import StarBadge

/// Reads option values as their kinds (`OptionDefinition.Kind`), each
/// failure naming the option. A reader without an `optional…` in its name
/// gives the option table's default (`OptionDefinition.fallback`) when the
/// option is not given; an `optional…` one gives nil.
struct ValueReader {
    let values: OptionValues
    let command: String
    /// How names appear in messages: "--" for command-line options, "" for batch fields.
    let namePrefix: String
    /// The definitions the defaults come from: by name (a table made once,
    /// for the readers made per badge), else `list`, searched in order.
    private let table: [OptionName: OptionDefinition]?
    private let list: [OptionDefinition]
    /// Where a value came from, by name, when that is not the option itself
    /// (batch: "'label' in --defaults d.json"), as messages name it, quoted.
    var sources: [OptionName: String] = [:]

    /// A reader of a command's options, which it searches by name: a
    /// command makes one or two readers, and a table of its eighty options
    /// cost more to build (before the first badge) than the searches.
    init(values: OptionValues, options: [OptionDefinition], command: String, namePrefix: String = "--") {
        self.values = values
        self.command = command
        self.namePrefix = namePrefix
        self.table = nil
        self.list = options
    }

    /// The options by name, the first of a name kept, for `init(values:table:…)`.
    static func table(_ options: [OptionDefinition]) -> [OptionName: OptionDefinition] {
        var table: [OptionName: OptionDefinition] = [:]
        table.reserveCapacity(options.count)
        for option in options where table[option.name] == nil { table[option.name] = option }
        return table
    }

    /// A reader with its table already by name (made once, for readers made per badge).
    init(values: OptionValues, table: [OptionName: OptionDefinition], command: String, namePrefix: String = "--") {
        self.values = values
        self.command = command
        self.namePrefix = namePrefix
        self.table = table
        self.list = []
    }

    /// The definition of the option `name` (the first of that name).
    private func definition(_ name: OptionName) -> OptionDefinition? {
        if let table { return table[name] }
        return list.first { $0.name == name }
    }

    init(arguments: ParsedArguments, options: [OptionDefinition], command: String) {
        self.init(values: arguments.values, options: options, command: command)
    }

    func string(_ name: OptionName) -> String? { values[name] }

    /// The option's text, or the table's default word when it is not given.
    func text(_ name: OptionName) -> String {
        if let text = values[name] { return text }
        guard case .word(let word)? = fallback(name) else { missingDefault(name) }
        return word
    }

    /// Every value of an option that may be given several times, in order.
    func strings(_ name: OptionName) -> [String] { values.all(name) }

    /// Whether a flag (or a batch field of that name) is set: present, and not "false".
    func flag(_ name: OptionName) -> Bool {
        guard let text = values[name] else { return false }
        return text.trimmingWhitespace().lowercased() != "false"
    }

    /// A decimal number, `[-]digits[.digits]` ("4", "-0.5", "3.75"): no
    /// exponent, hexadecimal, infinity or NaN, which Swift's reader would take.
    func optionalNumber(_ name: OptionName) throws(CLIError) -> Double? {
        guard let text = values[name] else { return nil }
        let trimmed = text.trimmingWhitespace()
        guard DecimalNumber.isDecimal(trimmed) else {
            if BatchInputFormat.looksDecimalComma(trimmed) {
                let flag = command == BatchCommand.name ? ", or give --decimal-comma to read a file that writes them so" : ""
                throw invalid(name, text, "a decimal comma; write a '.' before the decimals (\(BatchInputFormat.decimalPoint(trimmed)))\(flag)")
            }
            throw invalid(name, text, "not a decimal number; write digits with an optional '-' and '.' (e.g. 4, -0.5, 3.75)")
        }
        guard let value = Double(trimmed), value.isFinite else {
            throw invalid(name, text, "too large a number (\(trimmed.count) digits)")
        }
        return value
    }

    func number(_ name: OptionName) throws(CLIError) -> Double {
        if let value = try optionalNumber(name) { return value }
        guard case .number(let value)? = fallback(name) else { missingDefault(name) }
        return value
    }

    /// A whole number, `[-]digits` ("5", "-2").
    func optionalWholeNumber(_ name: OptionName) throws(CLIError) -> Int? {
        guard let text = values[name] else { return nil }
        let trimmed = text.trimmingWhitespace()
        guard DecimalNumber.isDecimal(trimmed, fraction: false) else {
            throw invalid(name, text, "not a whole number; write digits with an optional '-' (e.g. 5)")
        }
        guard let value = Int(trimmed) else {
            throw invalid(name, text, "too large; whole numbers here are at most \(Echo.grouped(Int.max))")
        }
        return value
    }

    func wholeNumber(_ name: OptionName) throws(CLIError) -> Int {
        if let value = try optionalWholeNumber(name) { return value }
        guard case .wholeNumber(let value)? = fallback(name) else { missingDefault(name) }
        return value
    }

    /// One colour; a ramp or steps here gets a message saying where they go.
    func optionalColor(_ name: OptionName) throws(CLIError) -> Color? {
        guard let text = values[name] else { return nil }
        let lower = text.trimmingWhitespace().lowercased()
        if lower.hasPrefix("ramp:") || lower.hasPrefix("steps:") {
            throw invalid(name, text, "a colour by rating (ramp:/steps:) is only for '\(namePrefix)\(OptionName.onColor.rawValue)'; give one colour")
        }
        do {
            return try Color(parsing: text)
        } catch {
            throw invalid(name, text, "\(error.reason)")
        }
    }

    func color(_ name: OptionName) throws(CLIError) -> Color {
        if let value = try optionalColor(name) { return value }
        guard case .color(let value)? = fallback(name) else { missingDefault(name) }
        return value
    }

    /// A colour, or a colour by rating (ramp:C1,C2,… or steps:T1=C1,…,C).
    func colorScale(_ name: OptionName) throws(CLIError) -> ColorScale {
        guard let text = values[name] else {
            guard case .color(let value)? = fallback(name) else { missingDefault(name) }
            return .constant(value)
        }
        do {
            return try ColorScale(parsing: text)
        } catch {
            throw invalid(name, text, error.reason)
        }
    }

    /// One of an enumeration's raw values, ignoring case and spaces around it.
    func optionalChoice<T: RawRepresentable & CaseIterable>(_ name: OptionName) throws(CLIError) -> T? where T.RawValue == String {
        guard let text = values[name] else { return nil }
        if let value = T(rawValue: text.trimmingWhitespace().lowercased()) { return value }
        // The option's own list when it has one: it may hold more than the type (`--locale auto`).
        let listed: [String]
        if case .choice(let choices)? = definition(name)?.kind { listed = choices } else { listed = T.allCases.map(\.rawValue) }
        let names = listed.joined(separator: ", ")
        throw invalid(name, text, "expected one of \(names)")
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: OptionName) throws(CLIError) -> T where T.RawValue == String {
        if let value: T = try optionalChoice(name) { return value }
        guard case .word(let word)? = fallback(name), let value = T(rawValue: word) else { missingDefault(name) }
        return value
    }

    func invalid(_ name: OptionName, _ text: String, _ reason: String) -> CLIError {
        .usage("invalid value '\(Echo.value(text))' for \(quoted(name)): \(reason)", command: command)
    }

    /// The option `name` as messages name it: where its value came from
    /// (`sources`), else '--name' (or 'name' for a batch field).
    func quoted(_ name: OptionName) -> String { sources[name] ?? "'\(namePrefix)\(name.rawValue)'" }

    /// Throws `invalid(...)`; usable where a value of any type is expected.
    func fail<T>(_ name: OptionName, _ text: String, _ reason: String) throws(CLIError) -> T {
        throw invalid(name, text, reason)
    }

    /// The option's default from its table entry.
    private func fallback(_ name: OptionName) -> OptionDefinition.Value? { definition(name)?.fallback }

    /// A reader asked for a default the table does not state: a defect of
    /// StarBadge's own tables (`OptionTableTests` reads every default).
    private func missingDefault(_ name: OptionName) -> Never {
        preconditionFailure("the option table gives '\(name.rawValue)' no default of its kind")
    }
}
