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
