extension String {
    /// The index of the last "/" character (as `lastIndex(of: "/")` finds
    /// it), nil without one. A '/' byte between ASCII bytes (or at an end)
    /// is a character of its own, no mark or prepended character joining
    /// it, and a later "/" would need a later byte: the bytes settle most
    /// paths without a search by characters, which a batch would pay for
    /// every file it names.
    package var lastSlash: Index? {
        let bytes = utf8
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        let after = bytes.index(after: slash)
        if slash == bytes.startIndex || bytes[bytes.index(before: slash)] < 0x80,
           after == bytes.endIndex || bytes[after] < 0x80 {
            return slash
        }
        return lastIndex(of: "/")
    }
}
