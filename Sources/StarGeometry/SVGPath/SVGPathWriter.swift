extension Path {
    /// The path as SVG path data with absolute commands (`M L Q C Z`),
    /// numbers in their shortest exact form (whole numbers without `.0`), so
    /// `SVGPathParser.parse(path.svgPathData)` gives back an equal path
    /// (for finite coordinates within `SVGPathParser.maximumMagnitude`).
    package var svgPathData: String {
        func number(_ v: Double) -> String {
            if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
            return String(v)
        }
        func pair(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        return elements.map { element -> String in
            switch element {
            case .move(let p): return "M" + pair(p)
            case .line(let p): return "L" + pair(p)
            case .quadratic(let c, let p): return "Q" + pair(c) + " " + pair(p)
            case .cubic(let c1, let c2, let p): return "C" + pair(c1) + " " + pair(c2) + " " + pair(p)
            case .close: return "Z"
            }
        }.joined(separator: " ")
    }
}
