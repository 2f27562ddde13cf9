import StarSupport
import StarBadge

/// What one run of `starbadge` keeps while it runs: its console, the
/// warnings said so far, and the star pictures read so far. `StarBadgeTool`
/// makes one per run and hands it to the command; nothing in it outlives
/// the run, so two runs in one process (tests, the benchmark) share no
/// warning and no cached file.
final class RunContext: Sendable {
    /// Where the run's output and messages go. Shared with the batch's worker
    /// threads: every console writes each piece with one system call.
    nonisolated(unsafe) let console: any Console
    let warnings: Warnings
    /// Star pictures by path: each file is read and decoded once a run.
    private let pictures = Locked<[String: StarImage]>([:])
    /// SVG logos by path (nil: the file is not SVG), each read once a run.
    private let vectorLogos = Locked<[String: SVGLogo?]>([:])

    init(console: any Console) {
        self.console = console
        self.warnings = Warnings(console: console)
    }

    /// A run that says nothing: for specs built outside a command (tests).
    static func quiet() -> RunContext { RunContext(console: nil) }

    private init(console: (any Console)?) {
        self.console = console ?? DiscardingConsole()
        self.warnings = Warnings(console: console)
    }

    /// The picture at `path`, read by `read` the first time this run asks.
    func picture(at path: String, read: () throws(CLIError) -> StarImage) throws(CLIError) -> StarImage {
        if let cached = pictures.withLock({ $0[path] }) { return cached }
        let image = try read()
        pictures.withLock { $0[path] = image }
        return image
    }

    /// The SVG logo at `path` (nil: not an SVG file), read by `read` the first time this run asks.
    func vectorLogo(at path: String, read: () throws(CLIError) -> SVGLogo?) throws(CLIError) -> SVGLogo? {
        if let cached = vectorLogos.withLock({ $0[path] }) { return cached }
        let logo = try read()
        vectorLogos.withLock { $0[path] = logo }
        return logo
    }
}

/// A console that keeps nothing (the quiet context's).
private final class DiscardingConsole: Console {
    func writeOutput(_ bytes: [UInt8]) throws(CLIError) {}
    func writeError(_ text: String) {}
    var outputIsTerminal: Bool { false }
}
