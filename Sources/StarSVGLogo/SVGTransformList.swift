import StarGeometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `transform` attribute: `matrix`, `translate`, `scale`, `rotate`,
/// `skewX`, `skewY`, separated by white space or commas, applied right to
/// left (the last one first) as SVG says.
enum SVGTransformList {
    /// The transform the list describes; nil with a reason when it cannot be read.
    static func parse(_ text: String) -> Result<AffineTransform, SVGTransformError> {
        var scanner = SVGNumberScanner(text)
        var total = AffineTransform.identity
        scanner.skipWhitespace()
        while !scanner.isAtEnd {
            let name = scanner.word()
            scanner.skipWhitespace()
            guard !name.isEmpty, scanner.take(UInt8(ascii: "(")) else {
                return .failure(SVGTransformError("expected a transform such as translate(x y), matrix(a b c d e f)"))
            }
            var arguments: [Double] = []
            scanner.skipWhitespace()
            while !scanner.take(UInt8(ascii: ")")) {
                guard arguments.count < 6, let value = scanner.number(), abs(value) <= SVGNumberScanner.maximumMagnitude else {
                    return .failure(SVGTransformError("\(name)(…) needs numbers within ±1e6 and a closing parenthesis"))
                }
                arguments.append(value)
                scanner.skipSeparator()
            }
            guard let item = transform(name, arguments) else {
                return .failure(SVGTransformError("\(name) with \(arguments.count) numbers is not a transform "
                                                  + "(matrix 6, translate 1–2, scale 1–2, rotate 1 or 3, skewX 1, skewY 1)"))
            }
            total = item.then(total)
            scanner.skipSeparator()
        }
        return .success(total)
    }

    private static func transform(_ name: String, _ a: [Double]) -> AffineTransform? {
        switch (name, a.count) {
        case ("matrix", 6): return AffineTransform(a: a[0], b: a[1], c: a[2], d: a[3], tx: a[4], ty: a[5])
        case ("translate", 1): return .translation(x: a[0], y: 0)
        case ("translate", 2): return .translation(x: a[0], y: a[1])
        case ("scale", 1): return .scale(x: a[0], y: a[0])
        case ("scale", 2): return .scale(x: a[0], y: a[1])
        case ("rotate", 1), ("rotate", 3):
            let angle = a[0] * Double.pi / 180
            let rotation = AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
            guard a.count == 3 else { return rotation }
            return AffineTransform.translation(x: -a[1], y: -a[2]).then(rotation).then(.translation(x: a[1], y: a[2]))
        case ("skewX", 1): return AffineTransform(a: 1, b: 0, c: tan(a[0] * Double.pi / 180), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return AffineTransform(a: 1, b: tan(a[0] * Double.pi / 180), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }
}

/// Why a transform list cannot be read.
struct SVGTransformError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
