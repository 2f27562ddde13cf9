/// An sRGB colour with straight (non-premultiplied) 8-bit alpha.
public struct Color: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)

    /// Premultiplied components in 0…1: (r·a, g·a, b·a, a).
    public var premultiplied: SIMD4<Float> {
        let a = Float(alpha) / 255
        return SIMD4(Float(red) / 255 * a, Float(green) / 255 * a, Float(blue) / 255 * a, a)
    }
}

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
