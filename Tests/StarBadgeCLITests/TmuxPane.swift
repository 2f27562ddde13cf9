import Foundation
#if canImport(Glibc)
import Glibc
#endif
import StarBadgeTestSupport

/// A shell command run in a real terminal: a tmux server of its own with one
/// pane, `width` columns wide. `init` returns once the command has ended and
/// its pane is ready to capture: the pane signals a tmux channel after the
/// command, and the starting client waits on that channel (no polling; a
/// deadline only guards against a hang). The pane stays open until `close()`.
final class TmuxPane {
    private let socket = "starbadge-test-\(UUID().uuidString.prefix(8))"

    enum Failure: Error, CustomStringConvertible {
        case notDrawn(command: String, status: Int32)
        var description: String {
            switch self {
            case .notDrawn(let command, let status):
                "tmux ended with status \(status) (124: no end within 60 s) before the pane showed the end of: \(command)"
            }
        }
    }

    init(_ command: String, width: Int, height: Int) throws {
        // The pane says it is done, then keeps its text on screen for
        // capture-pane by reading its terminal, where nothing is typed, until
        // the server is killed (closing the terminal ends the read).
        let pane = command + "; tmux wait-for -S drawn; exec cat"
        let status = try Self.spawnAndWait(["/usr/bin/timeout", "60", "tmux", "-L", socket, "-f", "/dev/null",
                                            "new-session", "-d", "-x", "\(width)", "-y", "\(height)", pane,
                                            ";", "wait-for", "drawn"])
        guard status == 0 else {
            close()
            throw Failure.notDrawn(command: command, status: status)
        }
    }

    /// The pane's text (`capture-pane -p` and `extra` options, e.g. "-e" for colours).
    func capture(_ extra: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "-L", socket, "capture-pane", "-p"] + extra + ["-t", "0"]
        let pipe = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// Ends the server and the pane's command.
    func close() {
        _ = try? Self.spawnAndWait(["/usr/bin/env", "tmux", "-L", socket, "kill-server"])
    }

    /// Runs `arguments` (the first an absolute path) to its end and returns
    /// its exit status. Spawned directly, with /dev/null for its standard
    /// streams, no other descriptor of this process and default signals,
    /// and waited for by pid: the server the tmux client starts outlives it
    /// and must hold nothing a test (or Foundation's exit watch) waits on.
    private static func spawnAndWait(_ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        try closeFrom(3, in: &actions)
        // No blocked or ignored signal either: a worker thread of the test
        // process blocks most signals, and a server started with SIGTERM
        // blocked ignores kill-server (which is its own SIGTERM).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, &argv, environ)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Adds glibc's "close every descriptor from `lowest` on" to `actions`
    /// (`posix_spawn_file_actions_addclosefrom_np`, glibc 2.34, which Swift's
    /// Glibc module does not declare: looked up by name).
    private static func closeFrom(_ lowest: Int32, in actions: inout posix_spawn_file_actions_t) throws {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else {
            throw POSIXError(.ENOSYS)
        }
        let result = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, lowest)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EIO) }
    }
}
