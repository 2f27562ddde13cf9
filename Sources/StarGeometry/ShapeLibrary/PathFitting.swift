extension Path {
    /// The path scaled uniformly so that `bounds` fits `box` (aspect fit) and
    /// translated so that `bounds` is centred in `box` — the rule every badge
    /// shape follows (see `StarShape.polygon(fittedInto:)`).
    func fitted(bounds: Rect, into box: Rect) -> Path {
        transformed(by: .aspectFit(bounds, into: box))
    }
}
