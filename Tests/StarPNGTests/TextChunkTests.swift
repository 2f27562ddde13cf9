import Testing
@testable import StarPNG

@Suite("PNG text chunks")
struct TextChunkTests {
    /// The (type, data) of every chunk.
    static func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var out: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            out.append((type, Array(bytes[offset + 8..<min(bytes.count, offset + 8 + length)])))
            offset += 12 + length
        }
        return out
    }

    @Test("Latin-1 text is a tEXt chunk in Latin-1; other text an iTXt chunk in UTF-8", arguments: [
        ("3.5 out of 5 stars", "tEXt", Array("Title\u{0}3.5 out of 5 stars".utf8)),
        ("3,5 sur 5 étoiles", "tEXt", Array("Title\u{0}3,5 sur 5 ".utf8) + [0xE9] + Array("toiles".utf8)),
        ("5つ星のうち3.5", "iTXt", Array("Title\u{0}\u{0}\u{0}\u{0}\u{0}".utf8) + Array("5つ星のうち3.5".utf8)),
    ])
    func encoding(text: String, type: String, data: [UInt8]) throws {
        let image = try #require(PNGImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 0, 0]))
        let bytes = try PNGEncoder().encode(image, texts: [("Title", text)])
        let chunk = try #require(Self.chunks(bytes).first { $0.type == type })
        #expect(chunk.data == data)
        #expect(try PNGDecoder().decode(bytes) == image)
    }

    @Test("bad keywords are refused", arguments: ["", String(repeating: "k", count: 80), "Tïtle", "a\u{0}b"])
    func badKeyword(key: String) throws {
        let image = try #require(PNGImage(width: 1, height: 1, rgba: [0, 0, 0, 255]))
        #expect(throws: PNGError.self) { try PNGEncoder().encode(image, texts: [(key, "x")]) }
    }
}
