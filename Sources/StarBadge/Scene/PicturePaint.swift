import StarGeometry
import StarRaster

/// A star drawn as pictures in `box`: the full picture for a full star, the
/// empty one (or the full picture's silhouette in `offColor`) for an empty
/// star, the half picture for a half star, and otherwise the full picture
/// on the on side of the split and the empty one after it.
public struct PicturePaint: Sendable {
    public let box: Rect
    /// The star's filled fraction, 0…1.
    public let fraction: Double
    public let images: StarImages
    public let offColor: Color
    /// What the fraction measures: the pictures' width, or their opacity ("area").
    public let measure: FillMeasure
    public let direction: ReadingDirection
}
