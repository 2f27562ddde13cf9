/// The manifest items and HTML snippets of a batch's entries, one entry at a
/// time (`BatchReportWriter` puts them together in input order).
enum BatchReport {
    /// {"name", "file", "width", "height", "alt", "variants", "dark", "fonts"}
    /// for a finished entry (indented as an item of the manifest's
    /// "entries"), or nil when it wrote no file. "fonts": the font files its
    /// texts were set in, so the same bytes can be made again elsewhere.
    static func manifestItem(name: String, alt: String, files: [BatchFile], fonts: [String] = []) -> String? {
        func list(_ dark: Bool) -> String {
            "[" + files.filter { $0.dark == dark }.map { file in
                JSON.object([("scale", String(file.scale)), ("file", JSON.string(file.path)),
                             ("width", String(file.width)), ("height", String(file.height))])
            }.joined(separator: ", ") + "]"
        }
        guard let main = files.first else { return nil }
        var pairs = [("name", JSON.string(name)), ("file", JSON.string(main.path)),
                     ("width", String(main.width)), ("height", String(main.height)),
                     ("alt", JSON.string(alt)), ("variants", list(false))]
        if files.contains(where: \.dark) { pairs.append(("dark", list(true))) }
        if !fonts.isEmpty { pairs.append(("fonts", "[" + fonts.map(JSON.string).joined(separator: ", ") + "]")) }
        return "    " + JSON.object(pairs)
    }

    /// {"location", "name", "message"} for a failed entry (an item of the manifest's "errors").
    static func manifestError(location: String, name: String?, message: String) -> String {
        "    " + JSON.object([("location", JSON.string(location)), ("name", name.map(JSON.string) ?? "null"),
                              ("message", JSON.string(message))])
    }

    /// One `<img>` (with srcset for scale variants), or a `<picture>` with a
    /// dark-scheme source when dark variants exist; nil without a light file.
    static func htmlSnippet(name: String, alt: String, width: Int, height: Int, files: [BatchFile],
                            outDir: String, htmlPath: String, outDirPrefix: String? = nil) -> String? {
        guard let main = files.first(where: { !$0.dark && $0.scale == 1 }) ?? files.first(where: { !$0.dark }) else { return nil }
        func url(_ file: BatchFile) -> String {
            // `outDirPrefix` (`FilePaths.relativePrefix` of the output folder) saves the path arithmetic.
            let relative = if let outDirPrefix, !file.path.contains("/") { outDirPrefix + file.path } else {
                FilePaths.relative(outDir + "/" + file.path, fromDirectoryOf: htmlPath)
            }
            return HTML.escape(URLPath.encode(relative))
        }
        func srcset(_ dark: Bool) -> String {
            files.filter { $0.dark == dark }.map { "\(url($0)) \($0.scale)x" }.joined(separator: ", ")
        }
        let img = "<img src=\"\(url(main))\" srcset=\"\(srcset(false))\" width=\"\(width)\" "
            + "height=\"\(height)\" alt=\"\(HTML.escape(alt))\">"
        var out = "<!-- \(name.replacing("--", with: "- -")) -->\n"
        if files.contains(where: \.dark) {
            out += "<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(srcset(true))\">\n  \(img)\n</picture>\n"
        } else {
            out += img + "\n"
        }
        return out
    }
}
