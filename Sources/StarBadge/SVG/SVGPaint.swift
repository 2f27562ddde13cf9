import StarGeometry
import StarPNG
import StarRaster
import StarSupport

/// Colours as SVG attributes: `#RRGGBB` (`#RGB` where that is the same
/// colour), with an opacity below 255.
enum SVGPaint {
    static func fill(_ color: Color) -> String {
        " fill=\"\(hex(color))\"" + (color.alpha < 255 ? " fill-opacity=\"\(opacity(color))\"" : "")
    }

    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        let channels = [color.red, color.green, color.blue]
        let short = channels.allSatisfy { $0 >> 4 == $0 & 15 }
        var text = "#"
        for channel in channels {
            text.append(digits[Int(channel >> 4)])
            if !short { text.append(digits[Int(channel & 15)]) }
        }
        return text
    }

    static func opacity(_ color: Color) -> String {
        // Three decimals (1/255 steps stay distinct), no zero before the point.
        let text = SVGNumber.text((Double(color.alpha) / 255 * 1000).rounded() / 1000, decimals: 3)
        return text.hasPrefix("0.") ? String(text.dropFirst()) : text
    }

    /// `text` for a double-quoted attribute or element content: the
    /// package's one markup escaper (`&`, `<`, `>` and `"`; an apostrophe
    /// needs no escape there).
    static func escaped(_ text: String) -> String {
        MarkupText.escaped(text)
    }
}
