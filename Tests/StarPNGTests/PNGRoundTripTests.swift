import Testing
@testable import StarPNG

@Suite("PNG encode and decode")
struct PNGRoundTripTests {
    /// A deterministic image with every kind of alpha.
    static func sampleImage(width: Int = 37, height: Int = 11) -> PNGImage? {
        var bytes: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8((x * 7) & 255), UInt8((y * 23) & 255), UInt8((x * y) & 255), UInt8((x * 13 + y * 5) & 255)]
            }
        }
        return PNGImage(width: width, height: height, rgba: bytes)
    }

    @Test("decoded pixels equal the encoded ones", arguments: [(1, 1), (37, 11), (144, 32), (3, 200)])
    func roundTrip(width: Int, height: Int) throws {
        let image = try #require(Self.sampleImage(width: width, height: height))
        let bytes = try PNGEncoder().encode(image)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let decoded = try PNGDecoder().decode(bytes)
        #expect(decoded == image)
    }

    @Test("the same image always gives the same bytes")
    func deterministic() throws {
        let image = try #require(Self.sampleImage())
        #expect(try PNGEncoder().encode(image) == PNGEncoder().encode(image))
    }

    @Test("the encoder writes no time chunk and writes the requested text chunks")
    func chunks() throws {
        let image = try #require(Self.sampleImage())
        let bytes = try PNGEncoder().encode(image, texts: [("Title", "3.5 out of 5 stars")])
        let names = chunkNames(bytes)
        #expect(names.first == "IHDR" && names.last == "IEND")
        #expect(!names.contains("tIME"))
        #expect(names.contains("tEXt"))
        #expect(String(decoding: bytes, as: UTF8.self).contains("3.5 out of 5 stars"))
    }

    @Test("every compression setting decodes to the same pixels", arguments: [0, 1, 6, 9])
    func compressionLevels(level: Int32) throws {
        let image = try #require(Self.sampleImage())
        let encoder = PNGEncoder(compression: .init(level: level, strategy: 0, filters: 0x08))
        #expect(try PNGDecoder().decode(encoder.encode(image)) == image)
    }

    @Test("libpng's own errors come back as Swift errors")
    func encoderErrors() throws {
        let image = try #require(Self.sampleImage())
        // A keyword longer than 79 bytes is invalid in PNG; libpng reports it as an error or warning,
        // and either way the process must not abort.
        let long = String(repeating: "k", count: 200)
        _ = try? PNGEncoder().encode(image, texts: [(long, "x")])
        let invalid = PNGEncoder(compression: .init(level: 42, strategy: 0, filters: 0xF8))
        #expect(throws: PNGError.self) { try invalid.encode(image) }
    }
}

/// The chunk types of a PNG file, in order.
func chunkNames(_ bytes: [UInt8]) -> [String] {
    var names: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
        let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        names.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    return names
}
