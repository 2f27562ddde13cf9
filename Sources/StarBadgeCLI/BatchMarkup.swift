/// The markup for one batch badge, as `--html`, `--html-fragments` and the
/// manifest carry it.
struct BatchMarkup {
    /// `<img src width height alt>` of the badge's main file (the light
    /// scale-1 file, else the light file of the smallest scale written).
    /// `width` and `height` are the badge's size at scale 1 (CSS pixels).
    let img: String
    /// The `<img>` with a srcset of every light file by scale, inside a
    /// `<picture>` with a `prefers-color-scheme: dark` source when dark
    /// variants were written. One line, or the `<picture>` element's four.
    let markup: String

    /// The markup of `badge` with URLs from `links`; nil without a light file.
    init?(_ badge: BatchBadge, links: MarkupLinks) {
        let urls = badge.files.map { links.url($0.path) }
        let light = badge.files.indices.filter { !badge.files[$0].dark }
        guard let main = light.first(where: { badge.files[$0].scale == 1 }) ?? light.first else { return nil }
        func srcset(_ dark: Bool) -> String {
            badge.files.indices.filter { badge.files[$0].dark == dark }.map { "\(urls[$0]) \(badge.files[$0].scale)x" }
                .joined(separator: ", ")
        }
        let size = "width=\"\(badge.width)\" height=\"\(badge.height)\" alt=\"\(HTML.escape(badge.alt))\">"
        img = "<img src=\"\(urls[main])\" " + size
        let full = "<img src=\"\(urls[main])\" srcset=\"\(srcset(false))\" " + size
        markup = badge.files.contains(where: \.dark)
            ? "<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(srcset(true))\">\n  \(full)\n</picture>"
            : full
    }

    /// The comment that starts each entry's snippet in the `--html` file
    /// ("--" in a name is written "- -", so the comment cannot end early).
    static func comment(name: String) -> String {
        "<!-- \(name.replacing("--", with: "- -")) -->"
    }
}
