/// A PNG colour type and bit depth, with the palette when there is one.
package enum PNGPixelFormat: Hashable, Sendable, CustomStringConvertible {
    case grey(bitDepth: Int)
    case greyAlpha
    case rgb
    case rgba
    /// Up to 256 RGBA entries; transparency goes in a tRNS chunk.
    case palette([UInt32], bitDepth: Int)

    package var description: String {
        switch self {
        case .grey(let depth): return "grey \(depth)-bit"
        case .greyAlpha: return "grey+alpha 8-bit"
        case .rgb: return "RGB 8-bit"
        case .rgba: return "RGBA 8-bit"
        case .palette(let colors, let depth): return "palette of \(colors.count), \(depth)-bit"
        }
    }

    /// PNG colour type code (IHDR).
    var colorType: Int32 {
        switch self {
        case .grey: return 0
        case .rgb: return 2
        case .palette: return 3
        case .greyAlpha: return 4
        case .rgba: return 6
        }
    }

    var bitDepth: Int {
        switch self {
        case .grey(let depth), .palette(_, let depth): return depth
        default: return 8
        }
    }

    /// Whether rows hold one index or grey level a pixel rather than
    /// channels (filters and windows are chosen differently for them).
    var holdsIndices: Bool {
        switch self {
        case .palette, .grey: return true
        case .greyAlpha, .rgb, .rgba: return false
        }
    }

    /// Bits per pixel.
    var bitsPerPixel: Int {
        switch self {
        case .grey(let depth), .palette(_, let depth): return depth
        case .greyAlpha: return 16
        case .rgb: return 24
        case .rgba: return 32
        }
    }

    /// The smallest lossless format for `image`: palette when ≤ 256 colours
    /// (fewest bits, unless grey needs no more bits and no palette), else
    /// grey / grey+alpha / RGB / RGBA, dropping alpha when opaque.
    static func smallest(for image: PNGImage) -> PNGPixelFormat { smallest(PixelStatistics(image)) }

    static func smallest(_ stats: PixelStatistics) -> PNGPixelFormat {
        let greyDepth = stats.isGrey && stats.isOpaque ? smallestGreyDepth(stats.colors) : nil
        if let colors = stats.colors {
            let paletteDepth = colors.count <= 2 ? 1 : colors.count <= 4 ? 2 : colors.count <= 16 ? 4 : 8
            if let greyDepth, greyDepth <= paletteDepth { return .grey(bitDepth: greyDepth) }
            return .palette(sortedPalette(colors), bitDepth: paletteDepth)
        }
        return trueColor(stats)
    }

    /// The smallest format without a palette: grey or RGB, with alpha only if needed.
    static func trueColor(_ stats: PixelStatistics) -> PNGPixelFormat {
        if stats.isGrey { return stats.isOpaque ? .grey(bitDepth: 8) : .greyAlpha }
        return stats.isOpaque ? .rgb : .rgba
    }

    /// The fewest grey bits that hold every level exactly (1, 2, 4 or 8).
    private static func smallestGreyDepth(_ colors: [UInt32]?) -> Int {
        guard let colors else { return 8 }
        let levels = colors.map { $0 >> 24 }
        for (depth, step) in [(1, 255), (2, 85), (4, 17)] as [(Int, UInt32)] where levels.allSatisfy({ $0 % step == 0 }) {
            return depth
        }
        return 8
    }

    /// Translucent entries first (so tRNS is as short as possible), each
    /// group in ascending RGBA order: deterministic whatever the pixel order.
    private static func sortedPalette(_ colors: [UInt32]) -> [UInt32] {
        colors.sorted { a, b in
            let aOpaque = a & 0xFF == 0xFF, bOpaque = b & 0xFF == 0xFF
            if aOpaque != bOpaque { return !aOpaque }
            return a < b
        }
    }
}
