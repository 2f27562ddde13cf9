/// Colours spread evenly over a rating range, blended continuously between
/// neighbours: `ramp:#E53935,#FDD835,#43A047`.
///
/// With n colours, colour i sits at fraction i/(n−1) of the range (the first
/// at rating 0, the last at the maximum). Between two of them each channel —
/// red, green, blue and alpha, straight (not premultiplied) sRGB values — is
/// interpolated linearly and rounded half up to 8 bits.
public struct ColorRamp: Hashable, Sendable {
    /// At least two colours, from rating 0 up to the maximum.
    public let colors: [Color]

    /// Returns nil for fewer than two colours.
    public init?(colors: [Color]) {
        guard colors.count >= 2 else { return nil }
        self.colors = colors
    }

    /// The colour at `fraction` of the range: 0 is the first colour, 1 the
    /// last. Values are clamped to 0…1; NaN counts as 0.
    public func color(atFraction fraction: Double) -> Color {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        let scaled = t * Double(colors.count - 1)
        let index = min(Int(scaled.rounded(.down)), colors.count - 2)
        let f = scaled - Double(index)
        let a = colors[index], b = colors[index + 1]
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 {
            let value = Double(x) + (Double(y) - Double(x)) * f
            return UInt8(min(max((value + 0.5).rounded(.down), 0), 255))
        }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green),
                     blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }
}
