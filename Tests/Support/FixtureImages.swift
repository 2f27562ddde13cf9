import Foundation
import StarPNG

/// The small PNGs under `Fixtures/images/` that the custom-image tests and
/// goldens draw: made here, pixel by pixel, from simple analytic pictures
/// (4×4 samples per pixel), written when recording goldens or when missing.
public enum FixtureImages {
    public static let folder = PackagePaths.fixtures.appendingPathComponent("images")

    public static func url(_ name: String) -> URL { folder.appendingPathComponent(name) }
    public static func path(_ name: String) -> String { url(name).path }

    /// name → (width, height, picture): the picture gives the straight
    /// colour (0…1) and coverage (0…1) at a point, in pixel units.
    public typealias Picture = @Sendable (Double, Double) -> (r: Double, g: Double, b: Double, a: Double)

    public static let all: [(name: String, width: Int, height: Int, picture: Picture)] = [
        ("medal-full.png", 40, 40, { x, y in medal(x, y, filled: true) }),
        ("medal-empty.png", 40, 40, { x, y in medal(x, y, filled: false) }),
        ("medal-half.png", 40, 40, { x, y in medal(x, y, filled: x < 20) }),
        ("banner-wide.png", 64, 32, banner),
        ("dots-8.png", 8, 8, dots),
        ("photo-200.png", 200, 200, { x, y in
            // A large, busy picture for shrinking: rings of colour.
            let d = ((x - 100) * (x - 100) + (y - 100) * (y - 100)).squareRoot()
            let inside = d < 98 ? 1.0 : 0.0
            return (0.5 + 0.5 * sin(d / 5), 0.5 + 0.5 * cos(d / 7), x / 200, inside)
        }),
    ]

    /// Writes every image that is missing (or, when recording, whose pixels
    /// differ from what the helper makes). Writes are atomic, so tests running
    /// in parallel never read a half-written file.
    public static func ensure() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for image in all where GoldenImage.isRecording || !FileManager.default.fileExists(atPath: path(image.name)) {
            let made = render(image.width, image.height, image.picture)
            let existing = (try? Data(contentsOf: url(image.name))).flatMap { try? PNGDecoder().decode(Array($0)) }
            guard existing != made else { continue }
            try Data(PNGEncoder().encode(made)).write(to: url(image.name), options: .atomic)
        }
    }

    public static func render(_ width: Int, _ height: Int, _ picture: Picture) -> PNGImage {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for py in 0..<height {
            for px in 0..<width {
                var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let c = picture(Double(px) + (Double(sx) + 0.5) / 4, Double(py) + (Double(sy) + 0.5) / 4)
                        sum = (sum.r + c.r * c.a, sum.g + c.g * c.a, sum.b + c.b * c.a, sum.a + c.a)
                    }
                }
                let i = (py * width + px) * 4
                guard sum.a > 0 else { continue }
                rgba[i] = UInt8((sum.r / sum.a * 255).rounded())
                rgba[i + 1] = UInt8((sum.g / sum.a * 255).rounded())
                rgba[i + 2] = UInt8((sum.b / sum.a * 255).rounded())
                rgba[i + 3] = UInt8((sum.a / 16 * 255).rounded())
            }
        }
        return PNGImage(width: width, height: height, rgba: rgba)!
    }

    /// A gold medal with a dark rim and a white star (filled), or just a grey rim (empty).
    public static func medal(_ x: Double, _ y: Double, filled: Bool) -> (r: Double, g: Double, b: Double, a: Double) {
        let dx = x - 20, dy = y - 20
        let d = (dx * dx + dy * dy).squareRoot()
        guard d <= 19 else { return (0, 0, 0, 0) }
        if !filled { return d >= 16 ? (0.55, 0.55, 0.55, 1) : (0, 0, 0, 0) }
        if d >= 16.5 { return (0.45, 0.3, 0, 1) }
        if insideStar(dx / 11, dy / 11) { return (1, 1, 1, 1) }
        let t = (dy + 19) / 38
        return (1, 0.84 - 0.18 * t, 0.31 - 0.25 * t, 1)
    }

    public static func insideStar(_ x: Double, _ y: Double) -> Bool {
        // The regular five-pointed star of radius 1, by crossing count.
        let vertices = (0..<10).map { j -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(j) * Double.pi / 5
            let r = j % 2 == 0 ? 1 : 0.381966
            return (r * cos(angle), r * sin(angle))
        }
        var inside = false
        var previous = vertices[9]
        for v in vertices {
            if (v.1 > y) != (previous.1 > y), x < (previous.0 - v.0) * (y - v.1) / (previous.1 - v.1) + v.0 {
                inside.toggle()
            }
            previous = v
        }
        return inside
    }

    /// A 64×32 rounded banner, red on the left to blue on the right.
    public static func banner(_ x: Double, _ y: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let r = 10.0
        let cx = min(max(x, r), 64 - r), cy = min(max(y, r), 32 - r)
        let inside = (x - cx) * (x - cx) + (y - cy) * (y - cy) <= r * r
        let t = x / 64
        return (0.9 * (1 - t), 0.2, 0.9 * t, inside ? 1 : 0)
    }

    /// Four coloured quadrants in an 8×8 square, the top-left one half transparent.
    public static func dots(_ x: Double, _ y: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        switch (x < 4, y < 4) {
        case (true, true): return (1, 0, 0, 0.5)
        case (false, true): return (0, 1, 0, 1)
        case (true, false): return (0, 0, 1, 1)
        case (false, false): return (1, 1, 0, 1)
        }
    }
}
