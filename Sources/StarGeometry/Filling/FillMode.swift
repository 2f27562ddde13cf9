/// How a rating is rounded before the stars are filled.
public enum FillMode: String, CaseIterable, Hashable, Sendable {
    /// Nearest whole star; ties round up (2.5 → 3).
    case full
    /// Nearest half star; ties round up (7.25 → 7.5).
    case half
    /// Not rounded: a star is filled by the exact fraction of its width.
    case precise

    /// The rating as displayed in this mode.
    public func rounded(_ rating: Double) -> Double {
        switch self {
        case .full: return Self.nearestTiesUp(rating)
        case .half: return Self.nearestTiesUp(rating * 2) / 2
        case .precise: return rating
        }
    }

    /// The nearest whole number, halves rounding up. Compares the fraction
    /// instead of adding 0.5, which would round 0.49999999999999994 to 1.
    private static func nearestTiesUp(_ x: Double) -> Double {
        let floor = x.rounded(.down)
        return x - floor >= 0.5 ? floor + 1 : floor
    }

    /// The fill fraction (0…1) of each of `starCount` stars for `rating`.
    public func fractions(rating: Double, starCount: Int) -> [Double] {
        Self.fractions(shown: rounded(rating), starCount: starCount)
    }

    /// Each star's filled fraction (0…1) for a rating already rounded.
    public static func fractions(shown: Double, starCount: Int) -> [Double] {
        (0..<starCount).map { i in min(1, max(0, shown - Double(i))) }
    }
}
