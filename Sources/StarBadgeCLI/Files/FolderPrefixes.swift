import StarSupport
import StarBadge

/// `FilePaths.relativePrefix` from one file to the sub-folders of a batch's
/// output folder, kept as they are worked out (entries share a few folders),
/// for any thread. `relative(outDir/F/name)` is `prefix(of: F) + name` for
/// every name, since the way there depends on the folders alone.
final class FolderPrefixes: Sendable {
    private let outDir: String
    private let holder: String
    private let known = Locked<[String: String]>([:])
    /// Folders kept at most (past it, prefixes are worked out each time).
    private static let limit = 4096

    init(outDir: String, holder: String) {
        self.outDir = outDir
        self.holder = holder
    }

    /// The prefix for files in `folder` ("" for the output folder itself; "a/b" below it).
    func prefix(of folder: String) -> String {
        if let prefix = known.withLock({ $0[folder] }) { return prefix }
        let prefix = FilePaths.relativePrefix(ofFilesIn: folder.isEmpty ? outDir : outDir + "/" + folder, fromDirectoryOf: holder)
        known.withLock { if $0.count < Self.limit { $0[folder] = prefix } }
        return prefix
    }
}
