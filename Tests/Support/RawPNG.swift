import CZlib

/// PNG files assembled from raw filtered rows, their zlib stream made by
/// zlib: what an encoder that is not ours writes, hostile ones included.
public enum RawPNG {
    /// A PNG of one IDAT chunk holding `data` (filtered rows and whatever
    /// follows them) deflated by zlib.
    public static func file(width: Int, height: Int, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlaced: Bool = false,
                            data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var stream = [UInt8](repeating: 0, count: Int(size))
        let status = stream.withUnsafeMutableBufferPointer { out in
            data.withUnsafeBufferPointer { compress2(out.baseAddress, &size, $0.baseAddress, uLong($0.count), 9) }
        }
        precondition(status == Z_OK, "zlib could not compress the test image")
        let header = bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", Array(stream.prefix(Int(size)))) + chunk("IEND", [])
    }

    /// The 16×16 RGBA picture of issue 32 (every pixel opaque, a gradient): its
    /// zlib stream holds the 1,040 bytes of its rows, then `trailingZeros` zero
    /// bytes (8 MiB of them deflate to about 8 KiB). libpng reads a stream to
    /// its end after the last row.
    public static func trailingData(zeros trailingZeros: Int) -> [UInt8] {
        file(width: 16, height: 16, data: gradientRows + [UInt8](repeating: 0, count: trailingZeros))
    }

    /// The picture's pixels, straight RGBA.
    public static let gradientPixels: [UInt8] = (0..<16).flatMap { y in
        (0..<16).flatMap { x in [UInt8(x * 16), UInt8(y * 16), 128, 255] }
    }

    /// Its rows, each behind filter byte 0 (none).
    public static let gradientRows: [UInt8] = (0..<16).flatMap { y in [0] + gradientPixels[y * 64..<(y + 1) * 64] }

    /// A chunk: its length, type, data and CRC.
    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return bigEndian(data.count) + typed + bigEndian(Int(crc))
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
