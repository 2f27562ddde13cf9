import StarBadge

/// The markup for one batch badge, as `--html`, `--html-fragments` and the
/// manifest carry it.
struct BatchMarkup {
    /// `<img src width height alt>` of the badge's main file (the light
    /// scale-1 file, else the light file of the smallest scale written).
    /// `width` and `height` are the badge's size at scale 1 (CSS pixels).
    /// With `loading="lazy" decoding="async"` unless the badge says not;
    /// inside `<a href>` when the badge has a link.
    let img: String
    /// The `<img>` with a srcset of every light file by scale, inside a
    /// `<picture>` with a `prefers-color-scheme: dark` source when dark
    /// variants were written. One line, or the `<picture>` element's four.
    let markup: String
    /// The form for mail, which ignores `srcset` and `<picture>`: one
    /// `<img>` of the light 2× PNG (else the largest light PNG) with the 1×
    /// `width` and `height`, never lazy; nil without a light PNG.
    let email: String?

    /// The markup of `badge` with URLs from `links`; nil without a light file.
    init?(_ badge: BatchBadge, links: MarkupLinks) {
        let urls = badge.files.map { links.url($0.path) }
        func files(dark: Bool, _ format: OutputSettings.Format) -> [Int] {
            badge.files.indices.filter { badge.files[$0].dark == dark && badge.files[$0].format == format }
        }
        let light = files(dark: false, .png)
        let svg = files(dark: false, .svg).first, darkSVG = files(dark: true, .svg).first
        guard let main = Self.mainFile(of: badge.files) else { return nil }
        func srcset(_ dark: Bool) -> String {
            files(dark: dark, .png).map { "\(urls[$0]) \(badge.files[$0].scale)x" }.joined(separator: ", ")
        }
        let sizeAndAlt = "width=\"\(badge.width)\" height=\"\(badge.height)\" alt=\"\(HTML.escape(badge.alt))\""
        let size = sizeAndAlt + (badge.lazy ? " loading=\"lazy\" decoding=\"async\">" : ">")
        let plainImg = "<img src=\"\(urls[main])\" " + size
        let full = light.isEmpty ? plainImg : "<img src=\"\(urls[main])\" srcset=\"\(srcset(false))\" " + size
        // Sources in the order a browser tries them: dark before light, SVG before PNG.
        var sources: [String] = []
        let dark = "media=\"(prefers-color-scheme: dark)\" "
        if let darkSVG { sources.append("<source \(dark)type=\"image/svg+xml\" srcset=\"\(urls[darkSVG])\">") }
        if !files(dark: true, .png).isEmpty { sources.append("<source \(dark)srcset=\"\(srcset(true))\">") }
        if let svg, !light.isEmpty { sources.append("<source type=\"image/svg+xml\" srcset=\"\(urls[svg])\">") }
        let plainMarkup = sources.isEmpty ? full : "<picture>\n" + sources.map { "  " + $0 + "\n" }.joined() + "  \(full)\n</picture>"
        img = Self.linked(plainImg, to: badge.link)
        markup = Self.linked(plainMarkup, to: badge.link)
        email = Self.emailFile(of: badge.files).map {
            Self.linked("<img src=\"\(urls[$0])\" " + sizeAndAlt + ">", to: badge.link)
        }
    }

    /// `element` inside `<a href>` to `link` (the URL HTML-escaped), or as it is without one.
    static func linked(_ element: String, to link: BadgeLink?) -> String {
        guard let link else { return element }
        return "<a href=\"\(HTML.escape(link.url))\">" + element + "</a>"
    }

    /// The index in `files` of the file the `<img>` shows: the light scale-1
    /// PNG, else the light PNG of the smallest scale written, else the light
    /// SVG; nil without a light file.
    static func mainFile(of files: [BatchFile]) -> Int? {
        let light = files.indices.filter { !files[$0].dark && files[$0].format == .png }
        return light.first(where: { files[$0].scale == 1 }) ?? light.first
            ?? files.indices.first(where: { !files[$0].dark && files[$0].format == .svg })
    }

    /// The index of the file the email form shows: the light 2× PNG, else
    /// the light PNG of the largest scale written; nil without a light PNG.
    static func emailFile(of files: [BatchFile]) -> Int? {
        let light = files.indices.filter { !files[$0].dark && files[$0].format == .png }
        return light.first(where: { files[$0].scale == 2 }) ?? light.max(by: { files[$0].scale < files[$1].scale })
    }

    /// The comment that starts each entry's snippet in the `--html` file
    /// ("--" in a name is written "- -", so the comment cannot end early).
    static func comment(name: String) -> String {
        "<!-- \(name.replacing("--", with: "- -")) -->"
    }
}
