#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif


/// WCAG 2 relative luminance and contrast, for choosing readable text
/// colours and warning about hard-to-see ones.
package enum Contrast {
    /// Relative luminance (0 black … 1 white) of an opaque sRGB colour.
    package static func luminance(_ color: Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// Contrast ratio (1…21) between two opaque colours.
    package static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `color` composited over `backdrop` (straight alpha, rounded), opaque.
    package static func flattened(_ color: Color, over backdrop: Color) -> Color {
        let a = Double(color.alpha) / 255
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * a + Double(y) * (1 - a)).rounded()) }
        return Color(red: mix(color.red, backdrop.red), green: mix(color.green, backdrop.green),
                     blue: mix(color.blue, backdrop.blue))
    }

    /// Text on light colours, #333333.
    package static let darkText = Color(red: 0x33, green: 0x33, blue: 0x33)
    /// Text on dark colours, white.
    package static let lightText = Color(red: 0xFF, green: 0xFF, blue: 0xFF)

    /// Dark or light text, whichever contrasts more with `background` (a
    /// translucent background is judged over a white page).
    package static func readableText(on background: Color) -> Color {
        let page = flattened(background, over: .white)
        return ratio(darkText, page) >= ratio(lightText, page) ? darkText : lightText
    }
}

extension Contrast {
    /// The page a transparent or translucent dark-mode background is judged
    /// over: GitHub's dark page, #0d1117.
    public static let darkPage = Color(red: 0x0D, green: 0x11, blue: 0x17)

    /// Text for `background` composited over `page`: dark grey (#333333)
    /// or white, whichever contrasts more; when that one is below 4.5:1,
    /// black or white, whichever contrasts more (the most any colour can).
    public static func readableText(on background: Color, over page: Color) -> Color {
        let shown = flattened(background, over: page)
        let usual = ratio(darkText, shown) >= ratio(lightText, shown) ? darkText : lightText
        guard ratio(usual, shown) < 4.5 else { return usual }
        return ratio(.black, shown) > ratio(lightText, shown) ? .black : lightText
    }
}
