import StarGeometry

/// An image as premultiplied RGBA floats (0…1), ready to be resampled:
/// averaging premultiplied values keeps transparent pixels' colour from
/// bleeding into their neighbours.
package struct PremultipliedImage: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// Row-major, width × height values.
    package let pixels: [SIMD4<Float>]

    /// From straight-alpha RGBA8 (4 bytes per pixel, row-major). Nil unless
    /// both sides are ≥ 1 and there are exactly width × height × 4 bytes.
    package init?(width: Int, height: Int, straightRGBA8 bytes: [UInt8]) {
        guard width >= 1, height >= 1 else { return nil }
        let (count, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, count <= Int.max / 4, bytes.count == count * 4 else { return nil }
        var pixels = [SIMD4<Float>](repeating: .zero, count: count)
        bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { out in
                for i in 0..<count {
                    let a = Float(source[4 * i + 3]) / 255
                    out[i] = SIMD4(Float(source[4 * i]) / 255 * a, Float(source[4 * i + 1]) / 255 * a,
                                   Float(source[4 * i + 2]) / 255 * a, a)
                }
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    private init(width: Int, height: Int, pixels: [SIMD4<Float>]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The image flipped left to right.
    package func mirrored() -> PremultipliedImage {
        var flipped = pixels
        for y in 0..<height {
            for x in 0..<width { flipped[y * width + x] = pixels[y * width + (width - 1 - x)] }
        }
        return PremultipliedImage(width: width, height: height, pixels: flipped)
    }

    /// The image stretched onto `rect` (px, may be fractional) and sampled
    /// on the pixel grid, over the pixels `rect` touches.
    ///
    /// Shrinking (a pixel spans at least one image pixel) each pixel is the
    /// exact area average of the image under it — a box filter, separable,
    /// with fractional image pixels weighted by the part under the pixel.
    /// Enlarging, each pixel is the bilinear interpolation of the four image
    /// pixels nearest its centre (edges clamped). Either way a pixel only
    /// partly inside `rect` is weighted by the part inside, so the image's
    /// edges are anti-aliased like the shapes'. Nil for an empty rect.
    /// - Parameter rows: the canvas rows wanted, nil for all of them; the
    ///   layer then holds only its rows among them, with the values the whole
    ///   layer has there. Nil when it has no row among them.
    package func drawn(into rect: Rect, rows: Range<Int>? = nil) -> PixelLayer? {
        guard rect.width > 0, rect.height > 0, let whole = PixelRect(covering: rect),
              whole.width > 0, whole.height > 0 else { return nil }
        var bounds = whole
        if let rows {
            bounds = whole.intersection(PixelRect(minX: whole.minX, minY: rows.lowerBound,
                                                  width: whole.width, height: rows.count))
            guard bounds.height > 0 else { return nil }
        }
        let columns = Self.taps(count: bounds.width, start: bounds.minX, from: rect.minX, length: rect.width, samples: width)
        let rowTaps = Self.taps(count: bounds.height, start: bounds.minY, from: rect.minY, length: rect.height, samples: height)
        // Only the image rows these output rows take.
        let used = rowTaps.joined().map(\.index)
        guard let firstUsed = used.min(), let lastUsed = used.max() else {
            return PixelLayer(bounds: bounds)
        }
        let across = horizontalPass(columns: columns, imageRows: firstUsed...lastUsed)
        // Vertical pass onto the rectangle's rows.
        var result = [SIMD4<Float>](repeating: .zero, count: bounds.width * bounds.height)
        across.withUnsafeBufferPointer { source in
            result.withUnsafeMutableBufferPointer { out in
                for y in 0..<bounds.height {
                    for tap in rowTaps[y] {
                        let sourceRow = (tap.index - firstUsed) * bounds.width
                        for x in 0..<bounds.width { out[y * bounds.width + x] += source[sourceRow + x] * tap.weight }
                    }
                }
            }
        }
        // Float sums can overshoot opacity by a few ulps.
        for i in 0..<result.count where result[i].w > 1 { result[i] /= result[i].w }
        return PixelLayer(bounds: bounds, pixels: result)
    }

    /// Every image row of `imageRows` resampled onto the output's columns.
    private func horizontalPass(columns: [[Tap]], imageRows: ClosedRange<Int>) -> [SIMD4<Float>] {
        let outWidth = columns.count
        var across = [SIMD4<Float>](repeating: .zero, count: outWidth * imageRows.count)
        pixels.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { out in
                for (outRow, y) in imageRows.enumerated() {
                    let row = y * width
                    for x in 0..<outWidth {
                        var sum = SIMD4<Float>.zero
                        for tap in columns[x] { sum += source[row + tap.index] * tap.weight }
                        out[outRow * outWidth + x] = sum
                    }
                }
            }
        }
        return across
    }

    struct Tap {
        let index: Int
        let weight: Float
    }

    /// For each of `count` output pixels starting at `start`, the image
    /// samples (0..<samples) it takes and their weights, for an image laid
    /// over [from, from + length]. The weights of a pixel add up to the part
    /// of the pixel inside that span.
    static func taps(count: Int, start: Int, from origin: Double, length: Double, samples: Int) -> [[Tap]] {
        let pixelsPerSample = length / Double(samples)
        var result: [[Tap]] = []
        result.reserveCapacity(count)
        for i in 0..<count {
            let lo = max(Double(start + i), origin), hi = min(Double(start + i + 1), origin + length)
            let covered = hi - lo
            guard covered > 0 else {
                result.append([])
                continue
            }
            var taps: [Tap] = []
            if pixelsPerSample <= 1 {
                // Box filter: each image sample weighted by its overlap with [lo, hi].
                let u0 = (lo - origin) / pixelsPerSample, u1 = (hi - origin) / pixelsPerSample
                let first = max(0, Int(u0.rounded(.down))), last = min(samples - 1, Int(u1.rounded(.up)) - 1)
                if first <= last {
                    for j in first...last {
                        let overlap = min(u1, Double(j + 1)) - max(u0, Double(j))
                        if overlap > 0 { taps.append(Tap(index: j, weight: Float(overlap * pixelsPerSample))) }
                    }
                }
            } else {
                // Bilinear at the centre of the covered part of the pixel.
                let u = ((lo + hi) / 2 - origin) / pixelsPerSample - 0.5
                let j = u.rounded(.down), t = u - j
                let j0 = min(max(Int(j), 0), samples - 1), j1 = min(max(Int(j) + 1, 0), samples - 1)
                taps.append(Tap(index: j0, weight: Float((1 - t) * covered)))
                taps.append(Tap(index: j1, weight: Float(t * covered)))
            }
            result.append(taps)
        }
        return result
    }
}
