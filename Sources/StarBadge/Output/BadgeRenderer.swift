#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarPNG
import StarText
import StarSupport

/// Renders badges to pixels, PNG bytes and files. One renderer may be
/// shared by any number of threads and tasks at once: each call borrows a
/// raster backend (with the masks and label coverage it keeps between
/// badges) from the renderer's pool and returns it after, so concurrent
/// calls never share one, and a renderer used for many badges keeps its
/// caches warm. Keep one renderer for a whole site build.
///
/// PNGs carry the badge's alt text (a `Title` text chunk, as the CLI
/// writes) unless the caller passes `altText: nil`.
public final class BadgeRenderer: Sendable {
    /// Backends not in use; a call takes one or makes one. Each is boxed,
    /// so taking and returning one moves a reference, not the backend's
    /// dozens of caches and buffers.
    private let idle = Locked<[BackendBox]>([])
    private let reusesWork: Bool
    /// SVG path data kept between documents (nil when not reusing work).
    private let svgParts: SVGPartsCache?
    /// Most idle backends kept (each holds caches of a few MiB).
    private static let poolLimit = 64

    /// As many tasks as the machine has cores: the default for the batch calls.
    public static var defaultConcurrency: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// - Parameter reusingWork: false draws every shape afresh, without any
    ///   cache or deferred fill: slower, the same pixels (a reference for tests).
    public init(reusingWork: Bool = true) {
        reusesWork = reusingWork
        svgParts = reusingWork ? SVGPartsCache() : nil
    }

    /// The badge as straight-alpha RGBA8 pixels, `spec.pixelSize` in size.
    public func image(for spec: BadgeSpec) -> PNGImage {
        withBackend { $0.image(for: spec) }
    }

    /// The badge as PNG file bytes, for the package's own callers; users
    /// go through `bytes(for:_:)`.
    package func png(for spec: BadgeSpec, encoder: PNGEncoder = PNGEncoder(),
                     altText: AltText? = AltText()) throws(PNGError) -> [UInt8] {
        try png(for: spec, encoder: encoder, title: altText.map { spec.altText($0) })
    }

    /// The badge as PNG file bytes with `title` (the alt text, described
    /// already) as its `Title` text chunk, none when nil.
    func png(for spec: BadgeSpec, encoder: PNGEncoder, title: String?) throws(PNGError) -> [UInt8] {
        try encoder.describing(spec).encode(image(for: spec), texts: title.map { [(key: "Title", text: $0)] } ?? [])
    }

    /// The badge as an SVG document (UTF-8), for the package's own callers;
    /// users go through `bytes(for:_:)`.
    package func svg(for spec: BadgeSpec, altText: AltText? = AltText(), textMode: SVGTextMode = .outlines,
                     ids: SVGIDs = .contentHash, link: BadgeLink? = nil) throws(BadgeError) -> [UInt8] {
        try svg(for: spec, title: altText.map { spec.altText($0) }, textMode: textMode, ids: ids, link: link)
    }

    /// The badge as an SVG document titled `title` (the alt text, described already), untitled when nil.
    func svg(for spec: BadgeSpec, title: String?, textMode: SVGTextMode, ids: SVGIDs, link: BadgeLink?) throws(BadgeError) -> [UInt8] {
        var writer = SVGWriter(textMode: textMode, ids: ids)
        writer.parts = svgParts
        return try writer.document(for: spec.scene, title: title, link: link)
    }

    /// The files of `specs` (`bytes(for:_:)`), in their order, made by at
    /// most `maxConcurrentTasks` child tasks at a time (≥ 1).
    /// - Throws: the first `BadgeWriteError` (the other tasks are cancelled), or `CancellationError`.
    public func bytes(for specs: [BadgeSpec], _ output: OutputSettings = OutputSettings(),
                      maxConcurrentTasks: Int = BadgeRenderer.defaultConcurrency) async throws -> [[UInt8]] {
        try await Self.inOrder(specs.count, maxConcurrentTasks: maxConcurrentTasks) { index in
            try self.bytes(for: specs[index], output)
        }
    }

    /// Writes each badge to its path as `write(_:to:_:)` does, by at most
    /// `maxConcurrentTasks` child tasks at a time (≥ 1).
    /// - Returns: for each badge in order, whether its file was written (false: already up to date).
    /// - Throws: the first `BadgeWriteError` (the other tasks are cancelled; files already
    ///   written stay, each complete), or `CancellationError`.
    @discardableResult
    public func write(_ badges: [(spec: BadgeSpec, path: String)], _ output: OutputSettings = OutputSettings(),
                      maxConcurrentTasks: Int = BadgeRenderer.defaultConcurrency) async throws -> [Bool] {
        try await Self.inOrder(badges.count, maxConcurrentTasks: maxConcurrentTasks) { index in
            try self.write(badges[index].spec, to: badges[index].path, output)
        }
    }

    /// `work(i)` for i in 0..<count, at most `maxConcurrentTasks` at a time, results in index order.
    private static func inOrder<Result: Sendable>(_ count: Int, maxConcurrentTasks: Int,
                                                 _ work: @escaping @Sendable (Int) throws -> Result) async throws -> [Result] {
        var results = [Result?](repeating: nil, count: count)
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var next = 0
            func startNext() {
                guard next < count else { return }
                let index = next
                next += 1
                group.addTask {
                    try Task.checkCancellation()
                    return (index, try work(index))
                }
            }
            for _ in 0..<max(1, maxConcurrentTasks) { startNext() }
            while let (index, result) = try await group.next() {
                results[index] = result
                startNext()
            }
        }
        return results.map { $0! }
    }

    /// Runs `body` with a backend no other call is using.
    func withBackend<Result>(_ body: (inout RasterBackend) throws -> Result) rethrows -> Result {
        let box = idle.withLock { $0.popLast() } ?? BackendBox(RasterBackend(reusingWork: reusesWork))
        defer {
            idle.withLock { pool in
                if pool.count < Self.poolLimit { pool.append(box) }
            }
        }
        return try body(&box.backend)
    }
}

/// A raster backend in the pool, by reference; used by one call at a time.
private final class BackendBox: @unchecked Sendable {
    var backend: RasterBackend

    init(_ backend: RasterBackend) {
        self.backend = backend
    }
}
