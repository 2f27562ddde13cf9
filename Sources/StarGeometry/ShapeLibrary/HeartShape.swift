/// A heart ♥: two round lobes at the top meeting in a dip, sides sweeping
/// down to a point at the bottom. Six cubic Béziers, three on each side; the
/// left side is the exact mirror image of the right (x negated, bit for bit).
package enum HeartShape {
    /// Where the lobes meet, on the axis at the top.
    static let dip = Point(x: 0, y: -0.5)

    /// The right half, from the dip to the bottom point: up over the lobe,
    /// down the outer side, in to the point. In unit coordinates (y down) the
    /// outline touches y = −1 at the lobe top (0.55, −1) and x = 1 at
    /// (1, −0.48), both with the tangent along the edge, and ends at the point
    /// (0, 1); every control point lies in [−1, 1] × [−1, 1], so that square is
    /// both the tight and the control bounding box.
    static let rightHalf: [(control1: Point, control2: Point, to: Point)] = [
        (Point(x: 0.08, y: -0.85), Point(x: 0.3, y: -1), Point(x: 0.55, y: -1)),
        (Point(x: 0.82, y: -1), Point(x: 1, y: -0.78), Point(x: 1, y: -0.48)),
        (Point(x: 1, y: 0), Point(x: 0.35, y: 0.5), Point(x: 0, y: 1)),
    ]

    /// The unit heart, clockwise on screen, starting and ending at the dip.
    /// Its bounding box is [−1, 1] × [−1, 1].
    package static let unitPath: Path = {
        func mirror(_ p: Point) -> Point { Point(x: -p.x, y: p.y) }
        var path = Path()
        path.move(to: dip)
        var starts = [dip]
        for segment in rightHalf {
            path.cubic(to: segment.to, control1: segment.control1, control2: segment.control2)
            starts.append(segment.to)
        }
        // Back up the left side: each right segment mirrored and reversed.
        for (index, segment) in rightHalf.enumerated().reversed() {
            path.cubic(to: mirror(starts[index]), control1: mirror(segment.control2), control2: mirror(segment.control1))
        }
        path.close()
        return path
    }()

    /// The bounding box of `unitPath`.
    package static let unitBounds = Rect(x: -1, y: -1, width: 2, height: 2)

    /// The heart scaled uniformly so its bounding box fits `box` (aspect
    /// fit), centred in `box`.
    package static func path(fittedInto box: Rect) -> Path {
        unitPath.fitted(bounds: unitBounds, into: box)
    }
}
