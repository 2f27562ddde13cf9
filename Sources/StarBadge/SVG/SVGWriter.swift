import Foundation
import StarGeometry
import StarPNG
import StarRaster

/// Writes a scene as an SVG document: the same geometry as the raster
/// backend's pixels, with texts as outlines (the file looks the same without
/// the font), each star shape defined once and placed with `<use>`, and a
/// split star's parts clipped at the split line. The on part's clip reaches
/// one pixel past the line over the off part, so the parts overlap instead
/// of leaving an anti-aliased seam between them.
///
/// Numbers are written to 1/100 px; the same scene always gives the same bytes.
public struct SVGWriter: Sendable {
    public init() {}

    /// The document for `scene`; `title` (the alt text) becomes its `<title>`
    /// and accessible name, nil leaves the image unnamed.
    public func document(for scene: BadgeScene, title: String?) -> String {
        var document = SVGDocument()
        if let background = scene.background {
            document.body.append("<rect width=\"\(scene.width)\" height=\"\(scene.height)\"\(SVGPaint.fill(background))/>")
        }
        for item in scene.items {
            switch item {
            case .frame(let paint): document.addFrame(paint)
            case .sections(let paint): document.addSections(paint)
            case .text(let paint): document.addText(paint)
            case .star(let paint): document.addStar(paint)
            case .picture(let paint): document.addPicture(paint)
            }
        }
        return document.text(width: scene.width, height: scene.height, title: title)
    }
}

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
