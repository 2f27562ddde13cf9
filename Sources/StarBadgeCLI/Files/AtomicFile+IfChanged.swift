/// Every command leaves an output that already holds exactly the bytes it
/// would write alone (mtime and all): a rebuild that changes nothing
/// rewrites nothing, and no new file is made just to replace an equal one.
extension AtomicFile {
    /// Writes `bytes` atomically unless the regular file at `path` already
    /// holds exactly them. Returns whether it wrote.
    static func writeIfChanged(_ bytes: [UInt8], to path: String, followingLinks: Bool = true) throws(CLIError) -> Bool {
        let (kind, size) = POSIX.kindAndSize(path)
        if kind == .file, size == bytes.count, writer.holds(bytes, name: path) { return false }
        try write(FileContent(bytes), to: path, followingLinks: followingLinks, knownKind: followingLinks ? nil : kind)
        return true
    }

    /// `writeIfChanged` for content too large to hold in memory (reports).
    static func writeIfChanged(_ content: FileContent, to path: String, followingLinks: Bool = true) throws(CLIError) -> Bool {
        if content.matches(fileAt: path) { return false }
        try write(content, to: path, followingLinks: followingLinks)
        return true
    }
}
