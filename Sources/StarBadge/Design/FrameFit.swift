/// A frame the badge must fit (`--width`, `--height`): the star size is
/// computed from it instead of given. Lengths in px at scale 1.
///
/// A memberwise value like `BadgeSettings`: any field may be set
/// (`settings.fit?.minStarSize = 8`), and the settings' `check()` (when a
/// `BadgeDesign` or `BadgeSpec` is made) refuses a frame with neither side,
/// a side or minimum star size outside its `BadgeLimits` range.
public struct FrameFit: Hashable, Sendable {
    /// The image width to fill, or nil to let the width follow the stars.
    public var width: Double?
    /// The image height to fill, or nil to let the height follow the stars.
    public var height: Double?
    /// The smallest star size accepted; a frame that would need smaller stars is an error.
    public var minStarSize: Double
    /// What happens to a label that would need text smaller than
    /// `minimumTextSize` to fit (or, with a font size given, does not fit
    /// beside the smallest stars): refused (the default), cut with an
    /// ellipsis, or shrunk as far as it takes.
    public var labelOverflow: LabelOverflow

    /// The default smallest star, px (the seed RateView's 5 px).
    public static let defaultMinStarSize = 5.0
    /// The smallest label text a fit gives, px at scale 1: a label whose
    /// size follows the stars (no font size given) never gets smaller
    /// unless `labelOverflow` is `.shrink`.
    public static let minimumTextSize = 9.0

    /// A frame with these values, checked with the settings that hold it.
    public init(width: Double? = nil, height: Double? = nil, minStarSize: Double = FrameFit.defaultMinStarSize,
                labelOverflow: LabelOverflow = .refuse) {
        self.width = width
        self.height = height
        self.minStarSize = minStarSize
        self.labelOverflow = labelOverflow
    }
}
