import StarGeometry
import StarRaster

/// A size in whole pixels.
public struct PixelSize: Hashable, Sendable {
    /// Columns, ≥ 0.
    public let width: Int
    /// Rows, ≥ 0.
    public let height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
