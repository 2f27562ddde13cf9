import StarDeflate
import CLibPNG
import CStarPNG

/// C strings for tEXt chunks, alive for the duration of a call.
enum TextChunks {
    static func with<R>(
        _ texts: [(key: String, text: String)],
        _ body: (UnsafePointer<sb_png_text>?, Int32) throws(PNGError) -> R
    ) throws(PNGError) -> R {
        if texts.isEmpty { return try body(nil, 0) }
        // Every string in one buffer: key\0text\0key\0text\0...
        var storage: [CChar] = []
        var offsets: [(key: Int, text: Int, utf8: Bool)] = []
        for (key, text) in texts {
            // Keywords are Latin-1 letters, digits, spaces and punctuation (PNG spec).
            guard (1...79).contains(key.utf8.count), key.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }),
                  !text.unicodeScalars.contains(where: { $0.value == 0 }) else {
                throw .encodingFailed("invalid text chunk keyword '\(key)'")
            }
            let keyOffset = storage.count
            storage.append(contentsOf: key.utf8.map { CChar(bitPattern: $0) }); storage.append(0)
            let textOffset = storage.count
            let latin1 = text.unicodeScalars.allSatisfy { $0.value < 0x100 && ($0.value >= 0x20 || $0 == "\n") }
            if latin1 {
                storage.append(contentsOf: text.unicodeScalars.map { CChar(bitPattern: UInt8($0.value)) })
            } else {
                storage.append(contentsOf: text.utf8.map { CChar(bitPattern: $0) })
            }
            storage.append(0)
            offsets.append((keyOffset, textOffset, !latin1))
        }
        return try storage.withUnsafeBufferPointer { (base) throws(PNGError) -> R in
            guard let start = base.baseAddress else { return try body(nil, 0) }
            let chunks = offsets.map { sb_png_text(key: start + $0.key, text: start + $0.text, utf8: $0.utf8 ? 1 : 0) }
            return try chunks.withUnsafeBufferPointer { (chunks) throws(PNGError) -> R in
                try body(chunks.baseAddress, Int32(chunks.count))
            }
        }
    }
}
