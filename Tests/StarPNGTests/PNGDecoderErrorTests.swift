import Testing
@testable import StarPNG

@Suite("PNG decoder errors")
struct PNGDecoderErrorTests {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Garbage: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let bytes: [UInt8]
    }

    @Test("non-PNG input is a decoding error, never a crash", arguments: [
        Garbage(testDescription: "empty", bytes: []),
        Garbage(testDescription: "text", bytes: Array("hello, world".utf8)),
        Garbage(testDescription: "signature only", bytes: signature),
        Garbage(testDescription: "signature and a length", bytes: signature + [0, 0, 0, 13]),
        Garbage(testDescription: "1000 × 0xFF", bytes: [UInt8](repeating: 0xFF, count: 1000)),
    ])
    func garbage(input: Garbage) {
        #expect(throws: PNGError.self) { try PNGDecoder().decode(input.bytes) }
    }

    @Test("a truncated PNG is a decoding error")
    func truncated() throws {
        let image = try #require(PNGRoundTripTests.sampleImage())
        let bytes = try PNGEncoder().encode(image)
        for cut in [9, 20, 33, 50, bytes.count - 13] {
            #expect(throws: PNGError.self) { try PNGDecoder().decode(Array(bytes.prefix(cut))) }
        }
    }

    @Test("an image over the pixel limit is refused before it is decoded")
    func tooLarge() throws {
        let image = try #require(PNGRoundTripTests.sampleImage(width: 100, height: 100))
        let bytes = try PNGEncoder().encode(image)
        #expect(throws: PNGError.tooLarge(width: 100, height: 100, limit: 9999)) {
            try PNGDecoder(maxPixels: 9999).decode(bytes)
        }
    }
}
