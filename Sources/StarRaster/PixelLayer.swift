import StarColor
import StarGeometry

/// Premultiplied RGBA pixels (0…1, as in `Canvas`) over a rectangle of whole
/// pixels: a source whose colour varies per pixel — an image, or several
/// colours sharing pixels — to composite over a canvas.
///
/// `Canvas` paints one or two colours per pass; where three regions of
/// different colours share a pixel, or an image is drawn, the renderer
/// builds a layer instead, and `Canvas.straightRGBA8(compositing:)` puts it
/// on top (source-over) when the image is made.
package struct PixelLayer: Sendable {
    package let bounds: PixelRect
    /// Row-major, `bounds.width × bounds.height` premultiplied values.
    package internal(set) var pixels: [SIMD4<Float>]

    /// A transparent layer.
    package init(bounds: PixelRect) {
        self.bounds = bounds
        self.pixels = Array(repeating: .zero, count: bounds.width * bounds.height)
    }

    /// Nil unless there is exactly one value per pixel of `bounds`.
    package init?(bounds: PixelRect, pixels: [SIMD4<Float>]) {
        guard pixels.count == bounds.width * bounds.height else { return nil }
        self.bounds = bounds
        self.pixels = pixels
    }

    /// Disjoint regions painted as one source: each pixel is
    /// Σ coverageᵢ · colourᵢ (premultiplied), so regions that share a pixel
    /// add up instead of showing the background between them. Coverage
    /// outside `bounds` is ignored.
    package init(bounds: PixelRect, regions: [(mask: CoverageMask, color: Color)]) {
        self.init(bounds: bounds)
        let width = bounds.width
        pixels.withUnsafeMutableBufferPointer { out in
            for (mask, color) in regions {
                let paint = color.premultiplied
                let x0 = max(bounds.minX, mask.originX), x1 = min(bounds.minX + width, mask.originX + mask.width)
                let y0 = max(bounds.minY, mask.originY), y1 = min(bounds.minY + bounds.height, mask.originY + mask.height)
                guard x0 < x1, y0 < y1 else { continue }
                mask.values.withUnsafeBufferPointer { coverage in
                    for y in y0..<y1 {
                        let maskRow = (y - mask.originY) * mask.width - mask.originX
                        let outRow = (y - bounds.minY) * width - bounds.minX
                        for x in x0..<x1 {
                            let c = coverage[maskRow + x]
                            if c > 0 { out[outRow + x] += paint * c }
                        }
                    }
                }
            }
        }
    }

    /// Two layers over the same bounds joined at the vertical line `x = line`:
    /// `on`'s pixels on `onSide`, `off`'s on the other, a pixel the line
    /// crosses weighted by the exact share of its width on each side.
    /// Nil unless both have the same bounds.
    package static func split(on: PixelLayer, off: PixelLayer, line: Double, onSide: VerticalSide) -> PixelLayer? {
        guard on.bounds == off.bounds else { return nil }
        let bounds = on.bounds, width = bounds.width
        var result = PixelLayer(bounds: bounds)
        var weights = [Float](repeating: 0, count: width)
        for x in 0..<width {
            let left = Double(bounds.minX + x)
            let leftShare = min(1, max(0, line - left))  // part of [left, left + 1] left of the line
            weights[x] = Float(onSide == .left ? leftShare : 1 - leftShare)
        }
        result.pixels.withUnsafeMutableBufferPointer { out in
            on.pixels.withUnsafeBufferPointer { a in
                off.pixels.withUnsafeBufferPointer { b in
                    for y in 0..<bounds.height {
                        for x in 0..<width {
                            let i = y * width + x, w = weights[x]
                            out[i] = a[i] * w + b[i] * (1 - w)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The layer's shape in one colour: every pixel `color` at the layer's alpha.
    package func silhouette(_ color: Color) -> PixelLayer {
        let paint = color.premultiplied
        var result = self
        result.pixels.withUnsafeMutableBufferPointer { out in
            for i in 0..<out.count { out[i] = paint * out[i].w }
        }
        return result
    }

    /// The x of the vertical line with `fraction` (0…1) of the layer's total
    /// alpha on `side` — an image's "area" — taking each pixel's alpha as
    /// spread evenly over its width. Nil for a fully transparent layer.
    package func alphaSplitLine(fraction: Double, keeping side: VerticalSide) -> Double? {
        var columns = AlphaColumns(bounds: bounds)
        columns.add(self)
        return columns.splitLine(fraction: fraction, keeping: side)
    }
}

extension Canvas {
    /// The image as straight-alpha RGBA8 (as `straightRGBA8()`) with `layers`
    /// composited over the canvas, in order, source-over in premultiplied
    /// floats; the canvas itself is unchanged. Parts of layers outside the
    /// canvas are ignored.
    package func straightRGBA8(compositing layers: [PixelLayer]) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            writeStraightRGBA8(compositing: layers, into: base, rowBytes: width * 4)
        }
        return bytes
    }

    /// Writes `straightRGBA8(compositing:)` as `writeStraightRGBA8(into:rowBytes:)`
    /// does: row y at `destination` + y·`rowBytes`, into memory that starts zeroed.
    package func writeStraightRGBA8(compositing layers: [PixelLayer], into destination: UnsafeMutableRawPointer,
                                   rowBytes: Int) {
        writeStraightRGBA8(into: destination, rowBytes: rowBytes)
        guard !layers.isEmpty else { return }
        var composed = pixels
        let canvasWidth = width
        for layer in layers {
            // The layer's bounds in the canvas's own pixels.
            let bounds = layer.bounds.offsetBy(dx: -self.bounds.minX, dy: -self.bounds.minY)
            let x0 = max(0, bounds.minX), x1 = min(canvasWidth, bounds.minX + bounds.width)
            let y0 = max(0, bounds.minY), y1 = min(height, bounds.minY + bounds.height)
            guard x0 < x1, y0 < y1 else { continue }
            composed.withUnsafeMutableBufferPointer { canvasPixels in
                layer.pixels.withUnsafeBufferPointer { source in
                    for y in y0..<y1 {
                        let sourceRow = (y - bounds.minY) * bounds.width - bounds.minX
                        for x in x0..<x1 {
                            let src = source[sourceRow + x]
                            let i = y * canvasWidth + x
                            canvasPixels[i] = src + canvasPixels[i] * (1 - src.w)
                        }
                    }
                }
            }
            for y in y0..<y1 {
                let row = destination + y * rowBytes
                for x in x0..<x1 {
                    row.storeBytes(of: Self.straightPixel(composed[y * canvasWidth + x]), toByteOffset: 4 * x,
                                   as: SIMD4<UInt8>.self)
                }
            }
        }
    }
}
