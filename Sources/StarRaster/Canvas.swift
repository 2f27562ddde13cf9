/// A pixel image of premultiplied RGBA in 0…1 (Float), composited source-over
/// in sRGB space. Floats keep straight colour exact even where alpha is tiny.
public struct Canvas: Sendable {
    public let width: Int
    public let height: Int
    /// Row-major premultiplied (r·a, g·a, b·a, a).
    public private(set) var pixels: [SIMD4<Float>]

    /// A canvas filled with `background`. Returns nil unless both sides are ≥ 1.
    public init?(width: Int, height: Int, background: Color = .transparent) {
        guard width >= 1, height >= 1 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow else { return nil }
        self.width = width
        self.height = height
        self.pixels = Array(repeating: background.premultiplied, count: count)
    }

    /// Premultiplied value at (x, y).
    public subscript(x: Int, y: Int) -> SIMD4<Float> { pixels[y * width + x] }

    /// Paints `color` through `mask` (source-over). Parts of the mask
    /// outside the canvas are ignored.
    public mutating func fill(_ mask: CoverageMask, with color: Color) {
        let paint = color.premultiplied
        composite(mask) { coverage, _ in paint * coverage }
    }

    /// Paints a shape split between two colours in one pass: `onMask` is the
    /// coverage of the on part, `shapeMask` of the whole shape (same frame).
    /// The off part's coverage is shape − on, so on + off add up to the shape's
    /// coverage: a pixel wholly inside the shape is opaque even on the split line.
    public mutating func fill(shape shapeMask: CoverageMask, on onMask: CoverageMask,
                              onColor: Color, offColor: Color) {
        precondition(shapeMask.originX == onMask.originX && shapeMask.originY == onMask.originY
                     && shapeMask.width == onMask.width && shapeMask.height == onMask.height)
        let on = onColor.premultiplied, off = offColor.premultiplied
        onMask.values.withUnsafeBufferPointer { onValues in
            composite(shapeMask) { total, index in
                let onCoverage = min(onValues[index], total)
                return on * onCoverage + off * (total - onCoverage)
            }
        }
    }

    /// Source-over of a per-pixel premultiplied source computed from the
    /// mask's coverage and index in the mask.
    @inline(__always)
    private mutating func composite(_ mask: CoverageMask, source: (Float, Int) -> SIMD4<Float>) {
        let x0 = max(0, mask.originX), x1 = min(width, mask.originX + mask.width)
        let y0 = max(0, mask.originY), y1 = min(height, mask.originY + mask.height)
        guard x0 < x1, y0 < y1 else { return }
        let canvasWidth = width
        mask.values.withUnsafeBufferPointer { coverage in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for y in y0..<y1 {
                    let maskRow = (y - mask.originY) * mask.width - mask.originX
                    let canvasRow = y * canvasWidth
                    for x in x0..<x1 {
                        let c = coverage[maskRow + x]
                        if c <= 0 { continue }
                        let src = source(c, maskRow + x)
                        let dst = pixels[canvasRow + x]
                        pixels[canvasRow + x] = src + dst * (1 - src.w)
                    }
                }
            }
        }
    }

    /// The image as straight-alpha RGBA, 8 bits per channel, row-major:
    /// alpha = round(255·a), colour = round(255·c/a); fully transparent pixels are 0,0,0,0.
    public func straightRGBA8() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: pixels.count * 4)
        bytes.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            writeStraightRGBA8(into: base, rowBytes: width * 4)
        }
        return bytes
    }

    /// Writes the image as `straightRGBA8()` does, row y at `destination` +
    /// y·`rowBytes` (at least 4·width bytes a row), into memory that starts
    /// zeroed: fully transparent pixels are skipped.
    public func writeStraightRGBA8(into destination: UnsafeMutableRawPointer, rowBytes: Int) {
        pixels.withUnsafeBufferPointer { pixels in
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

    /// round(v) clamped to 0…255, for v ≥ 0 (and tiny negative float noise):
    /// adding 0.5 and truncating rounds half away from zero.
    @inline(__always)
    private static func byte(_ v: Float) -> UInt8 {
        let rounded = v + 0.5
        return rounded >= 255 ? 255 : (rounded <= 0 ? 0 : UInt8(rounded))
    }
}
