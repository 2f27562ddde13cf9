/// One badge to make in a batch: where it came from (for messages) and its
/// option values by long name, as written in the input.
struct BatchEntry: Sendable {
    /// 0-based position in the input.
    let index: Int
    /// Where it is in the input.
    let place: Place
    let values: OptionValues
    /// The location of an earlier entry whose files this entry's would overwrite.
    var claimedBy: String? = nil
    /// Its `name` value, validated once when the name was claimed (nil
    /// before, or when the name is missing or invalid).
    var outputName: OutputName? = nil

    /// A CSV record's first line, or a JSON array element's number (both 1-based).
    enum Place: Sendable, Equatable {
        case line(Int)
        case entry(Int)
    }

    /// "entry 3" (JSON) or "line 7" (CSV), for messages.
    var location: String { place.description }
}

extension BatchEntry.Place: CustomStringConvertible {
    var description: String {
        switch self {
        case .line(let line): return "line \(line)"
        case .entry(let number): return "entry \(number)"
        }
    }
}

extension BatchEntry {
    /// A value key no option can have: marks an entry that was malformed in the input.
    static let problemKey = "\u{0}problem"
}
