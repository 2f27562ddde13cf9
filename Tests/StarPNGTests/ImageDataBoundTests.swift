import Testing
@testable import StarPNG
import StarDeflate
import StarBadgeTestSupport

/// A zlib stream of image data may go on after the image's last row; libpng
/// reads it to its end. Issue 32: a 16×16 picture whose stream went on with
/// gigabytes of zeros took 41.6 s to read from a 15.5 MB file. The stream is
/// now read no further than the rows and as many bytes again (at least 1 KiB).
@Suite("image data past the last row")
struct ImageDataBoundTests {
    @Test("a stream going on past the bound after the last row is refused")
    func trailingDataRefused() throws {
        let bytes = RawPNG.trailingData(zeros: 8 << 20)
        do {
            let image = try PNGDecoder().decode(bytes)
            Issue.record("read as a \(image.width)×\(image.height) image")
        } catch {
            #expect(error == .imageDataTooLong(width: 16, height: 16, rowBytes: 1_040, limit: 2_080), "\(error)")
            #expect("\(error)".contains("after the last row"), "\(error)")
        }
        // Inflated no further than the bound (and one buffer), from the first few compressed bytes.
        let found = try #require(ImageDataBound.scan(bytes))
        let measured = ZlibInflatedLength.measure(bytes, pieces: found.imageData, limit: found.bound.limit)
        #expect(measured.end == .exceedsLimit && measured.inflated <= 2_081 && measured.fed < 1_000, "\(measured)")
    }

    @Test("the stream is measured to its end when it ends within the bound")
    func measuredToTheEnd() throws {
        for zeros in [0, 1_040] {
            let bytes = RawPNG.trailingData(zeros: zeros)
            let found = try #require(ImageDataBound.scan(bytes))
            let measured = ZlibInflatedLength.measure(bytes, pieces: found.imageData, limit: found.bound.limit)
            #expect(measured.end == .complete && measured.inflated == 1_040 + zeros && measured.fed == found.imageData[0].count,
                    "\(measured)")
        }
        // Cut short: left to libpng, which says so.
        let whole = RawPNG.trailingData(zeros: 0)
        let found = try #require(ImageDataBound.scan(whole))
        let cut = found.imageData[0].lowerBound..<found.imageData[0].upperBound - 10
        #expect(ZlibInflatedLength.measure(whole, pieces: [cut], limit: 2_080).end == .unfinished)
    }

    /// The bound's rows are the rows libpng asks for: a stream of exactly
    /// them reads, one byte fewer does not, in every colour type and depth,
    /// interlaced (Adam7: seven passes, some empty for small images) or not.
    @Test("the bound's row bytes are what libpng reads", arguments: [false, true])
    func rowBytesAreLibpngs(interlaced: Bool) throws {
        let formats: [(colorType: UInt8, depths: [UInt8])] = [(0, [1, 2, 4, 8, 16]), (2, [8, 16]), (3, [1, 2, 4, 8]),
                                                               (4, [8, 16]), (6, [8, 16])]
        for (colorType, depths) in formats {
            for depth in depths {
                for (width, height) in [(1, 1), (3, 2), (9, 9), (17, 5)] {
                    let bound = try #require(ImageDataBound(width: width, height: height, bitDepth: Int(depth),
                                                            colorType: Int(colorType), interlaced: interlaced))
                    func file(_ count: Int) -> [UInt8] {
                        let palette = colorType == 3 ? RawPNG.chunk("PLTE", [UInt8](repeating: 200, count: 3 * 16)) : []
                        let plain = RawPNG.file(width: width, height: height, bitDepth: depth, colorType: colorType,
                                                interlaced: interlaced, data: [UInt8](repeating: 0, count: count))
                        // PLTE goes before IDAT: after the signature and IHDR (33 bytes).
                        return Array(plain[..<33]) + palette + Array(plain[33...])
                    }
                    let name = "type \(colorType), \(depth) bits, \(width)×\(height)"
                    #expect(throws: Never.self, "\(name)") { try PNGDecoder().decode(file(bound.rowBytes)) }
                    #expect(throws: PNGError.self, "\(name)") { try PNGDecoder().decode(file(bound.rowBytes - 1)) }
                }
            }
        }
    }

    @Test("trailing data within the bound reads as the image")
    func trailingDataWithinBound() throws {
        for zeros in [0, 1, 1_000, 1_040] {
            let image = try PNGDecoder().decode(RawPNG.trailingData(zeros: zeros))
            #expect(image.width == 16 && image.height == 16 && image.rgba == RawPNG.gradientPixels, "\(zeros)")
        }
    }
}
