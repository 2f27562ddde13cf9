import StarGeometry

/// Path data (`d`) for polygons and paths, as short as SVG allows: every
/// point rounded to 1/100 px, then written relative to the one before
/// (differences of rounded points, so no error adds up), a command letter
/// only where the command changes, and no zero before a decimal point.
enum SVGPathData {
    static func of(_ polygon: Polygon, offsetX: Double = 0, offsetY: Double = 0) -> [UInt8] {
        var writer = SVGPathWriter(capacity: 8 * polygon.contours.reduce(0) { $0 + $1.count })
        for contour in polygon.contours where contour.count >= 2 {
            for (index, vertex) in contour.enumerated() {
                writer.command(UInt8(ascii: index == 0 ? "m" : "l"), Point(x: vertex.x - offsetX, y: vertex.y - offsetY))
            }
            writer.close()
        }
        return writer.bytes
    }

    static func of(_ path: Path) -> [UInt8] {
        var writer = SVGPathWriter(capacity: 8 * path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p): writer.command(UInt8(ascii: "m"), p)
            case .line(let p): writer.command(UInt8(ascii: "l"), p)
            case .quadratic(let c, let p): writer.command(UInt8(ascii: "q"), c, p)
            case .cubic(let c1, let c2, let p): writer.command(UInt8(ascii: "c"), c1, c2, p)
            case .close: writer.close()
            }
        }
        return writer.bytes
    }
}
