/// Reads a whole font file through `InputFile` (opened without blocking,
/// refused unless it is a regular file, and refused when larger than the
/// limit before a byte of it is read).
enum FontFileReader {
    /// The file's bytes. `limit` is in bytes.
    static func read(path: String, limit: Int) throws(FontError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try InputFile.contents(of: path, limit: limit)
        } catch {
            switch error {
            case .missing: throw .fileNotFound(path: path)
            case .tooLarge(_, let size, _): throw .fileTooLarge(source: path, bytes: size ?? limit + 1, limit: limit)
            case .unreadable, .directory, .notRegularFile: throw .unreadableFile(path: path, reason: error.reason)
            }
        }
        guard !bytes.isEmpty else { throw .emptyFile(source: path) }
        return bytes
    }
}
