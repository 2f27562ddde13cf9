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

    static let strategies: [FilterStrategy] = [.every(0), .every(1), .every(2), .every(3), .every(4), .minimumSum, .minimumEntropy(.all),
                                               .fewestChanges([.none, .up]), .leastCompressed([.none, .up])]

    @Test("every filter strategy and effort decodes to the same pixels", arguments: strategies)
    func filterStrategies(strategy: FilterStrategy) throws {
        for (width, height) in [(1, 1), (37, 11), (3, 200), (300, 7)] {
            let image = try #require(Self.sampleImage(width: width, height: height))
            for effort in [DeflateEffort.standard, .thorough] {
                let encoder = PNGEncoder(compression: .init(filter: strategy, effort: effort))
                #expect(try PNGDecoder().decode(encoder.encode(image)) == image, "\(strategy) \(width)×\(height)")
            }
        }
    }

    @Test("invalid text chunks are errors, not aborts")
    func encoderErrors() throws {
        let image = try #require(Self.sampleImage())
        let long = String(repeating: "k", count: 200)
        #expect(throws: PNGError.self) { try PNGEncoder().encode(image, texts: [(long, "x")]) }
        #expect(throws: PNGError.self) { try PNGEncoder().encode(image, texts: [("Ti\u{1}tle", "x")]) }
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
