/// A parsed JSON value. Numbers keep their source text, so "4.50" reaches
/// the option parser exactly as written.
indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)), (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// A scalar as option text: strings as they are, numbers as written, booleans as true/false.
    var scalarText: String? {
        switch self {
        case .string(let s), .number(let s): return s
        case .bool(let b): return b ? "true" : "false"
        default: return nil
        }
    }
}
