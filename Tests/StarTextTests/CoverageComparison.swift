import StarGeometry
import StarRaster
import StarText

/// Per-pixel differences between two coverage images, in 1/255 units.
struct CoverageDifference: CustomStringConvertible {
    var mean: Double
    var max: Double

    /// Compares two equally long coverage arrays given in 0…255.
    init(_ a: [Double], _ b: [Double]) {
        precondition(a.count == b.count && !a.isEmpty)
        var sum = 0.0, largest = 0.0
        for (x, y) in zip(a, b) {
            let d = abs(x - y)
            sum += d
            largest = Swift.max(largest, d)
        }
        mean = sum / Double(a.count)
        max = largest
    }

    var description: String {
        "mean \((mean * 1000).rounded() / 1000)/255, max \((max * 100).rounded() / 100)/255"
    }
}

/// A pixel grid in glyph space (px, y down, origin at the pen position on
/// the baseline): `width × height` pixels whose top-left pixel starts at (x0, y0).
struct GlyphGrid {
    var x0: Int, y0: Int, width: Int, height: Int

    /// The grid of FreeType's bitmap: row 0 starts at y = −bitmap_top.
    init(_ bitmap: ReferenceBitmap) {
        self.init(x0: bitmap.left, y0: -bitmap.top, width: bitmap.width, height: bitmap.height)
    }

    init(x0: Int, y0: Int, width: Int, height: Int) {
        self.x0 = x0; self.y0 = y0; self.width = width; self.height = height
    }

    /// The grid grown by `margin` pixels on every side.
    func grown(by margin: Int) -> GlyphGrid {
        GlyphGrid(x0: x0 - margin, y0: y0 - margin, width: width + 2 * margin, height: height + 2 * margin)
    }

    /// StarRaster's non-zero coverage of `path` on this grid, in 0…255.
    func coverage(of path: Path) -> [Double] {
        var rasterizer = Rasterizer(width: width, height: height)
        rasterizer.add(path, dx: Double(-x0), dy: Double(-y0))
        return rasterizer.coverage(fillRule: .nonZero).values.map { Double($0) * 255 }
    }

    /// Same, after flattening the path's curves to within `tolerance` px.
    func coverage(of path: Path, flatteningTolerance tolerance: Double) -> [Double] {
        var rasterizer = Rasterizer(width: width, height: height)
        rasterizer.add(path.flattened(tolerance: tolerance), dx: Double(-x0), dy: Double(-y0))
        return rasterizer.coverage(fillRule: .nonZero).values.map { Double($0) * 255 }
    }

    /// FreeType's bitmap placed on this grid (0 outside it), in 0…255.
    /// Returns nil when the bitmap has ink outside the grid.
    func place(_ bitmap: ReferenceBitmap) -> [Double]? {
        var out = [Double](repeating: 0, count: width * height)
        for row in 0..<bitmap.height {
            for column in 0..<bitmap.width {
                let value = bitmap.alpha[row * bitmap.width + column]
                let x = bitmap.left + column - x0, y = row - bitmap.top - y0
                guard x >= 0, x < width, y >= 0, y < height else {
                    if value != 0 { return nil }
                    continue
                }
                out[y * width + x] = Double(value)
            }
        }
        return out
    }

    /// A FreeType rendering at `factor` times the size box-filtered down to
    /// this grid: each pixel is the mean of its factor × factor sub-pixels.
    /// Because coverage is an area, this is FreeType's coverage at this size
    /// with its curve-flattening error divided by `factor`.
    /// Returns nil when the large bitmap has ink outside the grid.
    func boxFiltered(_ large: ReferenceBitmap, factor: Int) -> [Double]? {
        var sums = [Double](repeating: 0, count: width * height)
        for row in 0..<large.height {
            for column in 0..<large.width {
                let value = large.alpha[row * large.width + column]
                let x = floorDiv(large.left + column, factor) - x0
                let y = floorDiv(row - large.top, factor) - y0
                guard x >= 0, x < width, y >= 0, y < height else {
                    if value != 0 { return nil }
                    continue
                }
                sums[y * width + x] += Double(value)
            }
        }
        let area = Double(factor * factor)
        return sums.map { $0 / area }
    }

    private func floorDiv(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
