/// Where a command writes its image: a file (written atomically, left alone
/// when it already holds the same bytes), standard output, or a preview in
/// the terminal.
enum OutputDestination: Equatable {
    case file(String)
    case standardOutput
    /// Standard output is a terminal and no file was named: show the badge there.
    case preview

    /// From the `-o/--output` value: "-" is standard output; no value means
    /// standard output unless that is a terminal (image bytes would garble
    /// it): then a preview where the command shows one, else an error.
    init(_ value: String?, console: Console, command: String, previews: Bool = false) throws(CLIError) {
        switch value {
        case "-":
            self = .standardOutput
        case nil:
            if previews, console.outputIsTerminal {
                self = .preview
                return
            }
            guard !console.outputIsTerminal else {
                throw .usage("no output file: give '-o <file>' (or '-o -' to write the PNG to standard output)",
                             command: command)
            }
            self = .standardOutput
        case let path?:
            guard !path.isEmpty else {
                throw .usage("invalid value '' for '--output': the file name is empty", command: command)
            }
            self = .file(path)
        }
    }

    func write(_ bytes: [UInt8], console: Console) throws(CLIError) {
        switch self {
        case .file(let path): _ = try AtomicFile.writeIfChanged(bytes, to: path)
        case .standardOutput: try console.writeOutput(bytes)
        case .preview: break
        }
    }
}
