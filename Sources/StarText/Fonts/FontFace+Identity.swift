/// What names a font the same on every machine: its file name and the hash
/// of its bytes, never the folder it was found in.
extension FontFace {
    /// The last component of `source`: the font file's name without its
    /// folders (the whole `name` for a font loaded from memory).
    public var fileName: String {
        source.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? source
    }

    /// The SHA-256 of the font's bytes as 64 lower-case hex digits (what
    /// `sha256sum` prints for the file); computed once per face.
    public var sha256: String { storage.sha256 }
}
