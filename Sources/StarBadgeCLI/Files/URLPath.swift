/// Percent-encoding for file paths placed in URLs (src, srcset, url()).
enum URLPath {
    /// Keeps unreserved characters, '/' and '@', encodes every other byte of the
    /// UTF-8 path ("top rated #1.png" → "top%20rated%20%231.png"). Commas
    /// are encoded too, since srcset separates candidates with them.
    static func encode(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The text `encode` made `encoded` from, or nil when `encoded` has a '%'
    /// without two hex digits after it or stands for bytes that are not UTF-8.
    static func decode(_ encoded: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = encoded.utf8.startIndex
        let utf8 = encoded.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = utf8[index...].first.flatMap(hexValue), utf8.index(after: index) < utf8.endIndex,
                  let low = hexValue(utf8[utf8.index(after: index)]) else { return nil }
            bytes.append(high << 4 | low)
            index = utf8.index(index, offsetBy: 2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        default: return nil
        }
    }
}
