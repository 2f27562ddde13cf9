/// The WCAG 2 contrast of one part of a badge with one page it sits on
/// (`BadgeSpec.partContrasts(on:)`): what the contrast check judges and
/// the accessibility figures in the docs are computed from.
public struct PartContrast: Hashable, Sendable {
    /// A part of a badge that must be seen.
    public enum Part: String, CaseIterable, Hashable, Sendable {
        /// The filled stars (the on colour).
        case filledStars = "filled stars"
        /// The empty stars, filled with the off colour.
        case emptyStars = "empty stars"
        /// The empty stars' outline, in the off colour.
        case emptyOutline = "empty-star outline"
        /// Where a star's filled part meets its empty part: the on colour
        /// against the off colour, or against the page inside an outline.
        case boundary = "filled/empty boundary"
        /// The label's text.
        case labelText = "label text"

        /// The least contrast the part needs: 4.5:1 for text, 3:1 for graphics (WCAG 1.4.3, 1.4.11).
        public var minimum: Double { self == .labelText ? BadgeSpec.minimumTextContrast : BadgeSpec.minimumStarContrast }
    }

    /// The part judged.
    public let part: Part
    /// Its colour as drawn (before compositing).
    public let color: Color
    /// What it is seen against, as drawn (the page, or the other part for the boundary).
    public let against: Color
    /// The page.
    public let page: Color
    /// The WCAG 2 contrast ratio, 1…21.
    public let ratio: Double

    /// Whether the ratio reaches the part's minimum.
    public var passes: Bool { ratio >= part.minimum }

    /// The ratio rounded to 2 decimals, as messages and the docs write it ("1.78").
    package var roundedRatio: String {
        let hundredths = Int((ratio * 100).rounded())
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
