import StarGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The basic shapes as paths, as SVG 2 defines them. Round parts are cubic
/// Béziers of at most 45° each (radial error below 4.3·10⁻⁶ of the radius:
/// under 1/255 px up to a radius of about 900 px).
enum SVGBasicShape {
    /// A rectangle with corners rounded by `rx`, `ry` (each already
    /// clamped to half the side).
    static func rect(x: Double, y: Double, width: Double, height: Double, rx: Double, ry: Double) -> Path {
        guard rx > 0, ry > 0 else {
            return Path(polygon: [Point(x: x, y: y), Point(x: x + width, y: y),
                                  Point(x: x + width, y: y + height), Point(x: x, y: y + height)])
        }
        var path = Path()
        path.move(to: Point(x: x + rx, y: y))
        path.line(to: Point(x: x + width - rx, y: y))
        arc(&path, centre: Point(x: x + width - rx, y: y + ry), rx: rx, ry: ry, from: -90, to: 0)
        path.line(to: Point(x: x + width, y: y + height - ry))
        arc(&path, centre: Point(x: x + width - rx, y: y + height - ry), rx: rx, ry: ry, from: 0, to: 90)
        path.line(to: Point(x: x + rx, y: y + height))
        arc(&path, centre: Point(x: x + rx, y: y + height - ry), rx: rx, ry: ry, from: 90, to: 180)
        path.line(to: Point(x: x, y: y + ry))
        arc(&path, centre: Point(x: x + rx, y: y + ry), rx: rx, ry: ry, from: 180, to: 270)
        path.close()
        return path
    }

    /// An ellipse (a circle when `rx` = `ry`) centred at (`cx`, `cy`).
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) -> Path {
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        arc(&path, centre: Point(x: cx, y: cy), rx: rx, ry: ry, from: 0, to: 360)
        path.close()
        return path
    }

    /// Appends the arc of the axis-aligned ellipse from angle `from` to `to`
    /// (degrees, y down), starting where the path is.
    private static func arc(_ path: inout Path, centre: Point, rx: Double, ry: Double, from: Double, to: Double) {
        let pieces = max(1, Int((abs(to - from) / 45).rounded(.up)))
        let step = (to - from) / Double(pieces) * Double.pi / 180
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = from * Double.pi / 180
        for piece in 0..<pieces {
            let next = piece == pieces - 1 ? to * Double.pi / 180 : angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            path.cubic(to: Point(x: centre.x + rx * c1, y: centre.y + ry * s1),
                       control1: Point(x: centre.x + rx * (c0 - k * s0), y: centre.y + ry * (s0 + k * c0)),
                       control2: Point(x: centre.x + rx * (c1 + k * s1), y: centre.y + ry * (s1 - k * c1)))
            angle = next
        }
    }
}
