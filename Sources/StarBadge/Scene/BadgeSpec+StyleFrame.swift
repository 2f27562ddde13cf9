import StarGeometry
import StarRaster

/// What a shields-like style paints under its texts and stars: the two
/// sections (with plastic's sheen), or social's two outlined boxes and the
/// bubble's tail pointing at the label. Lengths follow shields' renderer,
/// times the scale.
extension BadgeSpec {
    var styleFrameItems: [SceneItem] {
        switch design.style {
        case .social:
            return socialFrame
        case .plastic:
            guard var sections = sectionsPaint else { return [] }
            sections.gloss = VerticalGradient(top: 0, bottom: sections.rect.height, stops: [
                .init(offset: 0, color: .white, opacity: 0.7),
                .init(offset: 0.1, color: Color(red: 0xAA, green: 0xAA, blue: 0xAA), opacity: 0.1),
                .init(offset: 0.9, color: .black, opacity: 0.3),
                .init(offset: 1, color: .black, opacity: 0.5),
            ])
            return [.sections(sections)]
        default:
            return sectionsPaint.map { [.sections($0)] } ?? []
        }
    }

    /// The label box (light, shaded to 10 % black at its foot), the bubble,
    /// and where there is a label the bubble's tail: a notch cut in the
    /// bubble's outline and a small arrow through it.
    private var socialFrame: [SceneItem] {
        guard let shields = layout.shields else { return [] }
        let s = design.scale, height = shields.height
        let radius = design.style.metrics.cornerRadius * s
        let outline = (width: s, color: BadgeStyle.socialOutlineColor)
        var items: [SceneItem] = []
        if shields.labelSectionWidth > 0 {
            var box = BackgroundPaint(rect: Rect(x: 0, y: 0, width: shields.labelSectionWidth, height: height),
                                      cornerRadius: radius, fill: labelSectionColor, border: outline)
            box.shading = VerticalGradient(top: 0.5 * s, bottom: height - 0.5 * s, stops: [
                .init(offset: 0, color: BadgeStyle.socialLabelColor, opacity: 0),
                .init(offset: 1, color: .black, opacity: 0.1),
            ])
            items.append(.background(box))
        }
        let bubble = shields.valueSection
        items.append(.background(BackgroundPaint(rect: bubble, cornerRadius: radius, fill: starSectionColor,
                                                 border: outline)))
        if shields.labelSectionWidth > 0 {
            items += Self.socialTail(at: bubble.minX, scale: s, fill: starSectionColor, outline: outline.color)
        }
        return items
    }

    /// The tail left of the bubble whose outline's outer edge is at `x`: the
    /// outline cut away beside it, the arrow's inside, then its 1 px stroke
    /// (butt ends, mitred corners) as the polygon that stroke covers.
    private static func socialTail(at x: Double, scale s: Double, fill: Color, outline: Color) -> [SceneItem] {
        let tip = x + 0.5 * s  // the outline's middle, where the arrow's ends are
        let notch = Polygon([Point(x: x - 0.5 * s, y: 7 * s), Point(x: x + s, y: 7 * s),
                             Point(x: x + s, y: 13 * s), Point(x: x - 0.5 * s, y: 13 * s)])
        let inside = Polygon([Point(x: tip, y: 6.5 * s), Point(x: tip - 3 * s, y: 9.5 * s),
                              Point(x: tip - 3 * s, y: 10.5 * s), Point(x: tip, y: 13.5 * s)])
        // Half the stroke's width along the diagonals' normals.
        let a = 0.5 * s / 2.0.squareRoot()
        let stroke = Polygon([
            Point(x: tip - a, y: 6.5 * s - a), Point(x: tip - 3.5 * s, y: 10 * s - 2 * a),
            Point(x: tip - 3.5 * s, y: 10 * s + 2 * a), Point(x: tip - a, y: 13.5 * s + a),
            Point(x: tip + a, y: 13.5 * s - a), Point(x: tip - 2.5 * s, y: 11 * s - 2 * a),
            Point(x: tip - 2.5 * s, y: 9 * s + 2 * a), Point(x: tip + a, y: 6.5 * s + a),
        ])
        return [.shape(ShapePaint(polygon: notch, color: fill)), .shape(ShapePaint(polygon: inside, color: fill)),
                .shape(ShapePaint(polygon: stroke, color: outline))]
    }
}
