#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file a command will write, checked as a whole before the first is
/// written: no output may be an input (compared by device and inode, so a
/// symlink or another spelling of the path is caught) or another output, or
/// go into a folder that does not exist. A command that fails the check
/// writes nothing at all.
struct OutputPlan {
    /// One planned output: the option that names it (for messages) and its path.
    struct Output {
        let option: String
        let path: String
    }

    private(set) var outputs: [Output] = []
    private(set) var inputs: [Output] = []
    /// Folders the command makes before writing (a batch's --out-dir and its parents).
    private var foldersToMake: Set<String> = []
    let command: String

    init(command: String) { self.command = command }

    /// Plans `path` for `option`. `-` (standard output) is refused: these
    /// outputs are files.
    mutating func write(_ path: String, option: String) throws(CLIError) {
        guard !path.isEmpty, path != "-" else {
            throw .usage("'--\(option)' needs a file name ('-', standard output, is only for -o)", command: command)
        }
        outputs.append(Output(option: option, path: path))
    }

    /// Notes a folder the command makes itself (and so its parents).
    mutating func willMake(folder: String) {
        var path = FilePaths.normalized(folder)
        while !path.isEmpty && path != "/" {
            foldersToMake.insert(path)
            guard let slash = path.lastIndex(of: "/") else { break }
            path = String(path[..<slash])
        }
    }

    /// Every planned output and input, which a file written later (a batch's badges) must not be.
    var reserved: [Output] { outputs + inputs }

    /// The planned output or input `path` would replace, if any (every
    /// planned file's identity is taken once; `identity` is the file at
    /// `path` when the caller has it, so no call here touches the disk).
    func clash(with path: String, identity: [UInt64]?) -> Output? {
        let normalized = FilePaths.normalized(path)
        if let output = reservedByPath[normalized] { return output }
        return identity.flatMap { reservedByIdentity[$0] }
    }

    private var reservedByPath: [String: Output] = [:]
    private var reservedByIdentity: [[UInt64]: Output] = [:]

    /// Takes the identities of the planned files, for `clash(with:identity:)`.
    mutating func freeze() {
        for output in reserved {
            reservedByPath[FilePaths.normalized(output.path)] = output
            if let identity = Self.identity(output.path) { reservedByIdentity[identity] = output }
        }
    }

    /// Notes a file the command reads, which no output may replace.
    mutating func read(_ path: String, option: String) {
        guard !path.isEmpty, path != "-" else { return }
        inputs.append(Output(option: option, path: path))
    }

    /// Throws at the first conflict, before anything is written.
    func check() throws(CLIError) {
        for (index, output) in outputs.enumerated() {
            let folder = FilePaths.directory(output.path).isEmpty ? "." : FilePaths.directory(output.path)
            guard POSIX.targetKind(folder) == .directory || foldersToMake.contains(FilePaths.normalized(folder)) else {
                throw .cannotWrite(path: output.path, reason: "the folder '\(folder)' does not exist ('--\(output.option)')")
            }
            for earlier in outputs[..<index] where Self.same(earlier.path, output.path) {
                throw .usage("'--\(output.option) \(output.path)' is the same file as '--\(earlier.option) \(earlier.path)'; "
                             + "give each output its own file", command: command)
            }
            for input in inputs where Self.same(input.path, output.path) {
                throw .usage("'--\(output.option) \(output.path)' would replace the input '\(input.path)' (--\(input.option))",
                             command: command)
            }
        }
    }

    /// Whether two paths name one file: the same device and inode when the
    /// file (or the target of a link) exists, else the same normalised path.
    static func same(_ a: String, _ b: String) -> Bool {
        if let x = identity(a), let y = identity(b) { return x == y }
        return FilePaths.normalized(a) == FilePaths.normalized(b)
    }

    /// Device and inode of an existing file (a symlink's target).
    static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
