import StarBadge

/// The markup for one batch badge, as `--html`, `--html-fragments` and the
/// manifest carry it: the library's `BadgeMarkup` of the entry's files, with
/// URLs as `MarkupLinks` makes them (percent-encoded, escaped once).
struct BatchMarkup {
    /// `<img>` of the badge's main file (`BadgeMarkup.img`).
    let img: String
    /// The `<img>` with a srcset, in a `<picture>` with dark and SVG sources
    /// when there are some (`BadgeMarkup.picture`).
    let markup: String
    /// The form for mail (`BadgeMarkup.email`); nil without a light PNG.
    let email: String?

    /// The markup of `badge` with URLs from `links`; nil without a light file.
    init?(_ badge: BatchBadge, links: MarkupLinks) {
        let images = badge.files.map {
            BadgeMarkup.Image(url: links.url($0.path), scale: $0.scale, isDark: $0.dark, format: $0.format)
        }
        guard let made = BadgeMarkup(width: badge.width, height: badge.height, alt: badge.alt, images: images,
                                     link: badge.link, lazy: badge.lazy, urlsEscaped: true) else { return nil }
        img = made.img
        markup = made.picture
        email = made.email
    }

    /// The index in `files` of the file the `<img>` shows (`BadgeMarkup.mainImage(of:)`).
    static func mainFile(of files: [BatchFile]) -> Int? {
        BadgeMarkup.mainImage(of: files.map { BadgeMarkup.Image(url: "", scale: $0.scale, isDark: $0.dark, format: $0.format) })
    }

    /// The comment that starts each entry's snippet in the `--html` file
    /// ("--" in a name is written "- -", so the comment cannot end early).
    static func comment(name: String) -> String {
        "<!-- \(name.replacing("--", with: "- -")) -->"
    }
}
