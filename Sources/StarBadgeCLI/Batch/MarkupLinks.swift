import StarBadge
/// How markup in one file refers to the badges in a batch's output folder:
/// by a path relative to that file's folder (`--html`, each fragment and the
/// manifest each from where they are), or, with `--base-url`, by that URL
/// followed by the badge's path in the output folder, the same from anywhere.
struct MarkupLinks: Sendable {
    private enum Base: Sendable {
        /// `--base-url`, ending in '/', HTML-escaped.
        case url(String)
        /// The way from the holder's folder to each sub-folder of the output
        /// folder ("" for the folder itself), worked out once per sub-folder.
        case relative(FolderPrefixes)
        /// The URL of the one folder every file linked to is in.
        case folder(String)
    }
    private let base: Base

    /// The links from the file `holder` to the files of `outDir`.
    init(outDir: String, holder: String, baseURL: String?) {
        base = baseURL.map { .url(HTML.escape($0)) } ?? .relative(FolderPrefixes(outDir: outDir, holder: holder))
    }

    /// The links of one entry's files (all in one folder) when the URL of
    /// that folder is known, as `url` wrote it in the entry's markup (`manifest
    /// merge` reads it back from a shard's markup); nil when `url` never
    /// writes it: not "" or a relative path of '/'-ended segments in the
    /// alphabet of `URLPath.encode`, nor an HTML-escaped `--base-url` (one
    /// `baseURL(_:)` takes) followed by such a path.
    init?(folderURL: String) {
        guard Self.isEncodedFolderPath(folderURL) || Self.isBaseURLAndFolder(folderURL) else { return nil }
        base = .folder(folderURL)
    }

    /// The URL of `path` (relative to the output folder), percent-encoded
    /// and HTML-escaped, ready for src and srcset. (A percent-encoded path
    /// has no character HTML would escape: `URLPath.encode` keeps only
    /// letters, digits, "-._~/@" and '%'.)
    func url(_ path: String) -> String {
        switch base {
        case .url(let baseURL):
            return baseURL + URLPath.encode(path)
        case .folder(let folderURL):
            return folderURL + URLPath.encode(FilePaths.name(path))
        case .relative(let prefixes):
            guard let slash = path.lastIndex(of: "/") else { return URLPath.encode(prefixes.prefix(of: "") + path) }
            let folder = String(path[..<slash])
            return URLPath.encode(prefixes.prefix(of: folder) + path[path.index(after: slash)...])
        }
    }

    /// Whether `baseURL` is an http(s) URL, what a mail client can follow
    /// (nil, a path or '/' lead nowhere from a mail).
    static func isAbsolute(_ baseURL: String?) -> Bool {
        guard let lowered = baseURL?.lowercased() else { return false }
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
    }

    /// `--base-url` checked: something a src or srcset can carry as it is
    /// (no spaces, controls, quotes, angle brackets or commas) and what
    /// `URLRule.base` accepts (http(s), a path or /), made to end in '/'.
    static func baseURL(_ read: ValueReader) throws(CLIError) -> String? {
        guard let text = read.string(.baseUrl) else { return nil }
        if let problem = problem(inBaseURL: text) { throw read.invalid(.baseUrl, text, problem) }
        return text.hasSuffix("/") ? text : text + "/"
    }

    /// What makes `text` no `--base-url`, or nil when it is one.
    static func problem(inBaseURL text: String) -> String? {
        if text.isEmpty { return "give a URL such as /badges/ or https://example.com/badges/" }
        if let bad = text.unicodeScalars.first(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F
                || "\"'<>,\\".unicodeScalars.contains($0) }) {
            return "a URL cannot hold '\(bad.escaped(asASCII: true))' here; percent-encode it"
        }
        return URLRule.base.problem(in: text)
    }

    /// "" or "a/../b%20c/": segments of `URLPath.encode`'s output (none
    /// empty or "."), each ended by '/', as a relative link's folder reads.
    private static func isEncodedFolderPath(_ text: String) -> Bool {
        if text.isEmpty { return true }
        guard text.hasSuffix("/") else { return false }
        return text.dropLast().split(separator: "/", omittingEmptySubsequences: false).allSatisfy { segment in
            !segment.isEmpty && segment != "." && URLPath.decode(segment).map(URLPath.encode) == String(segment)
        }
    }

    /// An HTML-escaped `--base-url` ending in '/', then maybe a folder path.
    private static func isBaseURLAndFolder(_ text: String) -> Bool {
        let unescaped = text.replacing("&amp;", with: "&")
        return text.hasSuffix("/") && HTML.escape(unescaped) == text && problem(inBaseURL: unescaped) == nil
    }
}
