import StarGeometry
import StarRaster

/// Frames with a vertical gradient over them (plastic's sheen, social's
/// shaded label box), and plain polygons. A gradient is constant across a
/// row, so each pixel row is painted in its own colour: the gradient at the
/// row's middle composited over the fill, through that row of the shape's
/// coverage, in one pass with the rest of the frame (no seam).
extension RasterBackend {
    mutating func drawShape(_ paint: ShapePaint, on canvas: inout Canvas) {
        guard let mask = coverage(of: paint.polygon) else { return }
        canvas.fill(mask, with: paint.color)
    }

    /// Both sections and the sheen over them, row by row.
    mutating func drawGlossy(_ paint: SectionsPaint, gloss: VerticalGradient, whole: CoverageMask, outline: Polygon,
                             on canvas: inout Canvas) {
        let section = paint.split > 0
            ? coverage(of: outline.clipped(toVerticalLine: paint.split, keeping: .right), in: whole.bounds)
            : whole
        for row in 0..<whole.height {
            let y = whole.originY + row
            let middle = Double(y) + 0.5
            canvas.fill(shape: whole.row(row), on: section.row(row),
                        onColor: gloss.color(atY: middle, over: paint.sectionColor),
                        offColor: gloss.color(atY: middle, over: paint.labelColor))
        }
    }

    /// A box shaded row by row, its ring over the shade.
    mutating func drawShaded(_ paint: BackgroundPaint, shading: VerticalGradient, shape: CoverageMask,
                             outline: RoundedRectangle, on canvas: inout Canvas) {
        let ring = paint.border.map { border in
            coverage(of: outline.ring(width: border.width), in: shape.bounds).minimum(shape)
        } ?? CoverageMask(zerosOver: shape.bounds)
        for row in 0..<shape.height {
            let fill = shading.color(atY: Double(shape.originY + row) + 0.5, over: paint.fill)
            let ringColor = paint.border.map { Self.composite($0.color, over: fill) } ?? fill
            canvas.fill(shape: shape.row(row), on: ring.row(row), onColor: ringColor, offColor: fill)
        }
    }
}

extension CoverageMask {
    /// Row `row` (0-based, from the mask's top) as a mask one pixel high.
    fileprivate func row(_ row: Int) -> CoverageMask {
        CoverageMask(originX: originX, originY: originY + row, width: width, height: 1,
                     values: Array(values[(row * width)..<((row + 1) * width)]))
    }
}
