import StarDeflate
import CLibPNG
import CStarPNG

/// Writes PNG files in the smallest lossless pixel format: rows filtered
/// and compressed by StarPNG's own zlib compressor, chunks written by libpng.
/// Output is deterministic: the same image and settings give the same bytes
/// (no time chunk, a sorted palette, no randomness in the compressor).
public struct PNGEncoder: Sendable {
    /// Row filters and compressor effort for the image data.
    public struct Compression: Hashable, Sendable {
        public var filter: FilterStrategy
        public var effort: DeflateEffort

        public init(filter: FilterStrategy, effort: DeflateEffort = .standard) {
            self.filter = filter
            self.effort = effort
        }

        /// The settings tried for an image when nothing is asked for (the
        /// smallest result is kept); docs/INTERNALS.md has the measurements.
        /// - Filters for pixels: per row None or Up, whichever changes less
        ///   from pixel to pixel, is smallest on most badges and in total,
        ///   though text (a label) compresses best unfiltered. So `content`
        ///   decides, and unknown small images try both. For indices
        ///   (palettes, grey), None or Up by entropy: changes mislead at a
        ///   byte a pixel.
        /// - Window: near matches cost fewer bits and the lazy parse takes
        ///   the longest, so the window is kept short: 2 KiB for pixels (a few
        ///   rows of a badge), 8 KiB for indices (one sprite state back).
        static func standard(for format: PNGPixelFormat, dataSize: Int, content: ImageContent) -> [Compression] {
            var effort = DeflateEffort.standard
            effort.window = format.holdsIndices ? 8192 : 2048
            let shapes: FilterStrategy = format.holdsIndices ? .minimumEntropy([.none, .up]) : .fewestChanges([.none, .up])
            let filters: [FilterStrategy]
            switch content {
            case .shapes: filters = [shapes]
            case .text: filters = [.every(0)]
            case .unknown: filters = dataSize <= 64 * 1024 ? [shapes, .every(0)] : [shapes]
            }
            return filters.map { Compression(filter: $0, effort: effort) }
        }

        /// What `--optimize` tries besides the standard settings (so it is
        /// never larger), each with the optimal parse: for pixels, per row
        /// the filter (None or Up) whose row compresses smallest after the
        /// rows before it, and no filter too unless the image is large and
        /// known to hold only shapes; for text, no filter; for indices, no
        /// filter and None/Up by entropy. Measured
        /// (`--encoder-table --all --thorough`): these won on every badge.
        static func candidates(for format: PNGPixelFormat, dataSize: Int, content: ImageContent) -> [Compression] {
            var effort = DeflateEffort.thorough
            let filters: [FilterStrategy]
            if content == .text {
                filters = [.every(0)]
            } else if format.holdsIndices {
                // A nearer window wins here too (S1 1626 → 1617 bytes).
                effort.window = 8192
                filters = [.every(0), .minimumEntropy([.none, .up])]
            } else if content == .shapes && dataSize > 64 * 1024 {
                filters = [.leastCompressed([.none, .up])]
            } else {
                filters = [.leastCompressed([.none, .up]), .every(0)]
            }
            return filters.map { Compression(filter: $0, effort: effort) }
        }
    }

    /// What an image shows, when the caller knows: it decides which row
    /// filters are tried by default.
    public enum ImageContent: Hashable, Sendable {
        /// Anything; small images are compressed two ways and the smaller kept.
        case unknown
        /// Flat anti-aliased shapes (stars, hearts, backgrounds).
        case shapes
        /// Shapes with text (a label): rows are left unfiltered.
        case text
    }

    /// Which pixel format to write.
    public enum FormatChoice: Hashable, Sendable {
        /// The smallest lossless format (palette, grey, RGB, or with alpha).
        case smallestLossless
        /// Always 8-bit RGBA.
        case rgba
    }

    public var format: FormatChoice
    /// What the image shows (decides the filters tried by default).
    public var content: ImageContent
    /// Fixed filter and compressor settings, or nil for the standard ones.
    public var compression: Compression?
    /// Try every `Compression.candidates` setting and keep the smallest file.
    public var optimize: Bool
    /// The most threads one image's compression may use (images of 1 MiB
    /// of data or more are compressed in parts); nil: one a part. The bytes
    /// written are the same whatever this is.
    public var maximumThreads: Int? = nil

    public init(format: FormatChoice = .smallestLossless, compression: Compression? = nil, optimize: Bool = false,
                content: ImageContent = .unknown) {
        self.format = format
        self.content = content
        self.compression = compression
        self.optimize = optimize
    }

    /// The pixel formats worth trying for `image`. A palette's PLTE and tRNS
    /// chunks (4 bytes a colour) can outweigh its smaller rows: measured on
    /// badges, the palette loses below ~64 pixels per colour and wins above
    /// ~256, so in between both are encoded and the smaller kept.
    package func candidateFormats(for image: PNGImage) -> [PNGPixelFormat] {
        guard format == .smallestLossless else { return [.rgba] }
        let stats = PixelStatistics(image)
        // Palettes of many colours for few pixels lose to true colour: such
        // images skip the palette (and its sorting) altogether.
        let pixelsPerColor = stats.colors.map { image.width * image.height / max(1, $0.count) } ?? 0
        if stats.colors != nil && pixelsPerColor < 64 && !stats.isGrey { return [PNGPixelFormat.trueColor(stats)] }
        let smallest = PNGPixelFormat.smallest(stats)
        guard case .palette = smallest else { return [smallest] }
        if pixelsPerColor >= 256 { return [smallest] }
        let trueColor = PNGPixelFormat.trueColor(stats)
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
            let standard = compression.map { [$0] }
                ?? Compression.standard(for: pixelFormat, dataSize: rows.count, content: content)
            let settings = optimize
                ? standard + Compression.candidates(for: pixelFormat, dataSize: rows.count, content: content) : standard
            var smallestStream: [UInt8]? = nil
            for setting in settings {
                let stream = try compressedData(rows, image, pixelFormat, setting, checked: optimize)
                if smallestStream.map({ stream.count < $0.count }) ?? true { smallestStream = stream }
            }
            guard let stream = smallestStream else { continue }
            let bytes = try write(image, stream, pixelFormat, texts)
            if best.map({ bytes.count < $0.count }) ?? true { best = bytes }
        }
        guard let best else { throw .encodingFailed("no pixel format to write") }
        return best
    }

    /// The zlib stream of `rows` filtered and compressed with `compression`;
    /// when `checked`, proven by inflating it (see `ZlibStreamCheck`).
    func compressedData(_ rows: [UInt8], _ image: PNGImage, _ format: PNGPixelFormat,
                        _ compression: Compression, checked: Bool = false) throws(PNGError) -> [UInt8] {
        let rowBytes = PixelPacking.rowBytes(width: image.width, format: format)
        let filtered = RowFiltering.filter(rows, rowBytes: rowBytes, height: image.height,
                                           bytesPerPixel: max(1, format.bitsPerPixel / 8), strategy: compression.filter)
        let count = filtered.count - RowFiltering.padding
        let stream = ZlibCompressor(effort: compression.effort, maximumThreads: maximumThreads).compress(filtered, count: count)
        if checked {
            let holds = filtered.withUnsafeBufferPointer { ZlibStreamCheck.holds(stream, inflatingTo: UnsafeBufferPointer(rebasing: $0[..<count])) }
            guard holds else { throw .streamCheckFailed("\(compression.filter), \(compression.effort)") }
        }
        return stream
    }

    private func write(_ image: PNGImage, _ stream: [UInt8], _ format: PNGPixelFormat,
                       _ texts: [(key: String, text: String)]) throws(PNGError) -> [UInt8] {
        var params = sb_png_write_params()
        params.width = UInt32(image.width)
        params.height = UInt32(image.height)
        params.color_type = format.colorType
        params.bit_depth = Int32(format.bitDepth)

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
            return try stream.withUnsafeBufferPointer { (idat) throws(PNGError) -> [UInt8] in
                try paletteRGB.withUnsafeBufferPointer { (rgb) throws(PNGError) -> [UInt8] in
                    try paletteAlpha.withUnsafeBufferPointer { (alpha) throws(PNGError) -> [UInt8] in
                        params.idat = idat.baseAddress
                        params.idat_size = idat.count
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

extension PNGEncoder {
    /// The most bytes `encode(_:)` writes for a `width`×`height` image
    /// without texts, whatever its pixels: the RGBA8 rows with their filter
    /// bytes (the largest pixel format) stored uncompressed, and room for
    /// the blocks', chunks' and stream's headers. Deflate never writes a
    /// block larger than its bytes stored, so this holds for noise too.
    package static func sizeBound(width: Int, height: Int) -> Int {
        let rows = height * (1 + 4 * width)
        return rows + rows / 256 + 4096
    }
}
