import CLibPNG

/// Reads PNG files of any colour type into straight RGBA8 through libpng's
/// simplified API (which handles libpng errors internally, never aborting).
public struct PNGDecoder: Sendable {
    /// The largest image, in pixels, the decoder will allocate for.
    public var maxPixels: Int

    public init(maxPixels: Int = 16 * 1024 * 1024) {
        self.maxPixels = maxPixels
    }

    public func decode(_ bytes: [UInt8]) throws(PNGError) -> PNGImage {
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

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
