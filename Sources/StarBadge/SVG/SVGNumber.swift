/// Numbers in SVG with the fewest digits that keep 1/100 px: rounded to
/// hundredths, trailing zeros and a lone "-0" dropped (deterministic: the
/// same value always gives the same text). `SVGMarkup.number` writes the
/// same digits straight into bytes.
enum SVGNumber {
    static func text(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var unit = 1
        for _ in 0..<decimals { unit *= 10 }
        let scaled = (value * Double(unit)).rounded()
        if scaled == 0 { return "0" }
        let magnitude = Int(abs(scaled))
        var text = (scaled < 0 ? "-" : "") + String(magnitude / unit)
        var fraction = String(magnitude % unit)
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { text += "." + fraction }
        return text
    }

    /// `value` in whole hundredths, as written (0 for a value that is not finite).
    static func hundredths(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let scaled = (value * 100).rounded()
        return abs(scaled) < 1e17 ? Int(scaled) : (scaled < 0 ? Int.min : Int.max)
    }
}
