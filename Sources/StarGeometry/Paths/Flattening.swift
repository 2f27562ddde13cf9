/// The largest distance, in px, between a curve and the straight segments
/// that replace it when a `Path` is flattened. A chord this far from a curve
/// changes a pixel's coverage by at most ~1/255, the accuracy contract.
public let defaultFlatteningTolerance = 0.004

extension Path {
    /// The path as polygons: lines kept, quadratic and cubic Bézier curves
    /// replaced by chords whose distance to the curve is at most `tolerance` px.
    ///
    /// A chord of a curve with second derivative bounded by M, split into n equal
    /// parameter steps, deviates by at most M / (8 n²); n is chosen from that bound.
    public func flattened(tolerance: Double = defaultFlatteningTolerance) -> Polygon {
        var contours: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero
        var pen = Point.zero

        func finishContour() {
            if current.count >= 2 { contours.append(current) }
            current = []
        }
        func ensureStarted() { if current.isEmpty { current.append(pen) } }

        for element in elements {
            switch element {
            case .move(let p):
                finishContour()
                start = p
                pen = p
                current.append(p)
            case .line(let p):
                ensureStarted()
                current.append(p)
                pen = p
            case .quadratic(let c, let p):
                ensureStarted()
                let m = ((pen - c * 2 + p) * 2).length
                let n = Self.segmentCount(secondDerivativeBound: m, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(pen * (u * u) + c * (2 * u * t) + p * (t * t))
                }
                pen = p
            case .cubic(let c1, let c2, let p):
                ensureStarted()
                let m = 6 * max((pen - c1 * 2 + c2).length, (c1 - c2 * 2 + p).length)
                let n = Self.segmentCount(secondDerivativeBound: m, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
                    current.append(pen * a + c1 * b + c2 * cc + p * d)
                }
                pen = p
            case .close:
                finishContour()
                pen = start
            }
        }
        finishContour()
        return Polygon(contours: contours)
    }

    private static func segmentCount(secondDerivativeBound m: Double, tolerance: Double) -> Int {
        guard m.isFinite, m > 0 else { return 1 }
        let n = (m / (8 * tolerance)).squareRoot().rounded(.up)
        return Int(min(max(n, 1), 1000))
    }
}
