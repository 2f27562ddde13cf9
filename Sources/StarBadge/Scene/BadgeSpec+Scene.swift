import StarGeometry
import StarRaster

extension BadgeSpec {
    /// The badge as a scene: what is painted, in order, at the output scale.
    /// Plain composition of the spec's settings and layout; the rating is
    /// resolved into each star's fill here (from `displayedStars`).
    package var scene: BadgeScene {
        let size = pixelSize
        let plainBackground = !design.style.isShields && design.backgroundShape.isPlainRectangle
        var items: [SceneItem] = []
        if design.style.isShields {
            items += styleFrameItems
            items += shieldsTextPaints.map(SceneItem.text)
            items += logoItems(at: layout.shields?.labelBaseline)
        } else {
            if !plainBackground { items.append(.background(backgroundPaint)) }
            if let label = labelLine, let origin = layout.labelBaseline {
                items.append(.text(TextPaint(line: label.line, origin: labelTextOrigin(origin), letterSpacing: 0,
                                             color: effectiveTextColor, drawsBitmapGlyphs: true,
                                             outlines: outlines(of: label.line))))
            }
            items += logoItems(at: layout.labelBaseline)
        }
        items += starItems
        return BadgeScene(width: size.width, height: size.height,
                          background: plainBackground && design.background.alpha > 0 ? design.background : nil, items: items,
                          splitsRecur: design.fillMode != .precise)
    }

    private var backgroundPaint: BackgroundPaint {
        let rect = Rect(x: 0, y: 0, width: layout.contentWidth, height: layout.contentHeight)
        let border = design.backgroundShape.borderColor.flatMap { color in
            design.backgroundShape.drawnBorderWidth > 0 ? (width: design.backgroundShape.drawnBorderWidth * design.scale, color: color) : nil
        }
        return BackgroundPaint(rect: rect, cornerRadius: design.backgroundShape.cornerRadius * design.scale, fill: design.background, border: border)
    }

    var sectionsPaint: SectionsPaint? {
        guard let shields = layout.shields else { return nil }
        return SectionsPaint(rect: Rect(x: 0, y: 0, width: shields.width, height: shields.height),
                             cornerRadius: design.style.metrics.cornerRadius * design.scale, split: shields.labelSectionWidth,
                             labelColor: labelSectionColor, sectionColor: starSectionColor)
    }

    /// The label and value texts of a shields-like badge, each over the
    /// style's shadow 1 px (at scale 1) below it, if any (`TextShadow`).
    private var shieldsTextPaints: [TextPaint] {
        guard let texts = shieldsTexts, let shields = layout.shields else { return [] }
        var paints: [TextPaint] = []
        for (line, origin, color) in [(texts.label, shields.labelBaseline.map(labelTextOrigin), effectiveTextColor),
                                      (texts.value, shields.valueBaseline, valueTextColor)] {
            guard let line, let origin else { continue }
            if let shadow = design.style.metrics.textShadow.color(under: color) {
                paints.append(TextPaint(line: line.line, origin: Point(x: origin.x, y: origin.y + design.scale.rounded(.up)),
                                        letterSpacing: line.letterSpacing, color: shadow, drawsBitmapGlyphs: false,
                                        outlines: outlines(of: line.line)))
            }
            paints.append(TextPaint(line: line.line, origin: origin, letterSpacing: line.letterSpacing, color: color,
                                    drawsBitmapGlyphs: true, outlines: outlines(of: line.line)))
        }
        return paints
    }

    /// How a raster backend loads the outlines of `line`: the design's
    /// hinting for the line's size in the image.
    private func outlines(of line: TextLine) -> GlyphOutlineSource {
        design.hinting.outlines(pixelSize: line.pixelSize)
    }

    /// Where the label text starts, after the logo before it (if any).
    private func labelTextOrigin(_ origin: Point) -> Point {
        logoBox?.labelTextOrigin(origin, design.readingDirection) ?? origin
    }

    /// The logo in the label's place starting at `origin`: a picture, a
    /// vector logo in its colour (the label's text colour unless given), or a
    /// glyph or emoji in the label's text colour.
    private func logoItems(at origin: Point?) -> [SceneItem] {
        guard let logo = logoBox, let origin else { return [] }
        switch logo.drawing {
        case .picture(let image):
            return [.logo(LogoPaint(box: logo.pictureRect(origin, design.readingDirection), drawing: .picture(image)))]
        case .vector(let vector):
            return [.logo(LogoPaint(box: logo.pictureRect(origin, design.readingDirection),
                                    drawing: .vector(vector, design.logo?.color ?? effectiveTextColor)))]
        case .text(_, let line):
            let start = logo.textLogoOrigin(origin, design.readingDirection, line: line.value)
            return [.text(TextPaint(line: line.value, origin: start, letterSpacing: 0, color: effectiveTextColor,
                                    drawsBitmapGlyphs: true, outlines: outlines(of: line.value)))]
        }
    }

    /// Every star, as a shape or as pictures, with its fill for the shown rating.
    private var starItems: [SceneItem] {
        let fractions = FillMode.fractions(shown: displayedStars, starCount: design.starCount)
        let boxes = layout.starBoxes
        if let images = design.images {
            return zip(boxes, fractions).map { box, f in
                .picture(PicturePaint(box: box, fraction: f, images: images, offColor: design.offColor,
                                      measure: design.fillMeasure, direction: design.readingDirection))
            }
        }
        let outlineWidth = design.starAppearance.emptyStars == .outline ? design.starAppearance.outlineWidth * design.scale : nil
        let border = design.starAppearance.borderColor.map { (width: design.starAppearance.borderWidth * design.scale, color: $0) }
        let outline = starOutline
        var items: [SceneItem] = []
        for (box, f) in zip(boxes, fractions) {
            let fill: StarFill
            if f <= 0 || f >= 1 {
                fill = f >= 1 ? .full : .empty
            } else {
                // A degenerate shape has no split line: such a star draws nothing.
                let polygon = outline.polygon(in: box)
                guard polygon.bounds != nil else { continue }
                fill = StarFill(fraction: f, polygon: polygon, measure: design.fillMeasure, direction: design.readingDirection)
            }
            items.append(.star(StarPaint(box: box, fill: fill, onColor: starOnColor, offColor: starOffColor,
                                         outlineWidth: outlineWidth, border: border, outline: outline)))
        }
        return items
    }
}
