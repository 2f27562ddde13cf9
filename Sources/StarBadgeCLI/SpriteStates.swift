import StarBadge

/// One state of a sprite as the CSS, JSON and HTML outputs describe it (scale 1).
struct SpriteState {
    let rating: Double
    let className: String
    let x: Int
    let y: Int
    let width: Int
    let height: Int
    let alt: String
    /// Where on the badge a click selects this state (px from the left).
    let clickFrom: Double
    let clickTo: Double

    /// "stars-3-5" for 3.5, "stars-0-25" for 0.25, "stars-4" for 4; with
    /// `decimals` enough to tell the sheet's states apart ("stars-0-005").
    static func className(prefix: String, rating: Double, decimals: Int = 2) -> String {
        let text = AltText.format(rating, separator: "-", decimals: decimals)
        return "\(prefix)-\(text)"
    }

    static func all(of sheet: SpriteSheet, prefix: String, alt: AltText) -> [SpriteState] {
        let cell = sheet.cellSize
        var previous = 0.0
        return sheet.ratings.enumerated().map { index, rating in
            let spec = (try? sheet.style.with(rating: rating)) ?? sheet.style
            let origin = sheet.cellOrigin(index)
            let span = rating == 0 ? (from: 0.0, to: spec.starBounds.first?.minX ?? 0)
                : spec.clickSpan(forRating: rating, after: previous)
            previous = rating
            return SpriteState(rating: rating, className: className(prefix: prefix, rating: rating, decimals: sheet.decimals),
                               x: origin.x, y: origin.y, width: cell.width, height: cell.height,
                               alt: spec.altText(alt, decimals: sheet.decimals), clickFrom: span.from, clickTo: span.to)
        }
    }
}
