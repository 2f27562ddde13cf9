import CLibPNG
import CStarPNG

/// Writes PNG files through libpng, in the smallest lossless pixel format.
/// Output is deterministic: the same image and settings give the same bytes
/// (no time chunk, fixed zlib settings, a sorted palette).
public struct PNGEncoder: Sendable {
    /// zlib and row-filter settings for the image data.
    public struct Compression: Hashable, Sendable {
        /// zlib level 0–9.
        public var level: Int32
        /// zlib strategy (0 default, 1 filtered, 2 Huffman only, 3 RLE).
        public var strategy: Int32
        /// PNG row filters libpng may choose from (`PNG_FILTER_*` bits:
        /// 0x08 none, 0x10 sub, 0x20 up, 0x40 average, 0x80 Paeth).
        public var filters: Int32
        /// zlib window, 9–15 bits; nil: just large enough for the data.
        public var windowBits: Int32?
        /// zlib memory level 1–9 (the hash table size).
        public var memoryLevel: Int32

        public init(level: Int32 = 6, strategy: Int32 = 0, filters: Int32 = 0x08,
                    windowBits: Int32? = nil, memoryLevel: Int32 = 8) {
            self.level = level
            self.strategy = strategy
            self.filters = filters
            self.windowBits = windowBits
            self.memoryLevel = memoryLevel
        }

        /// The settings for an image when nothing is asked for, measured on
        /// badges: indices (palette, grey) compress best unfiltered; true
        /// colour unfiltered when small, with the Up filter when tall (rows
        /// repeat). libpng's adaptive choice was both slower and larger.
        /// Level 6: level 9's long match searches over transparent runs cost
        /// ~15× the time for ~1% of the bytes.
        /// Small true-colour images (≤ 128 KiB of rows) use a 2 KiB window and
        /// a small hash table: on six badges that gave 1–5 % smaller files
        /// (B1 699 → 679 bytes of data) at the same speed; sprites and large
        /// images need the full window to reach back to the previous state.
        static func standard(for format: PNGPixelFormat, height: Int, dataSize: Int) -> Compression {
            switch format {
            case .palette, .grey: return Compression(level: 6, strategy: 0, filters: 0x08)
            case .greyAlpha, .rgb, .rgba:
                let filters: Int32 = height > 64 ? 0x20 : 0x08
                return dataSize <= 128 * 1024
                    ? Compression(level: 6, strategy: 0, filters: filters, windowBits: 11, memoryLevel: 4)
                    : Compression(level: 6, strategy: 0, filters: filters)
            }
        }

        /// Every combination `--optimize` tries for `dataSize` bytes of rows:
        /// row filters × zlib strategies at level 9, and for small images
        /// also small windows (which, measured, often compress badges better).
        static func candidates(dataSize: Int) -> [Compression] {
            let windows: [(Int32?, Int32)] = dataSize <= 128 * 1024 ? [(nil, 8), (11, 4), (9, 4)] : [(nil, 8)]
            var all: [Compression] = []
            for (window, memory) in windows {
                for filters: Int32 in [0x08, 0x10, 0x20, 0x40, 0x80, 0xF8] {
                    for strategy: Int32 in [0, 1] {
                        all.append(Compression(level: 9, strategy: strategy, filters: filters,
                                               windowBits: window, memoryLevel: memory))
                    }
                }
            }
            return all
        }
    }

    /// Which pixel format to write.
    public enum FormatChoice: Hashable, Sendable {
        /// The smallest lossless format (palette, grey, RGB, or with alpha).
        case smallestLossless
        /// Always 8-bit RGBA.
        case rgba
    }

    public var format: FormatChoice
    /// Fixed zlib settings, or nil for the standard ones per pixel format.
    public var compression: Compression?
    /// Try every `Compression.candidates` setting and keep the smallest file.
    public var optimize: Bool

    public init(format: FormatChoice = .smallestLossless, compression: Compression? = nil, optimize: Bool = false) {
        self.format = format
        self.compression = compression
        self.optimize = optimize
    }

    /// The pixel formats worth trying for `image`. A palette's PLTE and tRNS
    /// chunks (4 bytes a colour) can outweigh its smaller rows: measured on
    /// badges, the palette loses below ~64 pixels per colour and wins above
    /// ~256, so in between both are encoded and the smaller kept.
    public func candidateFormats(for image: PNGImage) -> [PNGPixelFormat] {
        guard format == .smallestLossless else { return [.rgba] }
        let smallest = PNGPixelFormat.smallest(for: image)
        guard case .palette(let colors, _) = smallest else { return [smallest] }
        let pixelsPerColor = image.width * image.height / max(1, colors.count)
        if pixelsPerColor >= 256 { return [smallest] }
        let trueColor = PNGPixelFormat.trueColor(for: image)
        return pixelsPerColor < 64 ? [trueColor] : [smallest, trueColor]
    }

    /// Encodes `image`, keeping the smallest of the candidate formats (and,
    /// with `optimize`, of every compression candidate).
    /// - Parameter texts: text chunks before the image data: a keyword of 1–79 printable
    ///   ASCII characters (e.g. "Title") and its text, stored as tEXt when it is Latin-1,
    ///   else as UTF-8 in iTXt.
    public func encode(_ image: PNGImage, texts: [(key: String, text: String)] = []) throws(PNGError) -> [UInt8] {
        guard image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw .encodingFailed("image too large for PNG")
        }
        var best: [UInt8]? = nil
        for pixelFormat in candidateFormats(for: image) {
            let rows = PixelPacking.pack(image, as: pixelFormat)
            let settings = optimize ? Compression.candidates(dataSize: rows.count)
                : [compression ?? .standard(for: pixelFormat, height: image.height, dataSize: rows.count)]
            for setting in settings {
                let bytes = try write(image, rows, pixelFormat, setting, texts)
                if best.map({ bytes.count < $0.count }) ?? true { best = bytes }
            }
        }
        guard let best else { throw .encodingFailed("no pixel format to write") }
        return best
    }

    private func write(_ image: PNGImage, _ rows: [UInt8], _ format: PNGPixelFormat, _ compression: Compression,
                       _ texts: [(key: String, text: String)]) throws(PNGError) -> [UInt8] {
        var params = sb_png_write_params()
        params.width = UInt32(image.width)
        params.height = UInt32(image.height)
        params.color_type = format.colorType
        params.bit_depth = Int32(format.bitDepth)
        params.row_bytes = PixelPacking.rowBytes(width: image.width, format: format)
        params.compression_level = compression.level
        params.compression_strategy = compression.strategy
        params.compression_window_bits = compression.windowBits ?? Self.windowBits(forDataSize: rows.count + image.height)
        // Level 9 memory doubles the hash table to clear per image: +40 µs on a badge.
        params.compression_mem_level = compression.memoryLevel
        params.filters = compression.filters

        var paletteRGB: [UInt8] = [], paletteAlpha: [UInt8] = []
        if case .palette(let colors, _) = format {
            for color in colors {
                paletteRGB += [UInt8(color >> 24), UInt8((color >> 16) & 0xFF), UInt8((color >> 8) & 0xFF)]
                if color & 0xFF != 0xFF { paletteAlpha.append(UInt8(color & 0xFF)) }
            }
        }
        return try TextChunks.with(texts) { (chunks, count) throws(PNGError) -> [UInt8] in
            params.texts = chunks
            params.text_count = count
            return try rows.withUnsafeBufferPointer { (pixels) throws(PNGError) -> [UInt8] in
                try paletteRGB.withUnsafeBufferPointer { (rgb) throws(PNGError) -> [UInt8] in
                    try paletteAlpha.withUnsafeBufferPointer { (alpha) throws(PNGError) -> [UInt8] in
                        params.pixels = pixels.baseAddress
                        params.palette_rgb = rgb.baseAddress
                        params.palette_count = Int32(rgb.count / 3)
                        params.palette_alpha = alpha.baseAddress
                        params.palette_alpha_count = Int32(alpha.count)
                        return try Self.write(params)
                    }
                }
            }
        }
    }

    /// The smallest zlib window that holds the whole stream (smaller windows
    /// allocate and clear less; the output is the same).
    private static func windowBits(forDataSize size: Int) -> Int32 {
        var bits: Int32 = 9
        while bits < 15 && (1 << bits) < size { bits += 1 }
        return bits
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
            let text = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            throw .encodingFailed(String(decoding: text, as: UTF8.self))
        }
        return Array(UnsafeBufferPointer(start: data, count: buffer.size))
    }
}

/// C strings for tEXt chunks, alive for the duration of a call.
enum TextChunks {
    static func with<R>(
        _ texts: [(key: String, text: String)],
        _ body: (UnsafePointer<sb_png_text>?, Int32) throws(PNGError) -> R
    ) throws(PNGError) -> R {
        if texts.isEmpty { return try body(nil, 0) }
        // Every string in one buffer: key\0text\0key\0text\0...
        var storage: [CChar] = []
        var offsets: [(key: Int, text: Int, utf8: Bool)] = []
        for (key, text) in texts {
            // Keywords are Latin-1 letters, digits, spaces and punctuation (PNG spec).
            guard (1...79).contains(key.utf8.count), key.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }),
                  !text.unicodeScalars.contains(where: { $0.value == 0 }) else {
                throw .encodingFailed("invalid text chunk keyword '\(key)'")
            }
            let keyOffset = storage.count
            storage.append(contentsOf: key.utf8.map { CChar(bitPattern: $0) }); storage.append(0)
            let textOffset = storage.count
            let latin1 = text.unicodeScalars.allSatisfy { $0.value < 0x100 && ($0.value >= 0x20 || $0 == "\n") }
            if latin1 {
                storage.append(contentsOf: text.unicodeScalars.map { CChar(bitPattern: UInt8($0.value)) })
            } else {
                storage.append(contentsOf: text.utf8.map { CChar(bitPattern: $0) })
            }
            storage.append(0)
            offsets.append((keyOffset, textOffset, !latin1))
        }
        return try storage.withUnsafeBufferPointer { (base) throws(PNGError) -> R in
            guard let start = base.baseAddress else { return try body(nil, 0) }
            let chunks = offsets.map { sb_png_text(key: start + $0.key, text: start + $0.text, utf8: $0.utf8 ? 1 : 0) }
            return try chunks.withUnsafeBufferPointer { (chunks) throws(PNGError) -> R in
                try body(chunks.baseAddress, Int32(chunks.count))
            }
        }
    }
}
