/// The markup for one batch badge, as `--html`, `--html-fragments` and the
/// manifest carry it.
enum BatchMarkup {
    /// `<img src width height alt>` of the badge's main file (the light
    /// scale-1 file, else the light file of the smallest scale written).
    /// `width` and `height` are the badge's size at scale 1 (CSS pixels).
    static func img(_ badge: BatchBadge, links: MarkupLinks) -> String? {
        guard let main = mainFile(of: badge.files) else { return nil }
        return "<img src=\"\(links.url(main.path))\" width=\"\(badge.width)\" height=\"\(badge.height)\" "
            + "alt=\"\(HTML.escape(badge.alt))\">"
    }

    /// The `<img>` with a srcset of every light file by scale, inside a
    /// `<picture>` with a `prefers-color-scheme: dark` source when dark
    /// variants were written; nil without a light file. One line, or the
    /// `<picture>` element's four.
    static func markup(_ badge: BatchBadge, links: MarkupLinks) -> String? {
        guard let main = mainFile(of: badge.files) else { return nil }
        func srcset(_ dark: Bool) -> String {
            badge.files.filter { $0.dark == dark }.map { "\(links.url($0.path)) \($0.scale)x" }.joined(separator: ", ")
        }
        let img = "<img src=\"\(links.url(main.path))\" srcset=\"\(srcset(false))\" width=\"\(badge.width)\" "
            + "height=\"\(badge.height)\" alt=\"\(HTML.escape(badge.alt))\">"
        guard badge.files.contains(where: \.dark) else { return img }
        return "<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(srcset(true))\">\n  \(img)\n</picture>"
    }

    /// The comment that starts each entry's snippet in the `--html` file
    /// ("--" in a name is written "- -", so the comment cannot end early).
    static func comment(name: String) -> String {
        "<!-- \(name.replacing("--", with: "- -")) -->"
    }

    private static func mainFile(of files: [BatchFile]) -> BatchFile? {
        files.first(where: { !$0.dark && $0.scale == 1 }) ?? files.first(where: { !$0.dark })
    }
}
