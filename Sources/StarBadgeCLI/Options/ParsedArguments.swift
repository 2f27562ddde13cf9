import StarBadge

/// The options of one command line, by long name.
package struct ParsedArguments: Sendable {
    package private(set) var values = OptionValues()
    package private(set) var flags: Set<OptionName> = []
    /// Arguments that are not options, in order.
    package private(set) var positionals: [String] = []

    package func value(_ name: OptionName) -> String? { values[name] }
    package func has(_ name: OptionName) -> Bool { values[name] != nil || flags.contains(name) }

    mutating func set(_ name: OptionName, _ value: String) { values[name] = value }
    mutating func add(_ name: OptionName, _ value: String) { values.append(value, to: name) }
    /// A flag is also a value ("true"), so options read by name from a
    /// command line or a batch entry alike see it.
    mutating func set(flag name: OptionName) { flags.insert(name); values[name] = "true" }
    mutating func append(positional: String) { positionals.append(positional) }
}
