import StarSupport
/// The manifest items and HTML snippets of a batch's entries, one entry at a
/// time (`BatchReportWriter` puts them together in input order).
enum BatchReport {
    /// {"index", "name", "file", "width", "height", "alt", "variants", "dark",
    /// "img", "markup", "fragment", "fonts"} for a finished entry, on one line
    /// (indented as an item of the manifest's "entries"), or nil when it wrote
    /// no file. "file": the first file written (scale 1 when written);
    /// "width"/"height": the badge in CSS pixels (its scale-1 size, as the
    /// markup declares it). "index": the entry's 0-based position in the input (what
    /// `manifest merge` orders shards by); "variants"/"dark": every PNG with
    /// its scale and size; "svg": the SVG files (with --formats); "img"/"markup": ready markup whose URLs lead from
    /// the manifest's folder (or start with --base-url); "fragment": its
    /// --html-fragments file; "fonts": the fonts its texts were set in, by
    /// file name and SHA-256 (`ManifestFont`), so the same bytes can be made
    /// again elsewhere. "link": the entry's link (its markup is inside an
    /// `<a href>` to it); "email": the markup for mail; "schema": the entry
    /// as a schema.org item with its `AggregateRating` nested (with --schema).
    static func manifestItem(_ badge: BatchBadge, links: MarkupLinks) -> String? {
        func list(_ dark: Bool) -> String {
            "[" + badge.files.filter { $0.dark == dark && $0.format == .png }.map { file in
                JSON.object([("scale", String(file.scale)), ("file", JSON.string(file.path)),
                             ("width", String(file.width)), ("height", String(file.height))])
            }.joined(separator: ", ") + "]"
        }
        guard let main = badge.files.first, let markup = BatchMarkup(badge, links: links) else { return nil }
        var pairs = [("index", String(badge.index)), ("name", JSON.string(badge.name)), ("file", JSON.string(main.path)),
                     ("width", String(badge.width)), ("height", String(badge.height)),
                     ("alt", JSON.string(badge.alt))]
        if badge.unrated { pairs.append(("unrated", "true")) }
        if let link = badge.link { pairs.append(("link", JSON.string(link.url))) }
        pairs.append(("variants", list(false)))
        if badge.files.contains(where: { $0.dark && $0.format == .png }) { pairs.append(("dark", list(true))) }
        let vectors = badge.files.filter { $0.format == .svg }
        if !vectors.isEmpty {
            pairs.append(("svg", "[" + vectors.map { file in
                JSON.object([("file", JSON.string(file.path)), ("dark", file.dark ? "true" : "false"),
                             ("width", String(file.width)), ("height", String(file.height))])
            }.joined(separator: ", ") + "]"))
        }
        pairs += [("img", JSON.string(markup.img)), ("markup", JSON.string(markup.markup))]
        if let email = markup.email { pairs.append(("email", JSON.string(email))) }
        if let rating = badge.rating { pairs.append(("schema", rating.json)) }
        if let fragment = badge.fragment { pairs.append(("fragment", JSON.string(fragment))) }
        if !badge.fonts.isEmpty { pairs.append(("fonts", "[" + badge.fonts.map(JSON.string).joined(separator: ", ") + "]")) }
        if !badge.fields.isEmpty {
            pairs.append(("fields", JSON.object(badge.fields.keys.sorted().map { ($0, JSON.string(badge.fields[$0] ?? "")) })))
        }
        return "    " + JSON.object(pairs)
    }

    /// {"index", "location", "name", "message"} for a failed entry (an item of the manifest's "errors").
    static func manifestError(index: Int, location: String, name: String?, message: String) -> String {
        "    " + JSON.object([("index", String(index)), ("location", JSON.string(location)),
                              ("name", name.map(JSON.string) ?? "null"), ("message", JSON.string(message))])
    }

    /// The entry's snippet in the `--html` file: a comment with its name,
    /// then its markup (`BatchMarkup.markup`), then its JSON-LD item (with
    /// --schema); with `mail` (`--email`), its mail form instead
    /// (`BatchMarkup.email`, no script: mail clients drop them). Nil
    /// without a light file.
    static func htmlSnippet(_ badge: BatchBadge, links: MarkupLinks, mail: Bool = false) -> String? {
        BatchMarkup(badge, links: links).map {
            if mail, let email = $0.email { return BatchMarkup.comment(name: badge.name) + "\n" + email + "\n" }
            return BatchMarkup.comment(name: badge.name) + "\n" + $0.markup + "\n" + (badge.rating.map { $0.script + "\n" } ?? "")
        }
    }

    /// The entry's `--html-fragments` file: its markup alone.
    static func fragment(_ badge: BatchBadge, links: MarkupLinks) -> String? {
        BatchMarkup(badge, links: links).map { $0.markup + "\n" }
    }
}
