import StarGeometry
import StarRaster

/// A star drawn as pictures in `box`, settled: which picture goes where
/// (aspect-fitted and centred in the box) and, for a split star, the line
/// between the full picture and the empty one. Backends only paint it.
package struct PicturePaint: Sendable {
    package let box: Rect
    /// The star's filled fraction, 0…1.
    package let fraction: Double
    package let images: StarImages
    /// The colour of the full picture's silhouette, drawn for an empty star without an empty picture.
    package let offColor: Color
    package let direction: ReadingDirection
    /// What is drawn, with the rectangles (px) the pictures are stretched over.
    package let drawing: PictureDrawing

    /// A star in `box` filled `fraction` (0…1): the full picture for a full
    /// star, the empty one (or the full picture's silhouette in `offColor`)
    /// for an empty star, the half picture for a half star measured by
    /// width (mirrored right to left), and otherwise the full picture on the
    /// on side of the split and the empty one after it. By area, the split
    /// leaves that fraction of the full picture's opacity, as drawn at this
    /// size, on the on side.
    init(box: Rect, fraction f: Double, images: StarImages, offColor: Color, measure: FillMeasure,
         direction: ReadingDirection) {
        self.box = box
        self.fraction = f
        self.images = images
        self.offColor = offColor
        self.direction = direction
        let full = Self.fittedRect(images.full, into: box)
        let empty = Self.fittedRect(images.empty ?? images.full, into: box)
        if f >= 1 {
            drawing = .full(full)
        } else if f <= 0 {
            drawing = .empty(empty)
        } else if f == 0.5, let half = images.half, measure == .width {
            drawing = .half(Self.fittedRect(half, into: box), mirrored: direction == .rightToLeft)
        } else {
            let side: VerticalSide = direction == .leftToRight ? .left : .right
            let byWidth = side == .left ? full.minX + f * full.width : full.maxX - f * full.width
            let byArea = measure == .area ? Self.alphaSplitLine(images.full, in: full, fraction: f, keeping: side) : nil
            drawing = .split(full: full, empty: empty, line: byArea ?? byWidth, onSide: side)
        }
    }

    /// Where an image goes in a box: aspect-fitted, centred.
    package static func fittedRect(_ image: StarImage, into box: Rect) -> Rect {
        let source = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let t = AffineTransform.aspectFit(source, into: box)
        return Rect(x: t.tx, y: t.ty, width: t.a * source.width, height: t.d * source.height)
    }

    /// The x of the vertical line that leaves `fraction` of `image`'s
    /// opacity, as resampled into `rect`'s pixels, on `side` (each pixel's
    /// alpha spread evenly over its width); nil when it draws nothing. The
    /// picture is resampled in bands of rows, so a large one never needs
    /// its whole layer at once; the column sums, and so the line, are the
    /// same as from the whole layer.
    static func alphaSplitLine(_ image: StarImage, in rect: Rect, fraction: Double, keeping side: VerticalSide) -> Double? {
        guard let whole = PixelRect(covering: rect) else { return nil }
        var columns = AlphaColumns(bounds: whole)
        let bandHeight = max(1, (1 << 20) / max(1, whole.width))
        for top in stride(from: whole.minY, to: whole.maxY, by: bandHeight) {
            if let band = image.pixels.drawn(into: rect, rows: top..<min(whole.maxY, top + bandHeight)) {
                columns.add(band)
            }
        }
        return columns.splitLine(fraction: fraction, keeping: side)
    }
}

/// What a picture star draws; rectangles in image px.
package enum PictureDrawing: Sendable {
    /// The full picture over the rect.
    case full(Rect)
    /// The empty picture (or the full picture's silhouette) over the rect.
    case empty(Rect)
    /// The half picture over the rect, mirrored about its middle right to left.
    case half(Rect, mirrored: Bool)
    /// The full picture on `onSide` of the vertical line at x = `line`, the
    /// empty one (or the silhouette) on the other side.
    case split(full: Rect, empty: Rect, line: Double, onSide: VerticalSide)
}
