/// A frame the badge must fit (`--width`, `--height`): the star size is
/// computed from it instead of given. Lengths in px at scale 1.
public struct FrameFit: Hashable, Sendable {
    /// The image width to fill, or nil to let the width follow the stars.
    public let width: Double?
    /// The image height to fill, or nil to let the height follow the stars.
    public let height: Double?
    /// The smallest star size accepted; a frame that would need smaller stars is an error.
    public let minStarSize: Double
    /// What happens to a label that would need text smaller than
    /// `minimumTextSize` to fit (or, with a font size given, does not fit
    /// beside the smallest stars): refused (the default), cut with an
    /// ellipsis, or shrunk as far as it takes.
    public let labelOverflow: LabelOverflow

    /// The default smallest star, px (the seed RateView's 5 px).
    public static let defaultMinStarSize = 5.0
    /// The smallest label text a fit gives, px at scale 1: a label whose
    /// size follows the stars (no font size given) never gets smaller
    /// unless `labelOverflow` is `.shrink`.
    public static let minimumTextSize = 9.0

    /// Throws unless at least one side is given, each side is a length
    /// greater than 0 and at most `BadgeLimits.maxSide`, and the minimum star
    /// size is at least 1 px and at most that.
    public init(width: Double? = nil, height: Double? = nil, minStarSize: Double = FrameFit.defaultMinStarSize,
                labelOverflow: LabelOverflow = .refuse) throws(BadgeError) {
        let limit = Double(BadgeLimits.maxSide)
        for (value, setting) in [(width, BadgeSetting.width), (height, .height)] {
            guard let value else { continue }
            guard value.isFinite, value > 0, value <= limit else {
                throw .invalid(setting, value: formatLength(value),
                               reason: .outOfRange("must be a length in px greater than 0 and at most \(BadgeLimits.maxSide)"))
            }
        }
        guard width != nil || height != nil else {
            throw .invalid(.width, value: "", reason: .unusable("a frame needs a width, a height or both"))
        }
        guard minStarSize.isFinite, minStarSize >= 1, minStarSize <= limit else {
            throw .invalid(.minSize, value: formatLength(minStarSize),
                           reason: .outOfRange("must be a length in px from 1 to \(BadgeLimits.maxSide)"))
        }
        self.width = width
        self.height = height
        self.minStarSize = minStarSize
        self.labelOverflow = labelOverflow
    }
}
