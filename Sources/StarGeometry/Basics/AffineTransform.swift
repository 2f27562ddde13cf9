/// A 2-D affine map `p ↦ (a·x + c·y + tx, b·x + d·y + ty)`.
package struct AffineTransform: Hashable, Sendable {
    package var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    package init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    package static func translation(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    package static func scale(x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Mirror across the vertical line `x = axis`.
    package static func mirrorHorizontally(about axis: Double) -> AffineTransform {
        AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * axis, ty: 0)
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// `self` first, then `next`.
    package func then(_ next: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: next.a * a + next.c * b, b: next.b * a + next.d * b,
            c: next.a * c + next.c * d, d: next.b * c + next.d * d,
            tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
    }
}

extension AffineTransform {
    /// The uniform scale + translation that maps `content` onto the largest
    /// rectangle of the same aspect ratio inside `box`, centred in `box`.
    /// A content rectangle with zero width or height is scaled by its other side.
    package static func aspectFit(_ content: Rect, into box: Rect) -> AffineTransform {
        let sx = content.width > 0 ? box.width / content.width : Double.infinity
        let sy = content.height > 0 ? box.height / content.height : Double.infinity
        var s = min(sx, sy)
        if !s.isFinite { s = 1 }
        let tx = box.midX - s * content.midX
        let ty = box.midY - s * content.midY
        return AffineTransform(a: s, b: 0, c: 0, d: s, tx: tx, ty: ty)
    }
}
