/// Colours chosen by rating thresholds: `steps:2=#E53935,3.5=#FDD835,#43A047`.
///
/// A rating **below** a step's threshold gets that step's colour (the first
/// such step wins); a rating at or above every threshold gets `last`. With
/// the example: rating < 2 → #E53935, 2 ≤ rating < 3.5 → #FDD835,
/// rating ≥ 3.5 → #43A047. Thresholds are in rating units (stars).
public struct ColorSteps: Hashable, Sendable {
    /// A colour for ratings below `threshold` (and not below an earlier one).
    public struct Step: Hashable, Sendable {
        /// Ratings below this (in stars) get `color`.
        public let threshold: Double
        /// The step's colour.
        public let color: Color

        /// A step: ratings below `threshold` (stars) get `color`.
        public init(threshold: Double, color: Color) {
            self.threshold = threshold
            self.color = color
        }
    }

    /// At least one step; thresholds finite and strictly increasing.
    public let steps: [Step]
    /// The colour for ratings at or above the last threshold.
    public let last: Color

    /// Returns nil when there are no steps, a threshold is not finite, or the
    /// thresholds are not strictly increasing.
    public init?(steps: [Step], last: Color) {
        guard !steps.isEmpty, steps.allSatisfy({ $0.threshold.isFinite }),
              zip(steps, steps.dropFirst()).allSatisfy({ $0.threshold < $1.threshold })
        else { return nil }
        self.steps = steps
        self.last = last
    }

    /// The colour of the first step whose threshold is above `rating`, else
    /// `last`. NaN counts as below every threshold (the first colour).
    public func color(forRating rating: Double) -> Color {
        if rating.isNaN { return steps[0].color }
        return steps.first { rating < $0.threshold }?.color ?? last
    }
}
