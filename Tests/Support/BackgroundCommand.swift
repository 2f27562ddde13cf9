import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `starbadge` executable running in the background, so a test can
/// watch what it does and send it a signal part way through.
public final class BackgroundCommand: @unchecked Sendable {
    /// How the process ended.
    public struct Ending: Sendable, CustomStringConvertible {
        /// The exit status, or the signal number when `bySignal`.
        public let status: Int32
        /// True when an uncaught signal ended the process (it did not exit itself).
        public let bySignal: Bool
        public let error: String

        /// The status a shell reports: the exit status, or 128 + signal.
        public var shellStatus: Int32 { bySignal ? 128 + status : status }
        public var description: String {
            (bySignal ? "killed by signal \(status)" : "exit status \(status)") + "; stderr: \(error)"
        }
    }

    private let process = Process()
    private let errorPipe = Pipe()
    private let drained = DispatchGroup()
    private var errorData = Data()

    /// Starts `starbadge` with `arguments` in `directory`; standard output is discarded.
    public init(_ arguments: [String], in directory: URL) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        try process.run()
        drained.enter()
        let handle = errorPipe.fileHandleForReading
        DispatchQueue.global().async {
            self.errorData = handle.readDataToEndOfFile()
            self.drained.leave()
        }
    }

    public var processIdentifier: Int32 { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` (e.g. SIGINT, SIGTERM) to the process.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Stops the process (SIGSTOP) and waits until the kernel shows it
    /// stopped: what a test then looks at cannot change under it, and a
    /// signal sent before `resume()` is handled before the process runs on,
    /// so a run paused part way cannot finish before that signal. False when
    /// the process ended first. Follow it with `resume()` on every path.
    public func pause() -> Bool {
        kill(process.processIdentifier, SIGSTOP)
        return wait(upTo: 60) { ["T", "t"].contains(status(field: 0)) } && isRunning
    }

    /// Lets a paused process run on (SIGCONT).
    public func resume() {
        kill(process.processIdentifier, SIGCONT)
    }

    /// The processor time the process has used so far (user and system), in
    /// clock ticks (`sysconf(_SC_CLK_TCK)` a second): how far a computation
    /// with no other sign of progress has gone. Nil once it has ended.
    public var processorTicks: Int? {
        guard let user = status(field: 11).flatMap({ Int($0) }), let system = status(field: 12).flatMap({ Int($0) }) else { return nil }
        return user + system
    }

    /// A field of /proc/<pid>/stat after the command name (0: the state, 11: user time).
    private func status(field: Int) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let end = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: end)...].split(separator: " ")
        return field < fields.count ? String(fields[field]) : nil
    }

    /// Polls every 5 ms until `condition` holds or `timeout` seconds pass; true if it held.
    public func wait(upTo timeout: Double, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            if !process.isRunning { return condition() }
            usleep(5_000)
        }
        return condition()
    }

    /// Waits for the process to end.
    public func waitForEnd() -> Ending {
        process.waitUntilExit()
        drained.wait()
        return Ending(status: process.terminationStatus, bySignal: process.terminationReason == .uncaughtSignal,
                      error: String(decoding: errorData, as: UTF8.self))
    }
}
