import StarGeometry
import StarUnicode

extension BadgeShape {
    /// The accepted spellings, for help texts and messages.
    package static let syntaxSummary = "star, heart, circle, polygon:N (N = 3…1000 sides) or path:SVG-PATH-DATA"

    /// Parses a `--shape` value: `star` (the default star; points and inner
    /// ratio are separate settings), `heart`, `circle`, `polygon:N`, or
    /// `path:DATA` with SVG path data. Names are case-insensitive; spaces
    /// around the value are ignored. `glyph:U+XXXX` needs a font and is not
    /// handled here: callers that support it check for it first.
    package init(parsing text: String) throws(BadgeShapeError) {
        let characters = Array(text)
        var start = 0
        while start < characters.count, characters[start].isWhitespace { start += 1 }
        let colon = characters[start...].firstIndex(of: ":")
        let name = String(characters[start..<(colon ?? characters.count)]).lowercased()
            .filter { !$0.isWhitespace }
        let argument = colon.map { String(characters[($0 + 1)...]) }
        switch (name, argument) {
        case ("star", nil): self = .default
        case ("heart", nil): self = .heart
        case ("circle", nil): self = .circle
        case ("polygon", let sides):
            let trimmed = (sides ?? "").filter { !$0.isWhitespace }
            guard let count = Int(trimmed), let polygon = RegularPolygonShape(sides: count) else {
                throw .badSideCount(trimmed)
            }
            self = .polygon(polygon)
        case ("path", let data?):
            do {
                self = .path(try PathShape(svgPathData: data))
            } catch {
                // Report positions in the whole value, not just the data.
                throw .path(error.shifted(by: (colon ?? 0) + 1))
            }
        default:
            let written = String(characters[start..<(colon.map { $0 + 1 } ?? characters.count)])
            let names = ["star", "heart", "circle", "polygon", "path"]
            let near = EditDistance.nearest(to: String(name.prefix(40)), in: names)
            let suggestion = near.flatMap { name != $0 ? $0 : nil }
            throw .unknown(written.count > 40 ? String(written.prefix(40)) + "…" : written,
                           suggestion: suggestion.map { $0 == "polygon" ? "polygon:N" : $0 == "path" ? "path:…" : $0 })
        }
    }
}

/// Why a `--shape` value could not be read.
package enum BadgeShapeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Not one of the shape names; `suggestion` is the nearest name, if close.
    case unknown(String, suggestion: String?)
    /// `polygon:` without a whole number of sides in `RegularPolygonShape.sideRange`.
    case badSideCount(String)
    /// `path:` data that does not parse or does not make a shape; positions
    /// count from the start of the whole `--shape` value.
    case path(SVGPathError)

    package var description: String {
        switch self {
        case .unknown(let name, let suggestion):
            let hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
            return "'\(Echo.value(name))' is not a shape; \(hint)expected \(BadgeShape.syntaxSummary)"
        case .badSideCount(let text):
            let range = RegularPolygonShape.sideRange
            return "polygon needs a whole number of sides from \(range.lowerBound) to \(range.upperBound), "
                + "found '\(Echo.value(text))' (e.g. polygon:6 for a hexagon)"
        case .path(let error):
            return error.description
        }
    }
}
