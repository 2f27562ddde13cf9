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
        case .full: return (rating + 0.5).rounded(.down)
        case .half: return (rating * 2 + 0.5).rounded(.down) / 2
        case .precise: return rating
        }
    }

    /// The fill fraction (0…1) of each of `starCount` stars for `rating`.
    public func fractions(rating: Double, starCount: Int) -> [Double] {
        let shown = rounded(rating)
        return (0..<starCount).map { i in min(1, max(0, shown - Double(i))) }
    }
}
