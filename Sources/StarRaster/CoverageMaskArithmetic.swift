/// Combining coverage masks pixel by pixel, for regions built from others
/// (an outline band intersected with its shape, the two disjoint parts of a
/// star added together). Each result has the bounds of `self`; the other
/// mask counts as 0 outside its own bounds.
extension CoverageMask {
    /// A mask of zeros over the pixels of `bounds`.
    package init(zerosOver bounds: PixelRect) {
        self.init(originX: bounds.minX, originY: bounds.minY, width: bounds.width, height: bounds.height,
                  values: [Float](repeating: 0, count: bounds.width * bounds.height))
    }

    /// min(1, a + b) per pixel: the coverage of the union of two disjoint regions.
    package func adding(_ other: CoverageMask) -> CoverageMask {
        combined(with: other) { a, b in min(1, a + b) }
    }

    /// min(a, b) per pixel: the coverage of the intersection of two regions
    /// when, inside each pixel, one of them contains the other's part (exact
    /// for a band of a shape intersected with the shape itself).
    package func minimum(_ other: CoverageMask) -> CoverageMask {
        combined(with: other) { a, b in min(a, b) }
    }

    /// max(0, a − b) per pixel: the coverage of a region minus a part of it.
    package func subtracting(_ other: CoverageMask) -> CoverageMask {
        combined(with: other) { a, b in max(0, a - b) }
    }

    @inline(__always)
    private func combined(with other: CoverageMask, _ operation: (Float, Float) -> Float) -> CoverageMask {
        var result = values
        let x0 = max(originX, other.originX), x1 = min(originX + width, other.originX + other.width)
        let y0 = max(originY, other.originY), y1 = min(originY + height, other.originY + other.height)
        let rowWidth = width
        result.withUnsafeMutableBufferPointer { out in
            other.values.withUnsafeBufferPointer { theirs in
                for y in 0..<height {
                    let absoluteY = originY + y
                    let inside = absoluteY >= y0 && absoluteY < y1
                    for x in 0..<rowWidth {
                        let absoluteX = originX + x
                        var b: Float = 0
                        if inside, absoluteX >= x0, absoluteX < x1 {
                            b = theirs[(absoluteY - other.originY) * other.width + (absoluteX - other.originX)]
                        }
                        out[y * rowWidth + x] = operation(out[y * rowWidth + x], b)
                    }
                }
            }
        }
        return CoverageMask(originX: originX, originY: originY, width: width, height: height, values: result)
    }
}
