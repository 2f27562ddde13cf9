import Foundation
import StarPNG

/// A temporary folder for one `starbadge batch` test: write inputs into it,
/// run the command there, and read back what it wrote. The folder is removed
/// when the workspace goes away (batch tests write thousands of files).
public final class BatchWorkspace: Sendable {
    public let folder: URL

    public init() throws {
        folder = try CommandRunner.temporaryDirectory()
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    public func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    public func path(_ path: String) -> String { url(path).path }

    public func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: url(path))
    }

    /// Runs `starbadge batch <arguments>` in the folder.
    public func batch(_ arguments: [String]) throws -> CommandRunner.Result {
        try CommandRunner.run(["batch"] + arguments, in: folder)
    }

    /// Runs `starbadge batch <arguments>` in the folder with `input` on standard input.
    public func batch(_ arguments: [String], standardInput input: String) throws -> CommandRunner.Result {
        try CommandRunner.run(["batch"] + arguments, in: folder, standardInput: Array(input.utf8))
    }

    public func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: self.path(path)) }

    public func bytes(_ path: String) throws -> [UInt8] { Array(try Data(contentsOf: url(path))) }

    public func text(_ path: String) throws -> String { String(decoding: try bytes(path), as: UTF8.self) }

    /// The PNG at `path`, decoded.
    public func image(_ path: String) throws -> PNGImage { try PNGDecoder().decode(bytes(path)) }

    /// The `--manifest` file at `path`, decoded.
    public func manifest(_ path: String) throws -> BatchManifest {
        try JSONDecoder().decode(BatchManifest.self, from: Data(contentsOf: url(path)))
    }

    public func snapshot(_ path: String = "") -> FolderSnapshot {
        FolderSnapshot(of: path.isEmpty ? folder : url(path))
    }
}

/// The JSON `starbadge batch --manifest` writes.
public struct BatchManifest: Decodable, Sendable {
    public struct Variant: Decodable, Sendable, Equatable {
        public let scale: Int
        public let file: String
        public let width: Int
        public let height: Int

        public init(scale: Int, file: String, width: Int, height: Int) {
            self.scale = scale
            self.file = file
            self.width = width
            self.height = height
        }
    }

    public struct Entry: Decodable, Sendable {
        public let name: String
        public let file: String
        public let width: Int
        public let height: Int
        public let alt: String
        public let variants: [Variant]
        public let dark: [Variant]?
    }

    public struct Failure: Decodable, Sendable {
        public let location: String
        public let name: String?
        public let message: String
    }

    public let entries: [Entry]
    public let errors: [Failure]
}
