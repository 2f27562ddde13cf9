import StarUnicode

/// Collects what a batch reports, entry by entry in input order, in spool
/// files rather than memory: the manifest's entries and errors, the HTML
/// snippets and the error messages for standard error. When the batch ends,
/// the messages are printed and the manifest and HTML written (only if
/// changed), exactly as if they had been built from every outcome at once.
final class BatchReportWriter {
    let format: Format
    private let folder: String
    /// The manifest's lines before "entries" (key and JSON value).
    private let header: [(key: String, value: String)]
    private var manifestEntries: SpooledJSONList?
    private var manifestErrors: SpooledJSONList?
    private var html: SpoolFile?
    private var messages: SpoolFile?

    /// `folder`: where the spool files go (the output folder: it is writable
    /// and has room). `header`: the manifest's members before "entries".
    init(format: Format, header: [(key: String, value: String)], folder: String) {
        self.format = format
        self.folder = folder
        self.header = header
        if format.manifest != nil {
            manifestEntries = SpooledJSONList(in: folder)
            manifestErrors = SpooledJSONList(in: folder)
        }
        if format.html != nil { html = SpoolFile(in: folder) }
    }

    /// How each outcome reads in the reports: `lines(for:)` may run on any
    /// thread, so that the formatting happens in parallel with the rendering.
    struct Format: Sendable {
        let source: String
        /// The links from the manifest and from the `--html` file, when they are written.
        let manifest: MarkupLinks?
        let html: MarkupLinks?
        /// `--email`: the `--html` file holds each entry's mail form.
        var mail = false

        func lines(for outcome: BatchOutcome) -> Lines {
            switch outcome {
            case .done(let badge):
                return Lines(manifestItem: manifest.flatMap { BatchReport.manifestItem(badge, links: $0) },
                             html: html.flatMap { BatchReport.htmlSnippet(badge, links: $0, mail: mail) })
            case .skipped:
                return Lines()
            case .failed(let index, let location, let name, let message, _):
                let who = name.map { " (name '\(Echo.value($0))')" } ?? ""
                return Lines(manifestError: manifest == nil ? nil
                                 : BatchReport.manifestError(index: index, location: location, name: name, message: message),
                             message: "\(Echo.value(source)): \(location)\(who): \(message)\n")
            }
        }
    }

    /// One outcome as it reads in each report.
    struct Lines: Sendable {
        var manifestItem: String? = nil
        var manifestError: String? = nil
        var html: String? = nil
        var message: String? = nil
    }

    /// Adds one entry's lines (entries must come in input order).
    func add(_ lines: Lines) {
        if let item = lines.manifestItem { manifestEntries?.append(item: item) }
        if let item = lines.manifestError { manifestErrors?.append(item: item) }
        if let snippet = lines.html { html?.append(snippet) }
        if let message = lines.message {
            if messages == nil { messages = SpoolFile(in: folder) }
            messages?.append(message)
        }
    }

    /// Writes the error messages to standard error, in input order.
    func printMessages(to console: Console) throws(CLIError) {
        guard let messages else { return }
        var pending: [UInt8] = []
        let failure = FileContent([.spool(messages)]).forEachPiece { piece in
            pending.append(contentsOf: piece)
            // Whole lines only, so that no character is cut in two.
            guard let lastLine = pending.lastIndex(of: 0x0A) else { return nil }
            console.writeMessage(String(decoding: pending[...lastLine], as: UTF8.self))
            pending.removeFirst(lastLine + 1)
            return nil
        }
        if let failure { throw .io(failure) }
        if !pending.isEmpty { console.writeMessage(String(decoding: pending, as: UTF8.self)) }
    }

    /// {header..., "entries": [...], "errors": [...]}.
    var manifest: FileContent? {
        guard let manifestEntries, let manifestErrors else { return nil }
        return SpooledJSONList.manifest(header: header, entries: manifestEntries, errors: manifestErrors)
    }

    /// The HTML snippets, one per entry that wrote a file.
    var htmlContent: FileContent? {
        html.map { FileContent([.spool($0)]) }
    }
}
