import StarGeometry

/// Path data (`d`) for polygons and paths, as short as SVG allows: every
/// point rounded to 1/100 px, then written relative to the one before
/// (differences of rounded points, so no error adds up), a command letter
/// only where the command changes, and no zero before a decimal point.
enum SVGPathData {
    static func of(_ polygon: Polygon, offsetX: Double = 0, offsetY: Double = 0) -> String {
        var writer = SVGPathWriter()
        for contour in polygon.contours where contour.count >= 2 {
            for (index, vertex) in contour.enumerated() {
                writer.command(index == 0 ? "m" : "l", [Point(x: vertex.x - offsetX, y: vertex.y - offsetY)])
            }
            writer.close()
        }
        return writer.text
    }

    static func of(_ path: Path) -> String {
        var writer = SVGPathWriter()
        for element in path.elements {
            switch element {
            case .move(let p): writer.command("m", [p])
            case .line(let p): writer.command("l", [p])
            case .quadratic(let c, let p): writer.command("q", [c, p])
            case .cubic(let c1, let c2, let p): writer.command("c", [c1, c2, p])
            case .close: writer.close()
            }
        }
        return writer.text
    }
}
