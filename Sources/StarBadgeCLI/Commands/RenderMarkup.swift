import StarUnicode
import StarBadge

/// `render --markup html|md|email`: the snippet that shows the files
/// `render` wrote, printed on standard output — the `<picture>` with the
/// dark source and the scales' `srcset`, a README's form, or the mail form.
struct RenderMarkup {
    enum Form: String, CaseIterable {
        /// `<picture>` (or `<img>`) with `srcset`, `width`, `height` and `alt`, lazy.
        case html
        /// For a README: a Markdown image for one file; the HTML form (which
        /// Markdown keeps, and GitHub renders) for scales or a dark variant.
        case md
        /// The mail form: the 2× PNG at the 1× size, never lazy.
        case email
    }

    let form: Form
    /// The URL of the folder the files are published in, ending in '/'; nil: the paths as given.
    let baseURL: String?

    /// `--markup` and `--base-url`, or nil without `--markup`.
    init?(_ read: ValueReader, output: String?, format: OutputSettings.Format) throws(CLIError) {
        guard let form: Form = try read.optionalChoice(.markup) else {
            if read.string(.baseUrl) != nil { throw .usage("--base-url is for --markup: give --markup html, md or email", command: read.command) }
            return nil
        }
        guard let output, output != "-" else {
            throw .usage("--markup prints the snippet for the files written: give -o FILE", command: read.command)
        }
        if form == .email, format != .png {
            throw .usage("--markup email shows a PNG (mail clients refuse SVG): write '\(Echo.value(output))' as .png", command: read.command)
        }
        self.form = form
        baseURL = try MarkupLinks.baseURL(read)
        if form == .email, !MarkupLinks.isAbsolute(baseURL) {
            // A mail is read far from the site: a relative URL leads nowhere in any mail client.
            throw .usage("--markup email needs absolute image URLs (a mail client resolves no relative one): give "
                         + "--base-url https://HOST/PATH/ where the badge is published"
                         + (baseURL.map { " ('\(Echo.value($0))' is relative)" } ?? ""), command: read.command)
        }
    }

    /// The snippet for the files `render` wrote (each path as written).
    func snippet(for files: BadgeFiles, settings: OutputSettings) -> String {
        guard let markup = files.markup(alt: settings.altText, link: settings.link, lazy: form == .html, url: { url(of: $0.path) }) else {
            return ""
        }
        switch form {
        case .html: return markup.picture
        case .email: return markup.email ?? markup.img
        case .md:
            guard files.files.count == 1 else { return markup.picture }
            let image = "![\(Self.markdownEscaped(files.spec.altText(settings.altText)))](\(url(of: files.files[0].path).replacing(")", with: "%29")))"
            return settings.link.map { "[\(image)](\($0.url.replacing(")", with: "%29")))" } ?? image
        }
    }

    /// A file's URL: `--base-url` and its name, or its path as given, percent-encoded.
    private func url(of path: String) -> String {
        guard let baseURL else { return URLPath.encode(path) }
        return baseURL + URLPath.encode(FilePaths.name(path))
    }

    /// Alt text in Markdown's brackets: brackets and backslashes escaped.
    private static func markdownEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "[]\\".contains(character) { result.append("\\") }
            result.append(character == "\n" ? " " : character)
        }
        return result
    }
}
