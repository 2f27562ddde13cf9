import StarColor
/// A fill's pixels converted once to straight RGBA8 over its mask's whole
/// bounds, for a caller that paints the same coverage in the same colours
/// again (a badge's stars recur from badge to badge) to pass back with the
/// fill: a canvas that converts the fill to bytes then copies the tile.
package struct StraightTile: Sendable {
    /// The mask's bounds size, in pixels.
    package let width: Int
    package let height: Int
    /// 4·width bytes a row, `height` rows.
    let bytes: [UInt8]

    /// Bytes the tile holds (for a cache's budget).
    package var byteCount: Int { bytes.count }

    /// The tile of `fill(mask, with: color)`.
    package init(_ mask: CoverageMask, with color: Color) {
        self.init(mask, paint: .solid(color.premultiplied))
    }

    /// The tile of `fill(shape: shapeMask, on: onMask, onColor:, offColor:)`.
    package init(shape shapeMask: CoverageMask, on onMask: CoverageMask, onColor: Color, offColor: Color) {
        precondition(shapeMask.width == onMask.width && shapeMask.height == onMask.height)
        self.init(shapeMask, paint: .split(on: onColor.premultiplied, off: offColor.premultiplied,
                                           onMask: Self.atOrigin(onMask)))
    }

    /// Converted by the very code that converts a canvas's fills, so the
    /// bytes are the same.
    private init(_ mask: CoverageMask, paint: CanvasFill.Paint) {
        width = mask.width
        height = mask.height
        var bytes = [UInt8](repeating: 0, count: 4 * mask.width * mask.height)
        if let fill = CanvasFill(mask: Self.atOrigin(mask), paint: paint, width: mask.width, height: mask.height) {
            bytes.withUnsafeMutableBytes { out in
                guard let base = out.baseAddress else { return }
                fill.writeStraightRGBA8(into: base, rowBytes: 4 * mask.width)
            }
        }
        self.bytes = bytes
    }

    private static func atOrigin(_ mask: CoverageMask) -> CoverageMask {
        CoverageMask(originX: 0, originY: 0, width: mask.width, height: mask.height, values: mask.values)
    }

    /// Whether the tile can stand for a fill of `mask` (same bounds size).
    func fits(_ mask: CoverageMask) -> Bool { width == mask.width && height == mask.height }
}
