/// Where a render's preview is drawn, and how many columns it may take.
///
/// Standard output carries one stream: the preview goes there only when the
/// image does not. When the image goes to standard output (`-o -`, or no
/// `-o` with standard output not a terminal), an asked-for preview goes to
/// standard error if that is a terminal, and is refused (a usage error,
/// before anything is written) otherwise.
struct PreviewPlacement: Equatable {
    enum Stream: Equatable {
        case output, error

        var descriptor: Int32 { self == .output ? 1 : 2 }
    }

    let stream: Stream
    /// The width available, in character cells (at least 1).
    let columns: Int

    /// The placement for a render writing to `destination`; nil when no
    /// preview is shown. `asked`: `--preview` was given.
    static func choose(destination: OutputDestination, asked: Bool, console: Console,
                       command: String) throws(CLIError) -> PreviewPlacement? {
        switch destination {
        case .preview:
            return PreviewPlacement(stream: .output)
        case .file:
            return asked ? PreviewPlacement(stream: .output) : nil
        case .standardOutput:
            guard asked else { return nil }
            guard console.errorIsTerminal else {
                throw .usage("'--preview' cannot be shown: the image goes to standard output and standard error "
                             + "is not a terminal; write the image to a file (-o FILE) or leave out --preview",
                             command: command)
            }
            return PreviewPlacement(stream: .error)
        }
    }

    /// The terminal's width on `stream`; when that is not a terminal,
    /// `COLUMNS` (a whole number from 1 to 10,000), else 80.
    init(stream: Stream, columns: Int? = nil) {
        self.stream = stream
        self.columns = columns ?? POSIX.terminalColumns(stream.descriptor) ?? Self.environmentColumns ?? 80
    }

    /// `COLUMNS`, when it holds a usable width.
    private static var environmentColumns: Int? {
        guard let text = POSIX.environment(["COLUMNS"])["COLUMNS"], let value = Int(text),
              (1...10_000).contains(value) else { return nil }
        return value
    }

    /// Writes the preview's text to its stream.
    func write(_ text: String, console: Console) throws(CLIError) {
        switch stream {
        case .output: try console.writeOutput(text)
        case .error: console.writeError(text)
        }
    }
}
