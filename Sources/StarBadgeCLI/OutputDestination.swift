/// Where a command writes its PNG: a file (written atomically, left alone
/// when it already holds the same bytes) or standard output.
enum OutputDestination {
    case file(String)
    case standardOutput

    /// From the `-o/--output` value: "-" is standard output; no value means
    /// standard output unless that is a terminal (PNG bytes would garble it).
    init(_ value: String?, console: Console, command: String) throws(CLIError) {
        switch value {
        case "-":
            self = .standardOutput
        case nil:
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
        }
    }
}
