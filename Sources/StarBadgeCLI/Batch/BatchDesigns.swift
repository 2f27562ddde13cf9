import StarBadge

/// The designs a worker's entries share, by the option values that make
/// them: an entry whose style (its values but its rating, count, name and
/// link, with the fields its texts show) was seen before takes that
/// design's badge for its own rating and count. Reading, checking and
/// laying out the style from its option texts happens once per style and
/// worker, not once per entry.
///
/// The first entry of a style goes the whole way (`BadgeOptions.spec`), so
/// every message of a bad style is the one it always was; a later entry
/// whose badge cannot be made (a rating out of range, a text that shows
/// `{count}` without one) goes the whole way again for its message.
struct BatchDesigns {
    /// What makes a design: the entry's values without those every entry has
    /// its own of, and the fields its texts show.
    private struct Key: Hashable {
        let values: OptionValues
        let fields: [String: String]
    }

    /// Values that are the entry's own and take no part in the design.
    private static let ownKeys: Set<String> = ["rating", "count", "name", "link"]
    /// Past this many styles a worker keeps no more: a batch whose every
    /// entry has its own style (a label per row) gains nothing from them.
    private static let capacity = 256

    private var designs: [Key: BadgeDesign] = [:]

    /// The entry's badge: from a design made before, or made the whole way
    /// by `make` (whose design is then kept).
    mutating func spec(rating: Double, count: Int?, values: OptionValues, fields: [String: String],
                       make: () throws(CLIError) -> BadgeSpec) throws(CLIError) -> (spec: BadgeSpec, isNew: Bool) {
        let key = Key(values: values.keeping { !Self.ownKeys.contains($0) }, fields: fields)
        if let design = designs[key], let spec = try? design.badge(rating: rating, count: count) {
            return (spec, false)
        }
        let spec = try make()
        if designs.count < Self.capacity { designs[key] = spec.design }
        return (spec, true)
    }
}
