extension AffineTransform {
    /// The uniform scale + translation that maps `content` onto the largest
    /// rectangle of the same aspect ratio inside `box`, centred in `box`.
    /// A content rectangle with zero width or height is scaled by its other side.
    public static func aspectFit(_ content: Rect, into box: Rect) -> AffineTransform {
        let sx = content.width > 0 ? box.width / content.width : Double.infinity
        let sy = content.height > 0 ? box.height / content.height : Double.infinity
        var s = min(sx, sy)
        if !s.isFinite { s = 1 }
        let tx = box.midX - s * content.midX
        let ty = box.midY - s * content.midY
        return AffineTransform(a: s, b: 0, c: 0, d: s, tx: tx, ty: ty)
    }
}
