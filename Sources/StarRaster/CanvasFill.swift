import StarColor
/// One paint operation on a `Canvas`: a coverage mask and what it paints,
/// composited source-over. On a transparent canvas, fills whose rectangles do
/// not overlap are kept as they are and converted straight to bytes: the
/// canvas never holds their pixels (a badge's stars are such fills).
struct CanvasFill: Sendable {
    enum Paint: Sendable {
        /// One premultiplied colour times the coverage.
        case solid(SIMD4<Float>)
        /// Two colours: `on` over `onMask`'s coverage, `off` over the rest
        /// of the mask's (see `Canvas.fill(shape:on:onColor:offColor:)`).
        case split(on: SIMD4<Float>, off: SIMD4<Float>, onMask: CoverageMask)
    }

    let mask: CoverageMask
    let paint: Paint
    /// The part of the mask's bounds on the canvas (never empty).
    let bounds: PixelRect
    /// The fill's bytes converted before, when the caller kept them.
    let tile: StraightTile?

    /// The fill, or nil when no part of `mask` lies on a `width`×`height` canvas.
    init?(mask: CoverageMask, paint: Paint, width: Int, height: Int, tile: StraightTile? = nil) {
        self.tile = tile.flatMap { $0.fits(mask) ? $0 : nil }
        let x0 = max(0, mask.originX), x1 = min(width, mask.originX + mask.width)
        let y0 = max(0, mask.originY), y1 = min(height, mask.originY + mask.height)
        guard x0 < x1, y0 < y1 else { return nil }
        self.mask = mask
        self.paint = paint
        bounds = PixelRect(minX: x0, minY: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The source painted at canvas pixel (x, y), or nil where the fill has no coverage.
    func source(x: Int, y: Int) -> SIMD4<Float>? {
        guard x >= bounds.minX, x < bounds.minX + bounds.width, y >= bounds.minY, y < bounds.minY + bounds.height else {
            return nil
        }
        let index = (y - mask.originY) * mask.width + x - mask.originX
        let coverage = mask.values[index]
        guard coverage > 0 else { return nil }
        switch paint {
        case .solid(let color):
            return color * coverage
        case .split(let on, let off, let onMask):
            return Self.splitSource(on: on, off: off, coverage: coverage, onValue: onMask.values[index])
        }
    }

    /// A split paint's source where the shape has `coverage` and the on
    /// mask `onValue`: the on colour over the on part (never more than the
    /// shape), the off colour over the rest.
    @inline(__always)
    private static func splitSource(on: SIMD4<Float>, off: SIMD4<Float>, coverage: Float, onValue: Float) -> SIMD4<Float> {
        let onCoverage = min(onValue, coverage)
        return on * onCoverage + off * (coverage - onCoverage)
    }

    func overlaps(_ other: CanvasFill) -> Bool {
        bounds.minX < other.bounds.minX + other.bounds.width && other.bounds.minX < bounds.minX + bounds.width
            && bounds.minY < other.bounds.minY + other.bounds.height && other.bounds.minY < bounds.minY + bounds.height
    }

    /// Calls `body(x, y, source)` for each canvas pixel the fill covers
    /// (coverage above 0), with the premultiplied source painted there.
    @inline(__always)
    func forEachPixel(_ body: (Int, Int, SIMD4<Float>) -> Void) {
        switch paint {
        case .solid(let color):
            forEachCoverage { x, y, coverage, _ in body(x, y, color * coverage) }
        case .split(let on, let off, let onMask):
            onMask.values.withUnsafeBufferPointer { onValues in
                forEachCoverage { x, y, total, index in
                    body(x, y, Self.splitSource(on: on, off: off, coverage: total, onValue: onValues[index]))
                }
            }
        }
    }

    @inline(__always)
    private func forEachCoverage(_ body: (Int, Int, Float, Int) -> Void) {
        mask.values.withUnsafeBufferPointer { coverage in
            for y in bounds.minY..<(bounds.minY + bounds.height) {
                let maskRow = (y - mask.originY) * mask.width - mask.originX
                for x in bounds.minX..<(bounds.minX + bounds.width) {
                    let c = coverage[maskRow + x]
                    if c > 0 { body(x, y, c, maskRow + x) }
                }
            }
        }
    }

    /// Writes the fill's pixels as straight RGBA8 (see `Canvas.straightPixel`),
    /// pixel (x, y) at `destination` + y·`rowBytes` + 4·x, as if composited
    /// onto transparent pixels (which leaves the source itself). Pixels
    /// without coverage are not written.
    func writeStraightRGBA8(into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        if let tile {
            // The bounds's rows of the tile, which covers the whole mask.
            let skipX = bounds.minX - mask.originX, skipY = bounds.minY - mask.originY
            tile.bytes.withUnsafeBytes { source in
                guard let source = source.baseAddress else { return }
                for row in 0..<bounds.height {
                    (destination + (bounds.minY + row) * rowBytes + 4 * bounds.minX).copyMemory(
                        from: source + ((skipY + row) * tile.width + skipX) * 4, byteCount: 4 * bounds.width)
                }
            }
            return
        }
        var lastBytes = SIMD4<UInt8>.zero
        switch paint {
        case .solid(let color):
            if let opaque = Self.steadyStraightColor(color) {
                // Only the alpha byte varies with the coverage (text: nearly every pixel differs).
                writeSteadyColor(opaque, into: destination, rowBytes: rowBytes)
                return
            }
            // The bytes depend on the coverage alone: convert each distinct
            // coverage once (star interiors are runs of 1).
            var lastCoverage: Float = -1
            forEachCoverage { x, y, coverage, _ in
                if coverage != lastCoverage {
                    lastCoverage = coverage
                    lastBytes = Canvas.straightPixel(color * coverage)
                }
                destination.storeBytes(of: lastBytes, toByteOffset: y &* rowBytes &+ 4 &* x, as: SIMD4<UInt8>.self)
            }
        case .split:
            var last = SIMD4<Float>(repeating: -1)
            forEachPixel { x, y, pixel in
                if pixel != last {
                    last = pixel
                    lastBytes = Canvas.straightPixel(pixel)
                }
                destination.storeBytes(of: lastBytes, toByteOffset: y &* rowBytes &+ 4 &* x, as: SIMD4<UInt8>.self)
            }
        }
    }

    /// Writes the fill as `writeStraightRGBA8` does for a colour whose
    /// straight bytes are `opaque` whatever the coverage (alpha aside):
    /// each pixel is those bytes with alpha `Canvas.alphaByte(c)`, or 0 where
    /// the coverage is below half a step. Every pixel of the bounds is
    /// written, in rows without a branch, which the compiler vectorises (the
    /// memory starts zeroed and no other fill shares the bounds, so a 0
    /// written is a 0 left).
    private func writeSteadyColor(_ opaque: SIMD4<UInt8>, into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        let colorWord = (UInt32(opaque.x) | UInt32(opaque.y) << 8 | UInt32(opaque.z) << 16).littleEndian
        mask.values.withUnsafeBufferPointer { coverage in
            guard let coverage = coverage.baseAddress else { return }
            for y in bounds.minY..<(bounds.minY + bounds.height) {
                let source = coverage + (y - mask.originY) * mask.width + bounds.minX - mask.originX
                let target = (destination + (y &* rowBytes &+ 4 &* bounds.minX)).assumingMemoryBound(to: UInt32.self)
                for x in 0..<bounds.width {
                    let c = source[x]
                    target[x] = c >= 0.5 / 255 ? colorWord | (Self.alphaByte(c) &<< 24).littleEndian : 0
                }
            }
        }
    }

    /// `Canvas.alphaByte(c)` for a coverage c ≥ 0.5/255, by float
    /// arithmetic alone (no conversion to an integer, which would keep a
    /// loop from being vectorised): w = min(c, 1)·255 + 0.5 as there, then
    /// its whole part. Adding 2²³ rounds w to the nearest whole number r,
    /// which the low bits of the sum hold; the whole part is r, or r − 1 when
    /// r > w. Exact for 0 ≤ w < 2²².
    @inline(__always)
    static func alphaByte(_ c: Float) -> UInt32 {
        let w = (c > 1 ? 1 : c) * 255 + 0.5
        let shifted = w + 8_388_608
        let nearest = shifted - 8_388_608
        let whole = (shifted.bitPattern & 0x1FF) &- (nearest > w ? 1 : 0)
        return whole > 255 ? 255 : whole
    }

    /// The straight colour bytes `Canvas.straightPixel(color · c)` gives for
    /// every coverage c (alpha aside), when that does not depend on c: an
    /// opaque colour whose channels ×255 lie more than 1e-3 from a rounding
    /// boundary, so the few-ulp error of (r·c)·(255/c) cannot move a byte.
    /// Nil otherwise.
    private static func steadyStraightColor(_ color: SIMD4<Float>) -> SIMD4<UInt8>? {
        guard color.w == 1 else { return nil }
        for channel in 0..<3 {
            let scaled = color[channel] * 255
            guard scaled >= 0, scaled <= 255 else { return nil }
            let fraction = scaled - scaled.rounded(.down)
            guard abs(fraction - 0.5) > 1e-3 else { return nil }
        }
        return Canvas.straightPixel(color)
    }

    /// Composites the fill source-over into `pixels` (a canvas `width` wide).
    func composite(into pixels: UnsafeMutableBufferPointer<SIMD4<Float>>, width: Int) {
        forEachPixel { x, y, src in
            let i = y * width + x
            pixels[i] = src + pixels[i] * (1 - src.w)
        }
    }
}
