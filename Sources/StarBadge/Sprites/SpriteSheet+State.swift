extension SpriteSheet {
    /// One state (cell) of a sprite sheet: which rating it shows, where it is
    /// on the sheet and the CSS class `starbadge sprite --css` gives it.
    public struct State: Hashable, Sendable {
        /// Position in `SpriteSheet.ratings` (0-based; the sheet's order).
        public let index: Int
        /// The rating the state was drawn for.
        public let rating: Double
        /// Left edge of the cell on the sheet at scale 1, px (multiply by k
        /// for the @kx sheet).
        public let x: Int
        /// Top edge of the cell on the sheet at scale 1, px.
        public let y: Int
        /// The cell's size at scale 1, px (the same for every state).
        public let width: Int
        public let height: Int
        /// Decimals that tell the sheet's states apart (`SpriteSheet.decimals`).
        let decimals: Int

        /// The CSS class of this state: the prefix, then the rating with
        /// '-' for the decimal point and no trailing zeros ("stars-3-5" for
        /// 3.5, "stars-4" for 4, "stars-0-25" for 0.25), with as many
        /// decimals as the sheet needs to tell its states apart
        /// ("stars-0-005" at steps of 0.005).
        public func className(prefix: String = "stars") -> String {
            Self.className(prefix: prefix, rating: rating, decimals: decimals)
        }

        /// The class name for `rating` written with at most `decimals` decimals.
        package static func className(prefix: String, rating: Double, decimals: Int = 2) -> String {
            "\(prefix)-\(AltText.format(rating, separator: "-", decimals: decimals))"
        }
    }

    /// The state at `index` of `ratings` (0 ≤ index < `ratings.count`).
    public func state(at index: Int) -> State {
        let origin = cellOrigin(index)
        return State(index: index, rating: ratings[index], x: origin.x, y: origin.y,
                     width: cellSize.width, height: cellSize.height, decimals: decimals)
    }

    /// Every state, in sheet order.
    public var states: [State] { ratings.indices.map(state(at:)) }

    /// The state a page shows for `score`, with the sheet's own rounding:
    /// the score is first rounded as the design's fill mode rounds it (the
    /// badge's `displayedRating`: `half` to the nearest half, `full` to the
    /// nearest whole star, ties up; `precise` and `area` unchanged), then the
    /// state whose rating is nearest is taken, ties (within 1e-9) going to
    /// the higher rating. With the default step 0.5 and `half` fill, 3.3 is
    /// the state 3.5 ("stars-3-5") and 3.2 the state 3; at steps of 0.1
    /// with `precise` fill, 3.37 is 3.4 and 3.35 is 3.4.
    ///
    /// A score is on the design's scale (`BadgeSettings.outOf`): at
    /// `outOf` 10 on 5 stars with `half` fill, 7.8 is 3.9 stars, shown as
    /// 4, the state 8.
    ///
    /// - Throws: `BadgeError.invalid(.rating, …)` when the score is not a
    ///   finite number from 0 to the design's best rating (`maxRating`).
    public func state(for score: Double) throws(BadgeError) -> State {
        let shown = try design.badge(rating: score).displayedRating
        var best = 0
        var bestDistance = Double.infinity
        for (index, rating) in ratings.enumerated() {
            let distance = abs(rating - shown)
            let tie = abs(distance - bestDistance) <= 1e-9
            if (distance < bestDistance && !tie) || (tie && rating > ratings[best]) {
                best = index
                bestDistance = distance
            }
        }
        return state(at: best)
    }
}
