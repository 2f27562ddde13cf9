import StarBadge

/// Converts option strings to typed values; every failure names the option.
struct ValueReader {
    let values: [String: String]
    let command: String
    /// How names appear in messages: "--" for command-line options, "" for batch fields.
    let namePrefix: String

    init(values: [String: String], command: String, namePrefix: String = "--") {
        self.values = values
        self.command = command
        self.namePrefix = namePrefix
    }

    init(arguments: ParsedArguments, command: String) {
        self.init(values: arguments.values, command: command)
    }

    func string(_ name: String) -> String? { values[name] }

    /// Every value of an option that may be given several times, in order.
    func strings(_ name: String) -> [String] {
        values[name]?.split(separator: ParsedArguments.valueSeparator, omittingEmptySubsequences: false).map(String.init) ?? []
    }

    /// Whether a flag (or a batch field of that name) is set: present, and not "false".
    func flag(_ name: String) -> Bool {
        guard let text = values[name] else { return false }
        return text.trimmingWhitespace().lowercased() != "false"
    }

    /// A decimal number, `[-]digits[.digits]` ("4", "-0.5", "3.75"): no
    /// exponent, hexadecimal, infinity or NaN, which Swift's reader would take.
    func number(_ name: String, default fallback: Double) throws(CLIError) -> Double {
        guard let text = values[name] else { return fallback }
        let trimmed = text.trimmingWhitespace()
        guard DecimalNumber.isDecimal(trimmed), let value = Double(trimmed), value.isFinite else {
            throw invalid(name, text, "not a decimal number; write digits with an optional '-' and '.' (e.g. 4, -0.5, 3.75)")
        }
        return value
    }

    /// A whole number, `[-]digits` ("5", "-2").
    func integer(_ name: String, default fallback: Int) throws(CLIError) -> Int {
        guard let text = values[name] else { return fallback }
        let trimmed = text.trimmingWhitespace()
        guard DecimalNumber.isDecimal(trimmed, fraction: false) else {
            throw invalid(name, text, "not a whole number; write digits with an optional '-' (e.g. 5)")
        }
        guard let value = Int(trimmed) else {
            throw invalid(name, text, "too large; whole numbers here are at most \(Echo.grouped(Int.max))")
        }
        return value
    }

    func color(_ name: String, default fallback: Color) throws(CLIError) -> Color {
        guard let text = values[name] else { return fallback }
        do {
            return try Color(parsing: text)
        } catch {
            throw invalid(name, text, "\(error.reason)")
        }
    }

    func choice<T: RawRepresentable & CaseIterable>(_ name: String, default fallback: T) throws(CLIError) -> T
    where T.RawValue == String {
        guard let text = values[name] else { return fallback }
        if let value = T(rawValue: text.trimmingWhitespace().lowercased()) { return value }
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        throw invalid(name, text, "expected one of \(names)")
    }

    func invalid(_ name: String, _ text: String, _ reason: String) -> CLIError {
        .usage("invalid value '\(Echo.value(text))' for '\(namePrefix)\(name)': \(reason)", command: command)
    }

    /// Throws `invalid(...)`; usable where a value of any type is expected.
    func fail<T>(_ name: String, _ text: String, _ reason: String) throws(CLIError) -> T {
        throw invalid(name, text, reason)
    }
}
