/// Percent-encoding for file paths placed in URLs (src, srcset, url()).
enum URLPath {
    /// Keeps unreserved characters, '/' and '@', encodes every other byte of the
    /// UTF-8 path ("top rated #1.png" → "top%20rated%20%231.png"). Commas
    /// are encoded too, since srcset separates candidates with them.
    static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/@".contains(c) {
                out.append(c)
            } else {
                let hex = Array("0123456789ABCDEF")
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return out
    }
}
