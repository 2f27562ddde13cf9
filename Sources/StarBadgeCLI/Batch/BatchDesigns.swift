import StarBadge
import StarColor

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

    /// A kept design, with the on colours its badges were checked for contrast in.
    private struct Kept {
        let design: BadgeDesign
        var checkedColors: [Color]
    }
    private var indices: [Key: Int] = [:]
    private var kept: [Kept] = []

    /// The entry's badge: from a design made before, or made the whole way
    /// by `make` (whose design is then kept). `isNew`: made the whole way,
    /// its contrast checked there. `design`: the kept design's index, nil
    /// past the capacity.
    mutating func spec(rating: Double, count: Int?, values: OptionValues, fields: [String: String],
                       make: () throws(CLIError) -> BadgeSpec) throws(CLIError) -> (spec: BadgeSpec, isNew: Bool, design: Int?) {
        let key = Key(values: values.keeping { !Self.ownKeys.contains($0) }, fields: fields)
        let index = indices[key]
        if let index, let spec = try? kept[index].design.badge(rating: rating, count: count) {
            return (spec, false, index)
        }
        let spec = try make()
        guard index == nil, kept.count < Self.capacity else { return (spec, true, index) }
        indices[key] = kept.count
        kept.append(Kept(design: spec.design, checkedColors: [spec.onColor]))
        return (spec, true, kept.count - 1)
    }

    /// Whether a badge of the kept design `index` in `onColor` still needs
    /// its contrast checked (and, from now on, that it does not). A badge's
    /// colours follow from its design and its on colour (the one colour that
    /// follows the rating), so one check per design and on colour says all.
    mutating func needsContrastCheck(design index: Int?, onColor: Color) -> Bool {
        guard let index else { return true }
        guard !kept[index].checkedColors.contains(onColor) else { return false }
        if kept[index].checkedColors.count < Self.capacity { kept[index].checkedColors.append(onColor) }
        return true
    }
}
