import StarUnicode
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarSupport

/// Every file a command will write, checked as a whole before the first is
/// written: no output may be an input (compared by device and inode, so a
/// symlink or another spelling of the path is caught) or another output, or
/// go into a folder that does not exist. A command that fails the check
/// writes nothing at all.
struct OutputPlan {
    /// One planned output: the option that names it (for messages: its
    /// long name, or the argument's for the command's input) and its path.
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
    mutating func write(_ path: String, option: OptionName) throws(CLIError) {
        guard !path.isEmpty, path != "-" else {
            throw .usage("'--\(option)' needs a file name ('-', standard output, is only for -o)", command: command)
        }
        outputs.append(Output(option: option.rawValue, path: path))
    }

    /// Notes a folder the command makes itself (and so its parents).
    mutating func willMake(folder: String) {
        var path = Self.absolute(folder)
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
    /// `path` when the caller has it). The same file however spelt: the same
    /// path, the same file (device and inode, so also a hard link), or the
    /// same name in the same folder (device and inode of the folder: a
    /// relative and an absolute path, a folder reached through a link or
    /// "..", a planned file not made yet, or a link at the planned path).
    /// Only that last test touches the disk (one stat of the folder), and
    /// only for a path whose last component a planned file shares.
    func clash(with path: String, identity: [UInt64]?) -> Output? {
        // A last component no planned file has (nor, then, any planned
        // path): only a link to a planned file can clash. A batch asks this
        // for every file it writes, and normalizing costs more than the write.
        let name = FilePaths.name(path)
        if !name.isEmpty && name != "." && reservedByName[name] == nil {
            return identity.flatMap { reservedByIdentity[$0] }
        }
        let normalized = FilePaths.normalized(path)
        if let output = reservedByPath[normalized] { return output }
        if let identity, let output = reservedByIdentity[identity] { return output }
        guard let named = reservedByName[FilePaths.name(normalized)],
              let folder = Self.identity(Self.folder(of: normalized)) else { return nil }
        return named.first { ($0.folder ?? Self.identity(Self.folder(of: $0.path))) == folder }?.output
    }

    private var reservedByPath: [String: Output] = [:]
    private var reservedByIdentity: [[UInt64]: Output] = [:]
    /// Planned files by last component, with their folder's identity when it
    /// existed at `freeze()` (else it is taken when needed: a folder the
    /// command makes).
    private var reservedByName: [String: [(output: Output, path: String, folder: [UInt64]?)]] = [:]

    /// Takes the identities of the planned files, for `clash(with:identity:)`.
    mutating func freeze() {
        for output in reserved {
            let normalized = FilePaths.normalized(output.path)
            reservedByPath[normalized] = output
            if let identity = Self.identity(output.path) { reservedByIdentity[identity] = output }
            // Where a write following links lands, too: a link to a file not made yet.
            for spelling in Set([normalized, FilePaths.normalized(Self.landing(output.path))]) {
                reservedByName[FilePaths.name(spelling), default: []].append((output, spelling, Self.identity(Self.folder(of: spelling))))
            }
        }
    }

    /// Notes a file the command reads, which no output may replace.
    mutating func read(_ path: String, option: OptionName) { read(path, argument: option.rawValue) }

    /// Notes a file the command reads by the argument `argument` names (an
    /// option, or the command's input), which no output may replace.
    mutating func read(_ path: String, argument: String) {
        guard !path.isEmpty, path != "-" else { return }
        inputs.append(Output(option: argument, path: path))
    }

    /// Throws at the first conflict, before anything is written: an output
    /// that is a folder; a device, pipe or socket among several outputs
    /// (written in place, it cannot be replaced together with the others,
    /// and a file named after it would land beside the device); a folder
    /// that does not exist or cannot be written; an output that is another
    /// output or an input.
    func check() throws(CLIError) {
        for (index, output) in outputs.enumerated() {
            let folder = FilePaths.directory(output.path).isEmpty ? "." : FilePaths.directory(output.path)
            guard POSIX.targetKind(folder) == .directory || foldersToMake.contains(Self.absolute(folder)) else {
                throw .cannotWrite(path: output.path, reason: "the folder '\(Echo.value(folder))' does not exist ('--\(output.option)')")
            }
            switch POSIX.targetKind(output.path) {
            case .directory:
                throw .cannotWrite(path: output.path, reason: "it is a folder ('--\(output.option)')")
            case .other where outputs.count > 1:
                throw .cannotWrite(path: output.path, reason: "it is a device, pipe or socket, and this run writes \(outputs.count) files "
                                   + "(\(outputs.map { FilePaths.name($0.path) }.joined(separator: ", "))): give a regular file ('--\(output.option)')")
            default:
                break
            }
            if POSIX.targetKind(folder) == .directory, access(folder, W_OK | X_OK) != 0 {
                let why = String(cString: strerror(errno))
                throw .cannotWrite(path: output.path, reason: "the folder '\(Echo.value(folder))' cannot be written: \(why) ('--\(output.option)')")
            }
            for earlier in outputs[..<index] where Self.same(earlier.path, output.path) {
                throw .usage("'--\(output.option) \(Echo.value(output.path))' is the same file as '--\(earlier.option) \(earlier.path)'; "
                             + "give each output its own file", command: command)
            }
            for input in inputs where Self.same(input.path, output.path) {
                throw .usage("'--\(output.option) \(Echo.value(output.path))' would replace the input '\(Echo.value(input.path))' (--\(input.option))",
                             command: command)
            }
        }
    }

    /// Whether two paths name one file: the same device and inode when the
    /// file (or the target of a link) exists, else the same name in the same
    /// folder where writing them lands (by the folder's device and inode when
    /// it exists, else the same absolute normalised path).
    static func same(_ a: String, _ b: String) -> Bool {
        if let x = identity(a), let y = identity(b) { return x == y }
        let x = FilePaths.normalized(landing(a)), y = FilePaths.normalized(landing(b))
        guard FilePaths.name(x) == FilePaths.name(y) else { return false }
        if let folderX = identity(folder(of: x)), let folderY = identity(folder(of: y)) { return folderX == folderY }
        return absolute(x) == absolute(y)
    }

    /// Where writing `path` following links lands: the end of a chain of
    /// links (a file perhaps not made yet), else `path` itself.
    private static func landing(_ path: String) -> String {
        POSIX.kind(path) == .symlink ? FileCalls.linkTarget(path) ?? path : path
    }

    /// The folder a normalised path's last component is in ("." for a bare name).
    private static func folder(of normalized: String) -> String {
        let folder = FilePaths.directory(normalized)
        return folder.isEmpty ? "." : folder
    }

    /// `path` normalised and made absolute against the working folder.
    private static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return FilePaths.normalized(path) }
        guard let folder = POSIX.currentDirectory else { return FilePaths.normalized(path) }
        return FilePaths.normalized(folder + "/" + path)
    }

    /// Device and inode of an existing file (a symlink's target).
    static func identity(_ path: String) -> [UInt64]? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino)]
    }
}
