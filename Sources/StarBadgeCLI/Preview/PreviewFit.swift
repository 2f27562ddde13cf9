import StarBadge

/// What a preview draws in the width it has: the badge (drawn smaller, at a
/// lower scale, when it is wider than that), one character a star when a
/// badge drawn that small would give a star less than one cell (or could not
/// be drawn at all), or one line saying the terminal is too narrow for even
/// that. The preview is never wider than the width it has.
enum PreviewFit {
    /// This badge, no wider than the width.
    case badge(BadgeSpec)
    /// One cell a star, shaded by the star's fill.
    case starsOnly
    /// Fewer cells than stars: a line saying so.
    case tooNarrow(String)

    /// The fit of `spec` into `columns` cells, each `cellWidth` image pixels
    /// wide (1 for half blocks; a terminal cell's pixel width for pictures).
    static func choose(for spec: BadgeSpec, columns: Int, cellWidth: Int = 1) -> PreviewFit {
        let columns = max(0, columns), budget = columns * max(1, cellWidth)
        if spec.pixelSize.width <= budget { return .badge(spec) }
        let factor = Double(budget) / Double(spec.pixelSize.width) * 0.999
        if let shrunk = try? spec.with(rating: spec.rating, fillMode: spec.design.fillMode, scale: spec.design.scale * factor),
           shrunk.pixelSize.width <= budget, shrunk.starSize * shrunk.design.scale >= Double(max(minimumStarPixels, cellWidth)) {
            return .badge(shrunk)
        }
        if columns >= spec.design.starCount { return .starsOnly }
        return .tooNarrow(tooNarrowMessage(columns: columns, stars: spec.design.starCount))
    }

    /// The smallest star drawn as a picture, in pixels (half-block cells).
    static let minimumStarPixels = 4

    /// The line shown instead of a preview that cannot fit.
    static func tooNarrowMessage(columns: Int, stars: Int) -> String {
        "The terminal is \(columns) column\(columns == 1 ? "" : "s") wide, too narrow for a preview of "
            + "\(stars) star\(stars == 1 ? "" : "s") (it needs at least \(stars), one a star).\n"
    }
}
