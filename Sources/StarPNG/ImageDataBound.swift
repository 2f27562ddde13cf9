import StarDeflate

/// How much a PNG's compressed image data may inflate to: the filtered rows
/// its header declares, and after them at most as many bytes again (at
/// least 1 KiB). libpng reads the zlib stream to its end after the last
/// row, so a 16 MiB file whose stream goes on with zeros after a 16×16
/// image would cost tens of seconds (every two compressed bits standing
/// for 258 zeros); the stream is measured first, inflating no further than
/// the bound, and refused when it goes past it.
package struct ImageDataBound: Equatable, Sendable {
    /// The bytes of the filtered rows the header declares (every pass of an interlaced image).
    package var rowBytes: Int
    /// The most the zlib stream may inflate to.
    package var limit: Int { rowBytes + max(rowBytes, 1024) }

    /// The bound for an image of these header values; nil for values a PNG cannot have
    /// (left to libpng to report).
    package init?(width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool) {
        let channels: Int
        switch colorType {
        case 0, 3: channels = 1
        case 2: channels = 3
        case 4: channels = 2
        case 6: channels = 4
        default: return nil
        }
        guard [1, 2, 4, 8, 16].contains(bitDepth), width > 0, height > 0 else { return nil }
        let bitsPerPixel = channels * bitDepth
        // A row: its filter byte and its pixels, rounded up to whole bytes.
        func rows(_ width: Int, _ height: Int) -> Int {
            width == 0 || height == 0 ? 0 : height * (1 + (width * bitsPerPixel + 7) / 8)
        }
        if interlaced {
            // Adam7: each pass's first column and row and its step.
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            rowBytes = passes.reduce(0) { total, pass in
                let (x0, y0, dx, dy) = pass
                return total + rows((width - x0 + dx - 1) / dx, (height - y0 + dy - 1) / dy)
            }
        } else {
            rowBytes = rows(width, height)
        }
    }

    /// Measures the image data of the PNG `bytes` against the bound of its header. Throws
    /// when the stream goes on past the bound; anything else wrong (no IHDR first, a broken
    /// stream, too little data) is left to libpng. Call it only once the image's size is
    /// known to be within the reader's limit: the time it takes follows the bound.
    package static func check(_ bytes: [UInt8]) throws(PNGError) {
        guard let found = scan(bytes) else { return }
        let measured = ZlibInflatedLength.measure(bytes, pieces: found.imageData, limit: found.bound.limit)
        if measured.end == .exceedsLimit {
            throw .imageDataTooLong(width: found.width, height: found.height, rowBytes: found.bound.rowBytes,
                                    limit: found.bound.limit)
        }
    }

    /// The header's bound and the IDAT chunks' data, from a PNG whose first chunk is IHDR.
    static func scan(_ bytes: [UInt8]) -> (bound: ImageDataBound, width: Int, height: Int, imageData: [Range<Int>])? {
        func number(_ offset: Int) -> Int {
            Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        }
        func type(_ offset: Int, is name: String) -> Bool { bytes[offset + 4..<offset + 8].elementsEqual(name.utf8) }
        // Signature, then IHDR: its 13 bytes at 16.
        guard bytes.count >= 33, number(8) == 13, type(8, is: "IHDR") else { return nil }
        let width = number(16), height = number(20)
        guard let bound = ImageDataBound(width: width, height: height, bitDepth: Int(bytes[24]), colorType: Int(bytes[25]),
                                         interlaced: bytes[28] == 1) else { return nil }
        var imageData: [Range<Int>] = []
        var offset = 33
        while offset + 8 <= bytes.count {
            let length = number(offset)
            guard length <= bytes.count - offset - 8 else { break }
            // libpng reads the first run of IDAT chunks as the stream.
            if type(offset, is: "IDAT") {
                imageData.append(offset + 8..<offset + 8 + length)
            } else if !imageData.isEmpty || type(offset, is: "IEND") {
                break
            }
            offset += 12 + length
        }
        return (bound, width, height, imageData)
    }
}
