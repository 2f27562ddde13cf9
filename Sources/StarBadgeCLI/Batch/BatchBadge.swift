import StarBadge

/// What a finished batch entry wrote: its PNGs (and HTML fragment), with
/// what the manifest and the markup say about them.
struct BatchBadge: Sendable {
    /// 0-based position of the entry in the input (the manifest's "index").
    let index: Int
    let name: String
    let alt: String
    /// The badge at scale 1 (CSS pixels), whichever scales were written.
    let width: Int
    let height: Int
    let files: [BatchFile]
    /// The fonts the badge's texts were set in, as `ManifestFont` names them.
    let fonts: [String]
    /// Where the badge leads (`--link`, the entry's `link`): its markup is wrapped in `<a href>`.
    var link: BadgeLink? = nil
    /// Whether its `<img>` tags say `loading="lazy" decoding="async"` (unless `--no-lazy`).
    var lazy = true
    /// Its item and rating as schema.org JSON-LD (`--schema`), or nil.
    var rating: RatedItem? = nil
    /// The entry's `--html-fragments` file, relative to that folder.
    var fragment: String? = nil
    /// Whether the fragment's bytes changed (it was written).
    var fragmentChanged = false
    /// The entry has no rating yet: drawn as not rated (`UnratedPolicy.empty`).
    var unrated = false
    /// The entry's own fields (the columns that are not options: `title`,
    /// `price`), by name, for page templates that list the badges.
    var fields: [String: String] = [:]

    /// Whether anything of this entry was written (not all found unchanged).
    var changed: Bool { fragmentChanged || files.contains(where: \.changed) }
}
