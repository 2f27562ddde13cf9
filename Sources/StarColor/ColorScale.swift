/// A colour that may depend on the rating (`--on-color`): one colour, a
/// continuous ramp, or threshold steps. See `init(parsing:)` for the syntax.
public enum ColorScale: Hashable, Sendable, CustomStringConvertible {
    /// The same colour for every rating.
    case constant(Color)
    /// Blended continuously over rating 0…maximum.
    case ramp(ColorRamp)
    /// Picked by thresholds on the rating.
    case steps(ColorSteps)

    /// The colour for `rating` (in stars) out of `maxRating` stars.
    ///
    /// A ramp uses the fraction rating / maxRating, clamped to 0…1; when
    /// maxRating is not a positive finite number, or the fraction is NaN, the
    /// first colour is used. Steps compare the rating itself with their
    /// thresholds and ignore `maxRating`.
    public func color(forRating rating: Double, maxRating: Double) -> Color {
        switch self {
        case .constant(let color):
            return color
        case .ramp(let ramp):
            guard maxRating.isFinite, maxRating > 0 else { return ramp.colors[0] }
            return ramp.color(atFraction: rating / maxRating)
        case .steps(let steps):
            return steps.color(forRating: rating)
        }
    }

    /// The scale in the syntax `init(parsing:)` reads, with hex colours
    /// (`ramp:#E53935,#FDD835,#43A047`). Parsing it gives back an equal scale.
    public var description: String {
        switch self {
        case .constant(let color):
            return color.hexString
        case .ramp(let ramp):
            return "ramp:" + ramp.colors.map(\.hexString).joined(separator: ",")
        case .steps(let steps):
            let entries = steps.steps.map { "\(Self.format($0.threshold))=\($0.color.hexString)" }
            return "steps:" + (entries + [steps.last.hexString]).joined(separator: ",")
        }
    }

    /// Whole numbers without ".0"; others as Swift prints them (round-trips).
    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
