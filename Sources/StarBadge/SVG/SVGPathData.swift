import StarGeometry

/// Path data (`d`) for polygons and paths, absolute commands, numbers to 1/100 px.
enum SVGPathData {
    static func of(_ polygon: Polygon, offsetX: Double = 0, offsetY: Double = 0) -> String {
        var d = ""
        for contour in polygon.contours where contour.count >= 2 {
            for (index, vertex) in contour.enumerated() {
                d += (index == 0 ? "M" : (index == 1 ? "L" : " ")) + point(vertex, offsetX, offsetY)
            }
            d += "Z"
        }
        return d
    }

    static func of(_ path: Path) -> String {
        var d = ""
        for element in path.elements {
            switch element {
            case .move(let p): d += "M" + point(p, 0, 0)
            case .line(let p): d += "L" + point(p, 0, 0)
            case .quadratic(let c, let p): d += "Q" + point(c, 0, 0) + " " + point(p, 0, 0)
            case .cubic(let c1, let c2, let p): d += "C" + point(c1, 0, 0) + " " + point(c2, 0, 0) + " " + point(p, 0, 0)
            case .close: d += "Z"
            }
        }
        return d
    }

    private static func point(_ p: Point, _ dx: Double, _ dy: Double) -> String {
        let y = SVGNumber.text(p.y - dy)
        return SVGNumber.text(p.x - dx) + (y.hasPrefix("-") ? "" : " ") + y
    }
}
