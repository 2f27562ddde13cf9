import StarGeometry
import StarPNG
import StarRaster

/// Colours as SVG attributes: `#RRGGBB`, with an opacity below 255.
enum SVGPaint {
    static func fill(_ color: Color) -> String {
        " fill=\"\(hex(color))\"" + (color.alpha < 255 ? " fill-opacity=\"\(opacity(color))\"" : "")
    }

    static func hex(_ color: Color) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [color.red, color.green, color.blue] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 15)])
        }
        return text
    }

    static func opacity(_ color: Color) -> String {
        // Three decimals: 1/255 steps stay distinct.
        SVGNumber.text((Double(color.alpha) / 255 * 1000).rounded() / 1000, decimals: 3)
    }

    /// `text` with the five XML special characters escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}
