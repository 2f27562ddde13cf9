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

    // Found by the pngreader fuzz target: libpng allocated the declared 2 GiB for this 73-byte file
    // (a chunk length over its limit is only a benign error in the simplified API).
    @Test("a chunk longer than the file is refused before libpng allocates for it", arguments: [
        (Array("pCAL".utf8), UInt32(0x7FFF_FFF0)), (Array("tEXt".utf8), UInt32(0x0100_0000)),
        (Array("IDAT".utf8), UInt32(40)), (Array("IEND".utf8), UInt32(29)),
    ])
    func chunkLongerThanFile(type: [UInt8], length: UInt32) throws {
        let ihdr: [UInt8] = [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
            + [0x1F, 0x15, 0xC4, 0x89]
        let header = withUnsafeBytes(of: length.bigEndian) { Array($0) } + type
        let bytes = Self.signature + ihdr + header + [UInt8](repeating: 0x78, count: 32)
        #expect(throws: PNGError.decodingFailed("the '\(String(decoding: type, as: UTF8.self))' chunk declares \(length) bytes, "
                                                + "but only 28 follow")) {
            try PNGDecoder().decode(bytes)
        }
    }

    @Test("bytes after IEND and valid files are not refused by the chunk check")
    func chunkCheckLeavesValidFiles() throws {
        let image = try #require(PNGRoundTripTests.sampleImage())
        let bytes = try PNGEncoder().encode(image)
        #expect(try PNGDecoder().decode(bytes) == image)
        #expect(try PNGDecoder().decode(bytes + [0, 0, 0xFF, 0xFF, 1, 2]) == image)
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
