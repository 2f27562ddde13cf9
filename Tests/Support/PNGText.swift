/// The text chunks of PNG file bytes, read without a decoder (tests check
/// what the writer stored, not what a reader makes of it).
public enum PNGText {
    /// The text of the first tEXt or iTXt chunk with keyword `key`.
    public static func text(_ key: String, in bytes: [UInt8]) -> String? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let data = Array(bytes[offset + 8..<min(bytes.count, offset + 8 + length)])
            if type == "tEXt" || type == "iTXt", let zero = data.firstIndex(of: 0),
               String(decoding: data[..<zero], as: UTF8.self) == key {
                if type == "tEXt" {  // Latin-1
                    return String(String.UnicodeScalarView(data[(zero + 1)...].compactMap { Unicode.Scalar(UInt32($0)) }))
                }
                // iTXt: key\0 flag method lang\0 translated\0 text
                var rest = data[(zero + 3)...]
                for _ in 0..<2 { if let z = rest.firstIndex(of: 0) { rest = rest[(z + 1)...] } }
                return String(decoding: rest, as: UTF8.self)
            }
            offset += 12 + length
        }
        return nil
    }
}
