import StarGeometry
import StarRaster

extension SVGDocument {
    /// A picture star as the scene settled it; a split star is its two
    /// pictures, each clipped to its side of the line.
    mutating func addPicture(_ paint: PicturePaint) {
        let images = paint.images, box = paint.box
        switch paint.drawing {
        case .full(let rect):
            picture(.picture(images.full), in: rect)
        case .empty(let rect):
            emptyPicture(paint, in: rect)
        case .half(let rect, let mirrored):
            if let half = images.half { picture(.picture(half), in: rect, mirrored: mirrored) }
        case .split(let fullRect, let emptyRect, let line, let side):
            let margin = 1.0
            let (onClip, offClip) = side == .left
                ? (strip(box.minX - margin, line), strip(line, box.maxX + margin))
                : (strip(line, box.maxX + margin), strip(box.minX - margin, line))
            clipped(offClip) { $0.emptyPicture(paint, in: emptyRect) }
            clipped(onClip) { $0.picture(.picture(images.full), in: fullRect) }
        }
    }

    /// What `draw` writes, in a group clipped by definition `clip`.
    private mutating func clipped(_ clip: Int, _ draw: (inout SVGDocument) -> Void) {
        body.write("<g clip-path=\"url(#")
        body.id(clip)
        body.write(")\">")
        draw(&self)
        body.write("</g>")
    }

    /// The empty picture, or the full picture's silhouette in the off colour, over `rect`.
    private mutating func emptyPicture(_ paint: PicturePaint, in rect: Rect) {
        if let empty = paint.images.empty {
            picture(.picture(empty), in: rect)
        } else {
            picture(.silhouette(paint.images.full, paint.offColor), in: rect)
        }
    }

    /// A picture logo, its picture embedded once like a star picture's; a
    /// vector logo as paths in its colour.
    mutating func addLogo(_ paint: LogoPaint) {
        switch paint.drawing {
        case .picture(let image): picture(.picture(image), in: paint.box)
        case .vector(let logo, let color): addVectorLogo(logo, color: color, in: paint)
        }
    }

    /// A `<use>` of `source`'s picture (defined once per document)
    /// stretched over `rect`, mirrored about the rect's middle if asked.

    mutating func picture(_ source: SVGPictures.Source, in rect: Rect, mirrored: Bool = false) {
        let id: Int
        if let known = pictures.id(of: source) {
            id = known
        } else {
            id = newID()
            pictures.add(source, id: id)
        }
        Self.use(id, x: rect.minX, y: rect.minY, into: &body)
        body.attribute("width", rect.width)
        body.attribute("height", rect.height)
        if mirrored {
            body.write(" transform=\"translate(")
            body.number(2 * rect.minX + rect.width)
            body.write(" 0) scale(-1 1)\"")
        }
        body.write("/>")
    }
}
