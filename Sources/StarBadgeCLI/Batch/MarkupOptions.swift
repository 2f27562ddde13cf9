import StarBadge

/// What a batch's markup carries besides the files: the run's link, lazy
/// loading, the rating as JSON-LD, and whether the badges are made for mail.
struct MarkupOptions: Sendable {
    /// `--link`: where every badge leads unless its entry has a `link`.
    var link: BadgeLink? = nil
    /// `loading="lazy" decoding="async"` on the `<img>` tags (`--no-lazy` leaves them out).
    var lazy = true
    /// `--schema`: each entry's rating as a schema.org `AggregateRating`.
    var schema = false
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
        MarkupOptions(link: try LinkOption.link(read), lazy: !parsed.has("no-lazy"), schema: parsed.has("schema"),
                      email: parsed.has("email"))
    }

    /// `values` with the email backgrounds (white, and a dark one for a dark
    /// variant) when `--email` is given and they set none (a shields-like
    /// style's label section has its own colour).
    func withEmailBackground(_ values: OptionValues) -> OptionValues {
        let style = values["style"].flatMap { BadgeStyle(rawValue: $0.trimmingWhitespace().lowercased()) } ?? .plain
        guard email, !style.isShields else { return values }
        var values = values
        if values["background"] == nil { values["background"] = Self.emailBackground }
        if values["dark-background"] == nil, DarkOptions.names.contains(where: { values[$0] != nil }) {
            values["dark-background"] = Self.emailDarkBackground
        }
        return values
    }

    /// The options `withEmailBackground(_:)` adds to `values` (the user gave none of them).
    func implied(by values: OptionValues) -> Set<String> {
        let added = withEmailBackground(values)
        return Set(["background", "dark-background"].filter { values[$0] == nil && added[$0] != nil })
    }

    /// Refuses a badge for mail whose background is not opaque, naming the option.
    func checkEmailBackground(_ spec: BadgeSpec, _ read: ValueReader) throws(CLIError) {
        guard email, spec.design.background.alpha != 255 else { return }
        throw read.invalid("background", read.string("background") ?? spec.design.background.hexString,
                           "--email needs an opaque background (mail clients draw transparency badly); "
                               + "leave it out for white, or give a colour without alpha")
    }
}
