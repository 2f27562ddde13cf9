import CLibPNG
import CStarPNG

/// Writes PNG files through libpng. Output is deterministic: the same image
/// and options give the same bytes (no time chunk, fixed zlib settings).
public struct PNGEncoder: Sendable {
    /// zlib settings for the image data stream.
    public struct Compression: Hashable, Sendable {
        /// zlib level 0–9.
        public var level: Int32
        /// zlib strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE).
        public var strategy: Int32
        /// PNG row filters to choose from (libpng's `PNG_FILTER_*` bits).
        public var filters: Int32

        /// Measured on the default badge: level 6 without row filters is both
        /// smaller and ~15× faster than level 9 with adaptive filtering
        /// (whose long match searches over transparent runs dominate).
        public init(level: Int32 = 6, strategy: Int32 = 0, filters: Int32 = 0x08) {
            self.level = level
            self.strategy = strategy
            self.filters = filters
        }

        public static let standard = Compression()
    }

    public var compression: Compression

    public init(compression: Compression = .standard) {
        self.compression = compression
    }

    /// Encodes `image` as 8-bit RGBA with straight alpha.
    /// - Parameter texts: tEXt chunks (keyword, Latin-1 text), written before the image data.
    public func encode(_ image: PNGImage, texts: [(key: String, text: String)] = []) throws(PNGError) -> [UInt8] {
        guard image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw .encodingFailed("image too large for PNG")
        }
        var params = sb_png_write_params()
        params.width = UInt32(image.width)
        params.height = UInt32(image.height)
        params.color_type = PNG_COLOR_TYPE_RGB_ALPHA
        params.bit_depth = 8
        params.row_bytes = image.width * 4
        params.compression_level = compression.level
        params.compression_strategy = compression.strategy
        params.compression_window_bits = 15
        params.compression_mem_level = 9
        params.filters = compression.filters
        return try withTextChunks(texts) { chunks, count throws(PNGError) in
            params.texts = chunks
            params.text_count = count
            return try image.rgba.withUnsafeBufferPointer { (pixels) throws(PNGError) -> [UInt8] in
                params.pixels = pixels.baseAddress
                return try Self.write(params)
            }
        }
    }

    private static func write(_ params: sb_png_write_params) throws(PNGError) -> [UInt8] {
        var params = params
        var buffer = sb_png_buffer()
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer {
            sb_png_write(&params, &buffer, $0.baseAddress, $0.count)
        }
        defer { sb_png_buffer_free(&buffer) }
        guard status == 0, let data = buffer.data else {
            throw .encodingFailed(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }

    /// Calls `body` with C strings for the text chunks, alive for the call.
    private func withTextChunks<R>(
        _ texts: [(key: String, text: String)],
        _ body: (UnsafePointer<sb_png_text>?, Int32) throws(PNGError) -> R
    ) throws(PNGError) -> R {
        if texts.isEmpty { return try body(nil, 0) }
        // Keep every C string in one buffer: key\0text\0key\0text\0...
        var storage: [CChar] = []
        var offsets: [(Int, Int)] = []
        for (key, text) in texts {
            let keyOffset = storage.count
            storage.append(contentsOf: key.utf8.map { CChar(bitPattern: $0) }); storage.append(0)
            let textOffset = storage.count
            storage.append(contentsOf: text.utf8.map { CChar(bitPattern: $0) }); storage.append(0)
            offsets.append((keyOffset, textOffset))
        }
        return try storage.withUnsafeBufferPointer { (base) throws(PNGError) -> R in
            guard let start = base.baseAddress else { return try body(nil, 0) }
            let chunks = offsets.map { sb_png_text(key: start + $0.0, text: start + $0.1) }
            return try chunks.withUnsafeBufferPointer { (chunks) throws(PNGError) -> R in
                try body(chunks.baseAddress, Int32(chunks.count))
            }
        }
    }
}
