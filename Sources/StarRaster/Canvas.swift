import StarColor
/// A pixel image of premultiplied RGBA in 0…1 (Float), composited source-over
/// in sRGB space. Floats keep straight colour exact even where alpha is tiny.
///
/// A canvas may hold only a part of the picture (`bounds`): masks and layers
/// are given in the picture's coordinates and only their part in the rectangle
/// is painted, so a tall picture can be painted one band of rows at a time.
package struct Canvas: Sendable {
    package let width: Int
    package let height: Int
    /// The part of the picture the canvas holds, in the picture's pixels.
    package let bounds: PixelRect
    /// The pixels, once they are needed: empty while the canvas is
    /// transparent but for `pending` fills.
    private var stored: [SIMD4<Float>]
    /// Fills on a transparent canvas whose rectangles do not overlap, not yet
    /// composited: each pixel is then simply its fill's source, so they are
    /// converted to bytes directly. An overlapping fill composites them first.
    private var pending: [CanvasFill] = []
    /// Most fills kept pending (none when fills are composited at once).
    private let pendingLimit: Int

    /// Row-major premultiplied (r·a, g·a, b·a, a).
    package var pixels: [SIMD4<Float>] { stored.isEmpty ? Self.composited(pending, width: width, height: height) : stored }

    /// A canvas filled with `background`. Returns nil unless both sides are ≥ 1.
    package init?(width: Int, height: Int, background: Color = .transparent) {
        self.init(bounds: PixelRect(minX: 0, minY: 0, width: width, height: height), background: background)
    }

    /// A canvas for the `bounds` part of a picture, filled with `background`.
    /// Returns nil unless both sides are ≥ 1.
    /// - Parameter defersFills: false composites every fill at once (the
    ///   reference path) instead of keeping fills that do not overlap apart.
    package init?(bounds: PixelRect, background: Color = .transparent, defersFills: Bool = true) {
        pendingLimit = defersFills ? 64 : 0
        guard bounds.width >= 1, bounds.height >= 1 else { return nil }
        let (count, overflow) = bounds.width.multipliedReportingOverflow(by: bounds.height)
        guard !overflow else { return nil }
        self.bounds = bounds
        self.width = bounds.width
        self.height = bounds.height
        let paint = background.premultiplied
        stored = paint == .zero ? [] : Array(repeating: paint, count: count)
    }

    /// Premultiplied value at (x, y).
    package subscript(x: Int, y: Int) -> SIMD4<Float> {
        if !stored.isEmpty { return stored[y * width + x] }
        // Pending fills do not overlap: at most one covers the pixel.
        for fill in pending { if let source = fill.source(x: x, y: y) { return source } }
        return .zero
    }

    /// Paints `color` through `mask` (source-over). Parts of the mask
    /// outside the canvas are ignored.
    /// - Parameter tile: `StraightTile(mask, with: color)` made before (for
    ///   the same coverage at any origin), which the conversion to bytes then
    ///   copies; ignored unless its size is the mask's.
    package mutating func fill(_ mask: CoverageMask, with color: Color, tile: StraightTile? = nil) {
        add(CanvasFill(mask: local(mask), paint: .solid(color.premultiplied), width: width, height: height, tile: tile))
    }

    /// Paints a shape split between two colours in one pass: `onMask` is the
    /// coverage of the on part, `shapeMask` of the whole shape (same bounds).
    /// The off part's coverage is shape − on, so on + off add up to the shape's
    /// coverage: a pixel wholly inside the shape is opaque even on the split line.
    /// - Parameter tile: the `StraightTile` of the same masks and colours (see `fill(_:with:tile:)`).
    package mutating func fill(shape shapeMask: CoverageMask, on onMask: CoverageMask,
                              onColor: Color, offColor: Color, tile: StraightTile? = nil) {
        precondition(shapeMask.originX == onMask.originX && shapeMask.originY == onMask.originY
                     && shapeMask.width == onMask.width && shapeMask.height == onMask.height)
        add(CanvasFill(mask: local(shapeMask), paint: .split(on: onColor.premultiplied, off: offColor.premultiplied,
                                                             onMask: local(onMask)), width: width, height: height, tile: tile))
    }

    /// `mask` in the canvas's own pixels (the same values, no copy).
    private func local(_ mask: CoverageMask) -> CoverageMask {
        guard bounds.minX != 0 || bounds.minY != 0 else { return mask }
        return CoverageMask(originX: mask.originX - bounds.minX, originY: mask.originY - bounds.minY,
                            width: mask.width, height: mask.height, values: mask.values)
    }

    private mutating func add(_ fill: CanvasFill?) {
        guard let fill else { return }
        if stored.isEmpty {
            let overlaps = pending.withUnsafeBufferPointer { fills in fills.indices.contains { fills[$0].overlaps(fill) } }
            if pending.count < pendingLimit && !overlaps {
                // A badge has a handful of fills: room for them at once.
                if pending.isEmpty { pending.reserveCapacity(8) }
                pending.append(fill)
                return
            }
            stored = Self.composited(pending, width: width, height: height)
            pending.removeAll()
        }
        let width = width
        stored.withUnsafeMutableBufferPointer { fill.composite(into: $0, width: width) }
    }

    /// A transparent canvas with `fills` composited in order.
    private static func composited(_ fills: [CanvasFill], width: Int, height: Int) -> [SIMD4<Float>] {
        var pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for fill in fills { fill.composite(into: pixels, width: width) }
        }
        return pixels
    }

    /// The image as straight-alpha RGBA, 8 bits per channel, row-major:
    /// alpha = round(255·a), colour = round(255·c/a); fully transparent pixels are 0,0,0,0.
    package func straightRGBA8() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            writeStraightRGBA8(into: base, rowBytes: width * 4)
        }
        return bytes
    }

    /// Writes the image as `straightRGBA8()` does, row y at `destination` +
    /// y·`rowBytes` (at least 4·width bytes a row), into memory that starts
    /// zeroed: fully transparent pixels are skipped.
    package func writeStraightRGBA8(into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        guard !stored.isEmpty else {
            // Pending fills do not overlap and the rest is transparent: each
            // pixel is its fill's source (source-over onto zero is the source).
            // (A fill with a tile copies it. Indices, not copies of the
            // fills: each copy would retain their arrays.)
            pending.withUnsafeBufferPointer { fills in
                for index in fills.indices { fills[index].writeStraightRGBA8(into: destination, rowBytes: rowBytes) }
            }
            return
        }
        stored.withUnsafeBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            // Rows that follow each other in the destination are one run.
            if rowBytes == width * 4 {
                Self.writeStraightRGBA8(base, count: pixels.count, into: destination)
            } else {
                for y in 0..<height {
                    Self.writeStraightRGBA8(base + y * width, count: width, into: destination + y * rowBytes)
                }
            }
        }
    }

    /// Converts `count` pixels from `source` into consecutive RGBA8 at `destination`, skipping transparent ones.
    @inline(__always)
    private static func writeStraightRGBA8(_ source: UnsafePointer<SIMD4<Float>>, count: Int,
                                           into destination: UnsafeMutableRawPointer) {
        // Runs of one colour are common (star interiors): convert each
        // distinct pixel once.
        var last = SIMD4<Float>(repeating: -1), lastBytes = SIMD4<UInt8>.zero
        for i in 0..<count where source[i].w >= 0.5 / 255 {
            let pixel = source[i]
            if pixel != last {
                last = pixel
                lastBytes = straightPixel(pixel)
            }
            destination.storeBytes(of: lastBytes, toByteOffset: 4 * i, as: SIMD4<UInt8>.self)
        }
    }

    /// One premultiplied pixel as straight RGBA8: alpha = round(255·a),
    /// colour = round(255·c/a); fully transparent (a < 0.5/255) is 0,0,0,0.
    @inline(__always)
    static func straightPixel(_ p: SIMD4<Float>) -> SIMD4<UInt8> {
        guard p.w >= 0.5 / 255 else { return .zero }
        let scale = 255 / p.w
        return SIMD4(byte(p.x * scale), byte(p.y * scale), byte(p.z * scale), byte(min(p.w, 1) * 255))
    }

    /// The alpha byte `straightPixel` gives a pixel of alpha `w` (≥ 0.5/255).
    @inline(__always)
    static func alphaByte(_ w: Float) -> UInt8 { byte(min(w, 1) * 255) }

    /// round(v) clamped to 0…255, for v ≥ 0 (and tiny negative float noise):
    /// adding 0.5 and truncating rounds half away from zero.
    @inline(__always)
    private static func byte(_ v: Float) -> UInt8 {
        let rounded = v + 0.5
        return rounded >= 255 ? 255 : (rounded <= 0 ? 0 : UInt8(rounded))
    }
}
