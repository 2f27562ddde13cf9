import StarBadge

/// One state of a sprite as the CSS, JSON and HTML outputs describe it (scale 1).
struct SpriteState {
    /// Position in the sheet (`SpriteSheet.State.index`).
    let index: Int
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
    /// The library's `SpriteSheet.State.className`, so a page that maps a
    /// score with `SpriteSheet.state(for:)` gets the class the CSS has.
    static func className(prefix: String, rating: Double, decimals: Int = 2) -> String {
        SpriteSheet.State.className(prefix: prefix, rating: rating, decimals: decimals)
    }

    static func all(of sheet: SpriteSheet, prefix: String, alt: AltText) -> [SpriteState] {
        var previous = 0.0
        // Every state's badge was built when the sheet was made, so none fails here.
        return sheet.states.compactMap { state in
            let rating = state.rating
            guard let spec = try? sheet.design.badge(rating: rating) else { return nil }
            let span = rating == 0 ? (from: 0.0, to: spec.starBounds.first?.minX ?? 0)
                : spec.clickSpan(forRating: rating, after: previous)
            previous = rating
            return SpriteState(index: state.index, rating: rating, className: state.className(prefix: prefix),
                               x: state.x, y: state.y, width: state.width, height: state.height,
                               alt: spec.altText(alt, decimals: sheet.decimals), clickFrom: span.from, clickTo: span.to)
        }
    }
}
