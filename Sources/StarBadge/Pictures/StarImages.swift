import StarPNG
import StarRaster

/// The pictures drawn for full, half and empty stars (seed RateView's three
/// images). Without a half image, a partial star shows the full image up to
/// the split and the empty image after it; without an empty image, empty
/// stars show the full image's silhouette in the off colour.
public struct StarImages: Hashable, Sendable {
    /// The picture of a full star.
    public let full: StarImage
    /// A half star's picture, if any (else the full picture is split).
    public let half: StarImage?
    /// An empty star's picture, if any (else the full picture's silhouette in the off colour).
    public let empty: StarImage?

    /// The pictures for full, half and empty stars.
    public init(full: StarImage, half: StarImage? = nil, empty: StarImage? = nil) {
        self.full = full
        self.half = half
        self.empty = empty
    }
}
