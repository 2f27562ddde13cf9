import StarGeometry

extension BadgeSpec {
    /// How the badge's stars are outlined at the output scale.
    package var starOutline: StarOutline {
        StarOutline(shape: design.shape, cornerRadius: design.starAppearance.cornerRadius * design.scale)
    }

    /// The polygon drawn for a star in `box` (px at the output scale): the
    /// shape fitted into the box (aspect fit, bounding box centred) and
    /// flattened, and, with `starAppearance.cornerRadius`, its corners rounded
    /// (the rounded outline fitted again so the arcs have the radius asked for).
    package func starPolygon(in box: Rect) -> Polygon {
        starOutline.polygon(in: box)
    }
}
