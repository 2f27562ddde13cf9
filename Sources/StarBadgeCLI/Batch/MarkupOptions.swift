import StarUnicode
import StarBadge

/// What a batch's markup carries besides the files: the run's link, lazy
/// loading, the rating as JSON-LD, and whether the badges are made for mail.
struct MarkupOptions: Sendable {
    /// `--link`: where every badge leads unless its entry has a `link`.
    var link: BadgeLink? = nil
    /// `loading="lazy" decoding="async"` on the `<img>` tags (`--no-lazy` leaves them out).
    var lazy = true
    /// `--schema`: each entry as a schema.org item with its `AggregateRating` nested.
    var schema = false
    /// `--schema-type`: the schema.org type of every entry's item.
    var schemaType = RatedItem.ItemType.product
    /// `--schema-name`: the template of the item's name (`{title}`), or nil
    /// for the input's `title` field when it has one, else the entry's name.
    var schemaName: String? = nil
    /// `--email`: each badge drawn on an opaque background (white unless
    /// `background` says otherwise), as mail clients show no transparency well.
    var email = false

    /// The background `--email` gives a badge whose entry and options set none.
    static let emailBackground = "#FFFFFF"
    /// The background `--email` gives a dark variant that sets none: a mail
    /// client's dark mode shows it on a dark page, never on the light badge's white.
    static let emailDarkBackground = "#121212"

    /// The options as `batch`'s command line gives them; a bad `--link` is a usage error naming it.
    static func read(_ parsed: ParsedArguments, _ read: ValueReader) throws(CLIError) -> MarkupOptions {
        for option in [OptionName.schemaType, .schemaName] where parsed.has(option) && !parsed.has(.schema) {
            throw .usage("--\(option) describes the JSON-LD of --schema: give --schema too", command: read.command)
        }
        var type = RatedItem.ItemType.product
        if let text = read.string(.schemaType) {
            guard let named = RatedItem.ItemType(named: text.trimmingWhitespace()) else {
                throw read.invalid(.schemaType, text, "not a type Google's review snippets take; use one of "
                                   + RatedItem.ItemType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            type = named
        }
        return MarkupOptions(link: try LinkOption.link(read), lazy: !parsed.has(.noLazy), schema: parsed.has(.schema),
                             schemaType: type, schemaName: read.string(.schemaName), email: parsed.has(.email))
    }

    /// The template of the items' names: `--schema-name`, else `{title}`
    /// when the input has a `title` field, else `{name}` (the entry's name).
    func schemaNameTemplate(fields: BatchFields) -> String {
        schemaName ?? (fields.names["title"] != nil ? "{title}" : "{name}")
    }

    /// Refuses a `--schema-name` that names no field of the input, or a
    /// placeholder (an item's name is a field of it, not its rating).
    func checkSchemaName(fields: BatchFields, _ read: ValueReader) throws(CLIError) {
        guard schema, let text = schemaName else { return }
        let known = Set(fields.names.keys).union(["name"])
        let template: TextTemplate
        do { template = try TextTemplate(parsing: text, fields: known) } catch {
            guard case .unknownPlaceholder(let name, _, _) = error else { throw read.invalid(.schemaName, text, "\(error)") }
            throw read.invalid(.schemaName, text, "'{\(Echo.value(name))}' is no field of the input; its fields are "
                               + known.sorted().map { "{\($0)}" }.joined(separator: ", ") + " (write {{ and }} for a brace)")
        }
        if TextTemplate.Placeholder.allCases.contains(where: template.uses) {
            throw read.invalid(.schemaName, text, "the item's name shows the entry's fields ({name}, {title}, ...), "
                               + "not its rating: search engines read the rating from the block's numbers")
        }
        if template.fieldNames.isEmpty {
            throw read.invalid(.schemaName, text, "names no field, so every item would have the same name: "
                               + "give one such as {title} or {name}")
        }
    }

    /// The entry's item for `--schema`: its type, its name from the
    /// template and its own fields, its link as the item's page.
    func ratedItem(rating: AggregateRating, name: String, fields: [String: String], entryFields: BatchFields,
                   link: BadgeLink?) -> RatedItem? {
        guard schema else { return nil }
        let known = Set(entryFields.names.keys).union(["name"])
        guard let template = try? TextTemplate(parsing: schemaNameTemplate(fields: entryFields), fields: known) else { return nil }
        var values = fields
        values["name"] = name
        let itemName = template.filled({ _ in "" }, fields: values).trimmingWhitespace()
        return RatedItem(type: schemaType, name: itemName, url: link?.url, rating: rating)
    }

    /// `values` with the email backgrounds (white, and a dark one for a dark
    /// variant) when `--email` is given and they set none (a shields-like
    /// style's label section has its own colour).
    func withEmailBackground(_ values: OptionValues) -> OptionValues {
        let style = values[.style].flatMap { BadgeStyle(rawValue: $0.trimmingWhitespace().lowercased()) } ?? .plain
        guard email, !style.isShields else { return values }
        var values = values
        if values[.background] == nil { values[.background] = Self.emailBackground }
        if values[.darkBackground] == nil, DarkOptions.names.contains(where: { values[$0] != nil }) {
            values[.darkBackground] = Self.emailDarkBackground
        }
        return values
    }

    /// The options `withEmailBackground(_:)` adds to `values` (the user gave none of them).
    func implied(by values: OptionValues) -> Set<OptionName> {
        let added = withEmailBackground(values)
        return Set([OptionName.background, .darkBackground].filter { values[$0] == nil && added[$0] != nil })
    }

    /// Refuses a badge for mail whose background is not opaque, naming the option.
    func checkEmailBackground(_ spec: BadgeSpec, _ read: ValueReader) throws(CLIError) {
        guard email, spec.design.background.alpha != 255 else { return }
        throw read.invalid(.background, read.string(.background) ?? spec.design.background.hexString,
                           "--email needs an opaque background (mail clients draw transparency badly); "
                               + "leave it out for white, or give a colour without alpha")
    }
}
