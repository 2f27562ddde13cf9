import StarGeometry
import StarRaster

/// Resampled pictures by box phase (see `StarMaskCache`): boxes at the same
/// fractional offset share one layer, moved by whole pixels.
struct ImageLayerCache {
    enum Kind: Hashable { case full, half, empty }

    /// False: every layer is drawn afresh (the reference path, and bands of rows).
    let isEnabled: Bool

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    private struct Key: Hashable {
        let phaseX: Double, phaseY: Double, width: Double, height: Double
        let kind: Kind
    }
    private var entries: [Key: PixelLayer?] = [:]

    mutating func layer(for box: Rect, _ kind: Kind, render: () -> PixelLayer?) -> PixelLayer? {
        guard isEnabled else { return render() }
        let cornerX = box.minX.rounded(.down), cornerY = box.minY.rounded(.down)
        let key = Key(phaseX: box.minX - cornerX, phaseY: box.minY - cornerY, width: box.width, height: box.height,
                      kind: kind)
        let (x, y) = (Int(cornerX), Int(cornerY))
        let relative: PixelLayer?
        if let known = entries[key] {
            relative = known
        } else {
            let made = render()
            relative = made.flatMap { Self.moved($0, dx: -x, dy: -y) }
            entries[key] = relative
            return made
        }
        return relative.flatMap { Self.moved($0, dx: x, dy: y) }
    }

    private static func moved(_ layer: PixelLayer, dx: Int, dy: Int) -> PixelLayer? {
        let f = layer.bounds
        return PixelLayer(bounds: PixelRect(minX: f.minX + dx, minY: f.minY + dy, width: f.width, height: f.height),
                          pixels: layer.pixels)
    }
}
