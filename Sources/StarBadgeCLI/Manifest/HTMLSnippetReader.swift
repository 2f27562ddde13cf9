import StarUnicode

/// A `batch --html` file read one entry's snippet at a time: its
/// `<!-- name -->` line and the markup lines after it, up to the next such
/// line. (No markup line starts with "<!--": alt texts have '<' escaped.)
final class HTMLSnippetReader {
    let path: String
    private let lines: LineReader
    /// The next snippet's comment line, read ahead.
    private var comment: [UInt8]?
    private var started = false

    init(path: String) throws(CLIError) {
        self.path = path
        lines = try LineReader(path: path)
    }

    /// The next snippet's bytes (each line with its '\n'), after checking
    /// that its comment is `expectedComment`; throws when the file has no
    /// more snippets or another entry's.
    func next(expectedComment: String) throws(CLIError) -> [UInt8] {
        if !started {
            started = true
            comment = try lines.next().map(Array.init)
        }
        guard let comment else {
            throw CLIError.badData("\(Echo.value(path)): has no snippet for \(expectedComment); give each shard's --html with its manifest, in the same order")
        }
        guard comment.elementsEqual(expectedComment.utf8), comment.starts(with: Array("<!-- ".utf8)) else {
            throw CLIError.badData("\(Echo.value(path)): line \(lines.lineNumber): expected the snippet \(expectedComment), "
                                   + "found '\(Echo.value(String(decoding: comment.prefix(200), as: UTF8.self)))' "
                                   + "(give each --shard-html in the order of the shard manifests)")
        }
        var snippet = comment + [0x0A]
        self.comment = nil
        while let line = try lines.next() {
            if line.starts(with: Array("<!--".utf8)) { self.comment = Array(line); break }
            snippet += line
            snippet.append(0x0A)
        }
        return snippet
    }

    /// Throws unless every snippet was read.
    func finish() throws(CLIError) {
        if !started { comment = try lines.next().map(Array.init); started = true }
        if comment != nil {
            throw CLIError.badData("\(Echo.value(path)): line \(lines.lineNumber): a snippet its manifest does not list")
        }
    }
}
