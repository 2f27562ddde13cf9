/// Collects what a batch reports, entry by entry in input order, in spool
/// files rather than memory: the manifest's entries and errors, the HTML
/// snippets and the error messages for standard error. When the batch ends,
/// the messages are printed and the manifest and HTML written (only if
/// changed), exactly as if they had been built from every outcome at once.
final class BatchReportWriter {
    private let source: String
    private let outDir: String
    private let htmlPath: String?
    private let folder: String
    private var manifestEntries: Spooled?
    private var manifestErrors: Spooled?
    private var html: Spooled?
    private var messages: Spooled?

    /// A spool and how many items it holds.
    private struct Spooled {
        let file: SpoolFile
        var items = 0
    }

    /// `folder`: where the spool files go (the output folder: it is writable and has room).
    init(source: String, outDir: String, manifest: Bool, htmlPath: String?, folder: String) {
        self.source = source
        self.outDir = outDir
        self.htmlPath = htmlPath
        self.folder = folder
        if manifest {
            manifestEntries = Spooled(file: SpoolFile(in: folder))
            manifestErrors = Spooled(file: SpoolFile(in: folder))
        }
        if htmlPath != nil { html = Spooled(file: SpoolFile(in: folder)) }
    }

    /// How each outcome reads in the reports: `lines(for:)` may run on any
    /// thread, so that the formatting happens in parallel with the rendering.
    var format: Format { Format(source: source, outDir: outDir, htmlPath: htmlPath, manifest: manifestEntries != nil) }

    struct Format: Sendable {
        let source: String
        let outDir: String
        let htmlPath: String?
        let manifest: Bool
        /// The HTML's way to the output folder, worked out once.
        private let outDirPrefix: String?

        init(source: String, outDir: String, htmlPath: String?, manifest: Bool) {
            self.source = source
            self.outDir = outDir
            self.htmlPath = htmlPath
            self.manifest = manifest
            outDirPrefix = htmlPath.map { FilePaths.relativePrefix(ofFilesIn: outDir, fromDirectoryOf: $0) }
        }

        func lines(for outcome: BatchOutcome) -> Lines {
            switch outcome {
            case .done(let name, let alt, let width, let height, let files, let fonts):
                return Lines(manifestItem: manifest ? BatchReport.manifestItem(name: name, alt: alt, files: files, fonts: fonts) : nil,
                             html: htmlPath.flatMap { htmlPath in
                                 BatchReport.htmlSnippet(name: name, alt: alt, width: width, height: height, files: files,
                                                         outDir: outDir, htmlPath: htmlPath, outDirPrefix: outDirPrefix)
                             })
            case .failed(let location, let name, let message, _):
                let who = name.map { " (name '\($0)')" } ?? ""
                return Lines(manifestError: manifest ? BatchReport.manifestError(location: location, name: name, message: message) : nil,
                             message: "\(source): \(location)\(who): \(message)\n")
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
        if let item = lines.manifestItem { Self.append(item: item, to: &manifestEntries) }
        if let item = lines.manifestError { Self.append(item: item, to: &manifestErrors) }
        if let snippet = lines.html { html?.file.append(snippet) }
        if let message = lines.message {
            if messages == nil { messages = Spooled(file: SpoolFile(in: folder)) }
            messages?.file.append(message)
        }
    }

    /// Items of a JSON list, as `BatchReport` formats them: "[\n" item ",\n" item ... "\n  ]".
    private static func append(item: String, to spooled: inout Spooled?) {
        spooled?.file.append((spooled?.items == 0 ? "[\n" : ",\n") + item)
        spooled?.items += 1
    }

    /// Writes the error messages to standard error, in input order.
    func printMessages(to console: Console) throws(CLIError) {
        guard let messages else { return }
        var pending: [UInt8] = []
        let failure = FileContent([.spool(messages.file)]).forEachPiece { piece in
            pending.append(contentsOf: piece)
            // Whole lines only, so that no character is cut in two.
            guard let lastLine = pending.lastIndex(of: 0x0A) else { return nil }
            console.writeError(String(decoding: pending[...lastLine], as: UTF8.self))
            pending.removeFirst(lastLine + 1)
            return nil
        }
        if let failure { throw .io(failure) }
        if !pending.isEmpty { console.writeError(String(decoding: pending, as: UTF8.self)) }
    }

    /// {"entries": [...], "errors": [...]}.
    var manifest: FileContent? {
        guard let manifestEntries, let manifestErrors else { return nil }
        func list(_ spooled: Spooled) -> [FileContent.Part] {
            spooled.items == 0 ? [.bytes(Array("[]".utf8))] : [.spool(spooled.file), .bytes(Array("\n  ]".utf8))]
        }
        return FileContent([.bytes(Array("{\n  \"entries\": ".utf8))] + list(manifestEntries)
                           + [.bytes(Array(",\n  \"errors\": ".utf8))] + list(manifestErrors) + [.bytes(Array("\n}\n".utf8))])
    }

    /// The HTML snippets, one per entry that wrote a file.
    var htmlContent: FileContent? {
        html.map { FileContent([.spool($0.file)]) }
    }
}
