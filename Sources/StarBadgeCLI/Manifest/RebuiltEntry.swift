import StarSupport
import StarBadge
import StarUnicode

/// An entry of a shard manifest ("entries") read back into the badge `batch`
/// wrote it from: its data fields (name, alt text, sizes, files, fonts)
/// checked as `batch` checks them, every derived field (the files' names,
/// "file", "img", "markup", "fragment") made again by `batch`'s own code
/// (`BadgeFiles.path`, `BatchReport`), and the entry refused unless it holds
/// those values (in any JSON layout). The merged manifest holds the entry as
/// batch writes it (`line`), never the shard's bytes: markup a shard's file
/// gained, a link led elsewhere or a raw alt text never reaches it or the HTML.
///
/// The one thing read from the markup itself is the URL of the folder the
/// entry's files are in, as batch wrote it (from the manifest's folder, or
/// `--base-url`): it must be one `MarkupLinks(folderURL:)` takes.
struct RebuiltEntry {
    let badge: BatchBadge
    /// The entry's item as batch writes it: what the merged manifest holds.
    private(set) var line = ""
    /// Where the entry is, for messages.
    let place: String

    /// Reads `item` of the manifest `path` and checks it.
    init(_ item: ManifestItem, in path: String) throws(CLIError) {
        // The name as JSON writes it: a forged one cannot put control characters on the terminal.
        let place = "\(path): line \(item.lineNumber): the entry \(JSON.string(item.name ?? "")) (index \(item.index))"
        let fields = ManifestFields(members: item.members, place: place)
        let name = try Self.name(fields)
        var badge = BatchBadge(index: item.index, name: name.path, alt: try Self.alt(fields),
                               width: try fields.integer("width", minimum: 1), height: try fields.integer("height", minimum: 1),
                               files: try EntryFiles(fields, name: name).files, fonts: try fields.strings("fonts"))
        if fields.has("fragment") { badge.fragment = BatchFragments.relativePath(of: name) }
        badge.link = try Self.link(fields)
        badge.lazy = try fields.string("img").contains(" loading=\"lazy\" decoding=\"async\">")
        badge.rating = try Self.rating(fields, link: badge.link)
        if fields.has("unrated") { badge.unrated = try fields.bool("unrated") }
        badge.fields = try Self.ownFields(fields)
        self.badge = badge
        self.place = place
        line = try check(fields)
    }

    /// Refuses `snippet` (the entry's part of the shard's `--html` file
    /// `path`) unless it is what `batch` writes for the entry: its page
    /// form, or its mail form (`--email`).
    func checkSnippet(_ snippet: [UInt8], in path: String) throws(CLIError) {
        let text = String(decoding: snippet, as: UTF8.self)
        for links in candidateLinks(readFrom: text) {
            for mail in [false, true] {
                if let rebuilt = BatchReport.htmlSnippet(badge, links: links, mail: mail), snippet.elementsEqual(rebuilt.utf8) { return }
            }
        }
        throw CLIError.badData("\(path): the snippet of the entry \(JSON.string(badge.name)) (index \(badge.index)) is not what batch "
                               + "writes for its manifest entry (\(place)); was the file changed after batch wrote it?")
    }

    /// The links the last `<img src="…">` of `markup` may have been made
    /// with: its URL without the name of one of the entry's files (the main
    /// file in the page form, the 2x file in the mail form).
    private func candidateLinks(readFrom markup: String) -> [MarkupLinks] {
        guard let start = markup.ranges(of: "<img src=\"").last?.upperBound,
              let end = markup[start...].firstIndex(of: "\"") else { return [] }
        let url = markup[start..<end]
        return badge.files.compactMap { file in
            let name = URLPath.encode(FilePaths.name(file.path))
            return url.hasSuffix(name) ? MarkupLinks(folderURL: String(url.dropLast(name.count))) : nil
        }
    }

    /// The entry's item made again from its fields, compared with what was read.
    private func check(_ fields: ManifestFields) throws(CLIError) -> String {
        let img = try fields.string("img")
        guard let links = links(readFrom: img) else {
            throw fields.error("img", "does not link to the entry's file as batch links it")
        }
        guard let rebuilt = BatchReport.manifestItem(badge, links: links) else {
            throw fields.error("variants", "lists no light file; batch lists no such entry")
        }
        guard let (key, reason) = fields.firstDifference(from: rebuilt) else { return rebuilt }
        if key == "markup", imgLeadsElsewhere(fields) {
            throw fields.error("img", "and its \"markup\" link to different folders; batch links both alike")
        }
        throw fields.error(key, reason)
    }

    /// Whether the entry, rebuilt with the links of its "markup", differs
    /// first in its "img": the "img" is then the field that leads elsewhere.
    private func imgLeadsElsewhere(_ fields: ManifestFields) -> Bool {
        guard let markup = try? fields.string("markup"), let links = links(readFrom: markup),
              let rebuilt = BatchReport.manifestItem(badge, links: links) else { return false }
        return fields.firstDifference(from: rebuilt)?.key == "img"
    }

    /// The links of the entry's files, from the URL of their folder in the
    /// last `<img src="…">` of `markup`: its main file's URL without the
    /// file's own name. Nil when there is none or batch never writes it.
    private func links(readFrom markup: String) -> MarkupLinks? {
        guard let main = BatchMarkup.mainFile(of: badge.files), let start = markup.ranges(of: "<img src=\"").last?.upperBound,
              let end = markup[start...].firstIndex(of: "\"") else { return nil }
        let url = markup[start..<end], file = URLPath.encode(FilePaths.name(badge.files[main].path))
        guard url.hasSuffix(file) else { return nil }
        return MarkupLinks(folderURL: String(url.dropLast(file.count)))
    }

    /// "name": a name `batch` accepts, as it writes it.
    private static func name(_ fields: ManifestFields) throws(CLIError) -> OutputName {
        let text = try fields.string("name")
        let name: OutputName
        do { name = try OutputName(validating: text) } catch { throw fields.error("name", "is invalid: \(error)") }
        guard name.path == text else { throw fields.error("name", "is not written as batch writes it ('\(name.path)')") }
        return name
    }

    /// "link", when there: a URL `--link` accepts.
    private static func link(_ fields: ManifestFields) throws(CLIError) -> BadgeLink? {
        guard fields.has("link") else { return nil }
        let text = try fields.string("link")
        do { return try BadgeLink(text) } catch {
            throw fields.error("link", "is not a link batch writes (\(error.commandLineReason))")
        }
    }

    /// "fields", when there: the entry's own fields, names and values as an input may hold them.
    private static func ownFields(_ fields: ManifestFields) throws(CLIError) -> [String: String] {
        guard let value = fields.value("fields") else { return [:] }
        guard case .object(let members) = value else { throw fields.error("fields", "is not an object") }
        var own: [String: String] = [:]
        for (key, member) in members {
            guard case .string(let text) = member, BatchFields.isField(key), BatchInput.problem(of: text, key: key) == nil,
                  (try? TextRules.name.check(key)) != nil else {
                throw fields.error("fields", "holds '\(Echo.value(key))', which is no field batch writes")
            }
            own[key] = text
        }
        return own
    }

    /// "schema", when there: an item of a type batch writes, with its name,
    /// its page (the entry's link, as batch writes it) and its
    /// "aggregateRating" of numbers as batch writes them.
    private static func rating(_ fields: ManifestFields, link: BadgeLink?) throws(CLIError) -> RatedItem? {
        guard case .object(let members)? = fields.value("schema") else {
            if fields.has("schema") { throw fields.error("schema", "is not an object") }
            return nil
        }
        let item = ManifestFields(members: members, place: fields.place, prefix: "schema.")
        let typeName = try item.string("@type")
        guard let type = RatedItem.ItemType(named: typeName), type.rawValue == typeName else {
            throw item.error("@type", "is not a type batch writes (--schema-type)")
        }
        let name = try item.string("name")
        guard !name.isEmpty, BatchInput.problem(of: name, key: "name") == nil else {
            throw item.error("name", "is not an item name batch writes (empty, or holding what no field holds)")
        }
        guard case .object(let ratingMembers)? = item.value("aggregateRating") else {
            throw item.error("aggregateRating", "is missing or not an object")
        }
        let schema = ManifestFields(members: ratingMembers, place: fields.place, prefix: "schema.aggregateRating.")
        func number(_ key: String) throws(CLIError) -> Double {
            guard case .number(let text)? = schema.value(key), let value = Double(text), value.isFinite, value >= 0 else {
                throw schema.error(key, "is missing or not a number of at least 0")
            }
            return value
        }
        // As batch writes them: the scale within its limits, the bottom 0, the value on the scale, a count of 1 or more.
        let best = try number("bestRating"), worst = try number("worstRating"), value = try number("ratingValue")
        guard best >= BadgeLimits.minOutOf, best <= BadgeLimits.maxOutOf else {
            throw schema.error("bestRating", "is not a scale batch writes (from \(JSON.number(BadgeLimits.minOutOf)) to 1000000)")
        }
        guard worst == 0 else { throw schema.error("worstRating", "is not 0, the bottom of every scale batch writes") }
        guard value <= best else { throw schema.error("ratingValue", "is past bestRating; batch writes ratings on their scale") }
        let count = try schema.integer("ratingCount", minimum: 1)
        return RatedItem(type: type, name: name, url: link?.url,
                         rating: AggregateRating(ratingValue: value, bestRating: best, worstRating: worst, ratingCount: count))
    }

    /// "alt": a text an alt template can give: the template that writes it
    /// word for word (each brace doubled) must be one `batch` accepts.
    private static func alt(_ fields: ManifestFields) throws(CLIError) -> String {
        let text = try fields.string("alt")
        do { _ = try AltText(template: text.replacing("{", with: "{{").replacing("}", with: "}}")) } catch {
            // The reason alone: the value may hold what a terminal acts on.
            guard case .invalid(_, _, let reason) = error else { throw fields.error("alt", "is not an alt text batch writes") }
            throw fields.error("alt", "is not an alt text batch writes (\(reason))")
        }
        return text
    }
}
