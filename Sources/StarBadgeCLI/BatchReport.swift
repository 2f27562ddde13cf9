/// The manifest and HTML snippets written after a batch, in input order.
enum BatchReport {
    /// {"entries": [{name, file, width, height, alt, variants, dark}], "errors": [{location, name, message}]}
    static func manifest(_ outcomes: [BatchOutcome]) -> String {
        var entries: [String] = [], errors: [String] = []
        for outcome in outcomes {
            switch outcome {
            case .done(let name, let alt, _, _, let files):
                func list(_ dark: Bool) -> String {
                    "[" + files.filter { $0.dark == dark }.map { file in
                        JSON.object([("scale", String(file.scale)), ("file", JSON.string(file.path)),
                                     ("width", String(file.width)), ("height", String(file.height))])
                    }.joined(separator: ", ") + "]"
                }
                guard let main = files.first else { continue }
                var pairs = [("name", JSON.string(name)), ("file", JSON.string(main.path)),
                             ("width", String(main.width)), ("height", String(main.height)),
                             ("alt", JSON.string(alt)), ("variants", list(false))]
                if files.contains(where: \.dark) { pairs.append(("dark", list(true))) }
                entries.append("    " + JSON.object(pairs))
            case .failed(let location, let name, let message, _):
                errors.append("    " + JSON.object([("location", JSON.string(location)),
                                                     ("name", name.map(JSON.string) ?? "null"),
                                                     ("message", JSON.string(message))]))
            }
        }
        func block(_ items: [String]) -> String { items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]" }
        return "{\n  \"entries\": \(block(entries)),\n  \"errors\": \(block(errors))\n}\n"
    }

    /// One `<img>` per entry (with srcset for scale variants), or a
    /// `<picture>` with a dark-scheme source when dark variants exist.
    static func html(_ outcomes: [BatchOutcome], outDir: String, htmlPath: String) -> String {
        var out = ""
        for case .done(let name, let alt, let width, let height, let files) in outcomes {
            guard let main = files.first(where: { !$0.dark && $0.scale == 1 }) ?? files.first(where: { !$0.dark }) else { continue }
            func url(_ file: BatchFile) -> String {
                HTML.escape(URLPath.encode(FilePaths.relative(outDir + "/" + file.path, fromDirectoryOf: htmlPath)))
            }
            func srcset(_ dark: Bool) -> String {
                files.filter { $0.dark == dark }.map { "\(url($0)) \($0.scale)x" }.joined(separator: ", ")
            }
            let img = "<img src=\"\(url(main))\" srcset=\"\(srcset(false))\" width=\"\(width)\" "
                + "height=\"\(height)\" alt=\"\(HTML.escape(alt))\">"
            out += "<!-- \(name.replacing("--", with: "- -")) -->\n"
            if files.contains(where: \.dark) {
                out += "<picture>\n  <source media=\"(prefers-color-scheme: dark)\" srcset=\"\(srcset(true))\">\n  \(img)\n</picture>\n"
            } else {
                out += img + "\n"
            }
        }
        return out
    }
}
