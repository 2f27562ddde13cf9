import Foundation

/// The default-badge contract (docs/CONTRACT.md), computed independently of the
/// renderer (its own trigonometry, its own clipping): the exact premultiplied
/// colour and alpha of every pixel, as Doubles in 0…1.
public struct ContractBadge {
    public let width: Int
    public let height: Int
    /// Row-major (r·a, g·a, b·a, a) per pixel.
    public private(set) var pixels: [(Double, Double, Double, Double)]

    public typealias RGB = (Double, Double, Double)

    /// - Parameter fractions: fill fraction of each star (already rounded by the fill mode).
    public init(fractions: [Double], size: Double = 24, spacing: Double = 4, padding: Double = 4,
                points: Int = 5, innerRatio: Double = 0.381966,
                on: RGB = (1, 0xB4 / 255.0, 0), off: RGB = (0xD9 / 255.0, 0xD9 / 255.0, 0xD9 / 255.0)) {
        let n = fractions.count
        width = Int((2 * padding + Double(n) * size + Double(n - 1) * spacing - 1e-9).rounded(.up))
        height = Int((2 * padding + size - 1e-9).rounded(.up))
        pixels = Array(repeating: (0, 0, 0, 0), count: width * height)

        // The unit star: vertex j at −90° + j·180°/points, radius 1 or innerRatio.
        let unit: [ExactCoverage.Vertex] = (0..<(2 * points)).map { j in
            let angle = (-90 + Double(j) * 180 / Double(points)) * Double.pi / 180
            let r = j % 2 == 0 ? 1 : innerRatio
            return (r * cos(angle), r * sin(angle))
        }
        let minX = unit.map(\.x).min() ?? 0, maxX = unit.map(\.x).max() ?? 0
        let minY = unit.map(\.y).min() ?? 0, maxY = unit.map(\.y).max() ?? 0
        let scale = min(size / (maxX - minX), size / (maxY - minY))

        for (i, f) in fractions.enumerated() {
            let boxX = padding + Double(i) * (size + spacing), boxY = padding
            let dx = boxX + size / 2 - scale * (minX + maxX) / 2
            let dy = boxY + size / 2 - scale * (minY + maxY) / 2
            let star = unit.map { (dx + scale * $0.x, dy + scale * $0.y) }
            let split = dx + scale * minX + f * scale * (maxX - minX)
            let onPart = f <= 0 ? [] : f >= 1 ? star : ExactCoverage.clip(star, toLeftOf: split)
            let offPart = f >= 1 ? [] : f <= 0 ? star : ExactCoverage.clip(star, toRightOf: split)
            let x0 = Int(boxX.rounded(.down)), x1 = Int((boxX + size).rounded(.up))
            let y0 = Int(boxY.rounded(.down)), y1 = Int((boxY + size).rounded(.up))
            for y in max(0, y0)..<min(height, y1) {
                for x in max(0, x0)..<min(width, x1) {
                    let a = abs(ExactCoverage.area(of: onPart, inPixelX: x, y: y))
                    let b = abs(ExactCoverage.area(of: offPart, inPixelX: x, y: y))
                    let p = pixels[y * width + x]
                    pixels[y * width + x] = (p.0 + on.0 * a + off.0 * b, p.1 + on.1 * a + off.1 * b,
                                             p.2 + on.2 * a + off.2 * b, p.3 + a + b)
                }
            }
        }
    }
}
