/// How markup in one file refers to the badges in a batch's output folder:
/// by a path relative to that file's folder (`--html`, each fragment and the
/// manifest each from where they are), or, with `--base-url`, by that URL
/// followed by the badge's path in the output folder, the same from anywhere.
struct MarkupLinks: Sendable {
    let outDir: String
    /// The file the markup goes in.
    let holder: String
    /// `--base-url`, ending in '/', HTML-escaped.
    private let baseURL: String?
    /// The way from `holder`'s folder to each sub-folder of the output
    /// folder ("" for the folder itself), worked out once per sub-folder.
    private let prefixes: FolderPrefixes

    init(outDir: String, holder: String, baseURL: String?) {
        self.outDir = outDir
        self.holder = holder
        self.baseURL = baseURL.map(HTML.escape)
        prefixes = FolderPrefixes(outDir: outDir, holder: holder)
    }

    /// The URL of `path` (relative to the output folder), percent-encoded
    /// and HTML-escaped, ready for src and srcset. (A percent-encoded path
    /// has no character HTML would escape: `URLPath.encode` keeps only
    /// letters, digits, "-._~/@" and '%'.)
    func url(_ path: String) -> String {
        if let baseURL { return baseURL + URLPath.encode(path) }
        guard let slash = path.lastIndex(of: "/") else { return URLPath.encode(prefixes.prefix(of: "") + path) }
        let folder = String(path[..<slash])
        return URLPath.encode(prefixes.prefix(of: folder) + path[path.index(after: slash)...])
    }

    /// `--base-url` checked: something a src or srcset can carry as it is
    /// (no spaces, controls, quotes, angle brackets or commas) and what
    /// `BaseURL` accepts (http(s), a path or /), made to end in '/'.
    static func baseURL(_ read: ValueReader) throws(CLIError) -> String? {
        guard let text = read.string("base-url") else { return nil }
        if text.isEmpty { throw read.invalid("base-url", text, "give a URL such as /badges/ or https://example.com/badges/") }
        if let bad = text.unicodeScalars.first(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
                || "\"'<>,\\".unicodeScalars.contains($0) }) {
            throw read.invalid("base-url", text, "a URL cannot hold '\(bad.escaped(asASCII: true))' here; percent-encode it")
        }
        if let problem = BaseURL.problem(in: text) { throw read.invalid("base-url", text, problem) }
        return text.hasSuffix("/") ? text : text + "/"
    }
}
