extension Color {
    /// The sRGB colour for a CSS `hsl()` triple, by the CSS Color 4 formula.
    ///
    /// - Parameters:
    ///   - hue: degrees, any finite value (taken modulo 360); non-finite → 0.
    ///   - saturation: 0…1 (clamped; NaN → 0).
    ///   - lightness: 0…1 (clamped; NaN → 0).
    ///   - alpha: 0…255.
    /// Channels are computed in double precision, then scaled to 0…255 and
    /// rounded half up.
    init(hue: Double, saturation: Double, lightness: Double, alpha: UInt8) {
        var h = hue.isFinite ? hue.truncatingRemainder(dividingBy: 360) : 0
        if h < 0 { h += 360 }
        let s = saturation.isNaN ? 0 : min(max(saturation, 0), 1)
        let l = lightness.isNaN ? 0 : min(max(lightness, 0), 1)
        let a = s * min(l, 1 - l)
        func channel(_ n: Double) -> UInt8 {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let value = l - a * max(-1, min(k - 3, 9 - k, 1))
            return UInt8(min(max((value * 255 + 0.5).rounded(.down), 0), 255))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }
}
