import StarBadge
import StarUnicode

/// A batch entry's own fields: every key that is not an option (a CSV
/// column such as `title`, a JSON key) is a template field, shown by
/// `{title}` in the label, value text or alt text. A run surveys them once,
/// while its input is checked: the field names (refused when one is a
/// placeholder's), which templates name them, and the fields nothing uses
/// (a warning, or with `--strict-fields` each entry holding one fails).
struct BatchFields: Sendable {
    /// Most different field names in one input (each is kept for the run).
    static let maxNames = 1000
    /// The keys of the templates an entry fills.
    static let templateKeys: [OptionName] = [.label, .valueText, .alt]
    /// Names no field may have: the placeholders, and names of options
    /// that show in templates (`count`) or set the scale (`out-of`).
    static let reservedNames = TextTemplate.Placeholder.allCases.map(\.rawValue) + [OptionName.count, .outOf].map(\.rawValue)

    /// Every field name of the input, with where it first appears.
    private(set) var names: [String: String] = [:]
    /// The fields some entry's templates name.
    private(set) var used: Set<String> = []
    /// Whether the run's templates (those of an entry without its own) were surveyed.
    private var surveyedRunTemplates = false

    /// Whether the entry key `key` is a field (not an option or entry key).
    static func isField(_ key: String) -> Bool {
        key != BatchEntry.problemKey && !BatchSettings.entryKeys.contains(key) && !isOption(key)
    }

    /// The option an entry may set that the key `key` (a column, a JSON
    /// key) names, or nil when it names none.
    static func option(_ key: String) -> OptionDefinition? { OptionName.named(key).flatMap { BatchSettings.fields[$0] } }

    /// Whether the key `key` names an option an entry may set (`option(_:)`
    /// without copying its definition: every key of every entry is asked).
    static func isOption(_ key: String) -> Bool {
        guard let name = OptionName.named(key) else { return false }
        return BatchSettings.fields.index(forKey: name) != nil
    }

    /// The fields `entry` holds, by name.
    static func fields(of entry: OptionValues) -> [String: String] {
        var fields: [String: String] = [:]
        for key in fieldNames(of: entry) { fields[key] = entry[key: key] ?? "" }
        return fields
    }

    /// The keys of `entry` that are fields (`isField`), told by the kind of
    /// key: an option's name is a field only when batch sets no option by
    /// it; another key unless it is an entry's own.
    static func fieldNames(of entry: OptionValues) -> [String] {
        var names: [String] = []
        for name in entry.optionNames where BatchSettings.fields[name] == nil && !BatchSettings.entryKeys.contains(name.rawValue) {
            names.append(name.rawValue)
        }
        for key in entry.otherKeys where isField(key) { names.append(key) }
        return names
    }

    /// The templates an entry fills: its own, else the run's (`defaults`,
    /// then the run's alt template).
    static func templates(of values: OptionValues, altTemplate: String?) -> [(key: OptionName, text: String)] {
        templateKeys.compactMap { key in
            (values[key] ?? (key == .alt ? altTemplate : nil)).map { (key, $0) }
        }
    }

    /// Adds one entry of the input `source` (its values without the defaults).
    mutating func survey(_ entry: BatchEntry, source: String, defaults: OptionValues,
                         altTemplate: String?) throws(CLIError) {
        // Sorted for the messages: only the names not seen before (most entries have none).
        for key in Self.fieldNames(of: entry.values).filter({ names[$0] == nil }).sorted() {
            guard names.count < Self.maxNames else {
                throw .badData("\(Echo.value(source)): \(entry.location): more than \(Self.maxNames) different fields in one "
                               + "input (a field is any key or column that is not an option)")
            }
            // A field's name is shown in templates and messages: it obeys the rules of a name.
            do { try TextRules.name.check(key) } catch {
                throw .badData("\(Echo.value(source)): \(entry.location): the field name '\(Echo.value(key))' cannot be "
                               + "used: \(error)")
            }
            names[key] = entry.location
        }
        // The run's own templates are read once; an entry's own each time.
        let hasOwnTemplate = Self.templateKeys.contains { entry.values[$0] != nil }
        guard hasOwnTemplate || !surveyedRunTemplates else { return }
        if !hasOwnTemplate { surveyedRunTemplates = true }
        var values = defaults
        for key in Self.templateKeys { if let own = entry.values[key] { values[key] = own } }
        for (_, text) in Self.templates(of: values, altTemplate: altTemplate) {
            used.formUnion(TextTemplate.fieldNames(in: text) ?? [])
        }
    }

    /// Counts `names` as used by a template of the run's own (`--schema-name`).
    mutating func use(_ names: [String]) { used.formUnion(names) }

    /// Refuses a field whose name is a placeholder's (once, before anything renders).
    func checkNames(source: String) throws(CLIError) {
        for name in names.keys.sorted() where Self.reservedNames.contains(name) {
            throw .badData("\(Echo.value(source)): \(names[name] ?? ""): the field '\(Echo.value(name))' has the name of the "
                           + "placeholder {\(name)}; name the column or key otherwise (e.g. 'my-\(name)')")
        }
    }

    /// Column names shops' exports use for the fields batch knows: a hint
    /// names the mapping to add (`--columns count=reviews`), never a silent guess.
    static let synonyms: [String: String] = [
        "sku": "name", "id": "name", "slug": "name", "product": "name",
        "reviews": "count", "ratings": "count", "votes": "count", "review_count": "count", "reviewcount": "count",
        "url": "link", "href": "link",
        "score": "rating", "stars": "rating", "average": "rating",
    ]

    /// The fields no option and no template uses, sorted.
    var unused: [String] { names.keys.filter { !used.contains($0) }.sorted() }

    /// "the field 'notes' (first at line 2) is used by no option or template; did you mean 'on-color'?"
    func unusedMessage(_ name: String) -> String {
        "the field '\(Echo.value(name))' (first at \(names[name] ?? "?")) is used by no option or template"
            + Self.hint(for: name)
    }

    /// "; did you mean 'on-color'?" when an option's name is within two
    /// edits of `name`, else how to show the field.
    static func hint(for name: String) -> String {
        if name.contains("{") || name.contains("}") {
            return " (a field whose name holds '{' or '}' cannot be shown in a template: rename the column or key)"
        }
        if let advice = runOptionAdvice(for: name) { return "; \(advice) (as the entry's own field it shows with {\(name)})" }
        if let field = synonyms[name.lowercased()], !isOption(name) {
            return "; if it holds the \(fieldMeaning[field] ?? field), add --columns \(field)=\(Echo.value(name))"
        }
        let known = Array(BatchSettings.entryKeys) + BatchSettings.fields.keys.map(\.rawValue).sorted()
        if let near = known.min(by: { EditDistance.between(name, $0) < EditDistance.between(name, $1) }),
           EditDistance.between(name, near) <= 2 {
            return "; did you mean '\(near)'?"
        }
        return " (show it with {\(Echo.value(name))} in --label or --alt)"
    }

    /// What the fields `synonyms` lead to hold, for hints.
    private static let fieldMeaning = ["name": "badge's name", "count": "number of ratings", "link": "page the badge links to",
                                       "rating": "rating"]

    /// For a key that names an option of the whole run (`format`,
    /// `optimize`, `locale`), which no entry may set: how to set it.
    static func runOptionAdvice(for key: String) -> String? {
        let runOptions = (RenderCommand.options + BatchCommand.options).filter { !$0.isBatchField }.map(\.name.rawValue)
        guard runOptions.contains(key), !BatchSettings.entryKeys.contains(key) else { return nil }
        return "'\(key)' is an option of the whole run, which an entry cannot set: give --\(key) on the command line"
    }
}
