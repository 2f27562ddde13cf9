import StarUnicode
import CLibPNG

/// Reads PNG files of any colour type into straight RGBA8 through libpng's
/// simplified API (which handles libpng errors internally, never aborting).
package struct PNGDecoder: Sendable {
    /// The largest image, in pixels, the decoder will allocate for.
    package var maxPixels: Int

    package init(maxPixels: Int = 16 * 1024 * 1024) {
        self.maxPixels = maxPixels
    }

    package func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
        try Self.checkChunkLengths(bytes)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBufferPointer {
            png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count)
        }
        guard begun != 0 else { throw .decodingFailed(Self.message(of: &image)) }
        defer { png_image_free(&image) }

        let width = Int(image.width), height = Int(image.height)
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw .tooLarge(width: width, height: height, limit: maxPixels)
        }
        // libpng reads the image data's stream to its end after the last row, however far it goes.
        try ImageDataBound.check(bytes)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // RGBA
        var rgba = [UInt8](repeating: 0, count: pixels * 4)
        let finished = rgba.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw .decodingFailed(Self.message(of: &image)) }
        guard let result = PNGImage(width: width, height: height, rgba: rgba) else {
            throw .decodingFailed("empty image")
        }
        return result
    }

    /// Refuses a chunk that declares more bytes than the file holds after
    /// its header, before libpng sees the file: libpng's simplified API
    /// takes a chunk length over its limit as a benign error and allocates
    /// the declared size (2 GiB for a 73-byte file with a pCAL chunk, found
    /// by the pngreader fuzz target) before it finds the data missing. So
    /// no chunk buffer can be larger than the input. Anything else (a short
    /// file, another signature, a bad CRC) is left to libpng to report.
    static func checkChunkLengths(_ bytes: [UInt8]) throws(PNGError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, bytes[0..<8].elementsEqual(signature) else { return }
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            let type = bytes[offset + 4..<offset + 8]
            let room = max(0, bytes.count - offset - 12)
            guard length <= room else {
                let name = String(decoding: type.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) ? $0 : 0x3F },
                                  as: UTF8.self)
                throw .decodingFailed("the '\(Echo.value(name))' chunk declares \(length) bytes, but only \(room) follow")
            }
            if type.elementsEqual([0x49, 0x45, 0x4E, 0x44]) { return }  // IEND: anything after it is not read
            offset += 12 + length
        }
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
