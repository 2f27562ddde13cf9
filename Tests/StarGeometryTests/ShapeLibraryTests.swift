import StarGeometry
import Testing
import StarBadgeTestSupport

/// One drawn segment of a path: its start, control points and end.
struct ShapeSegment: Hashable {
    var points: [Point]

    /// The same curve traversed backwards.
    var reversed: ShapeSegment { ShapeSegment(points: points.reversed()) }

    /// The mirror image about the vertical line x = axis.
    func mirrored(about axis: Double) -> ShapeSegment {
        ShapeSegment(points: points.map { Point(x: 2 * axis - $0.x, y: $0.y) })
    }

    /// The point at parameter t (line, quadratic or cubic).
    func at(_ t: Double) -> Point {
        let u = 1 - t
        switch points.count {
        case 2: return points[0].lerp(to: points[1], t)
        case 3: return points[0] * (u * u) + points[1] * (2 * u * t) + points[2] * (t * t)
        default:
            return points[0] * (u * u * u) + points[1] * (3 * u * u * t) + points[2] * (3 * u * t * t)
                + points[3] * (t * t * t)
        }
    }
}

/// The drawn segments of a path (closing lines included).
func shapeSegments(_ path: Path) -> [ShapeSegment] {
    var segments: [ShapeSegment] = []
    var pen = Point.zero, start = Point.zero
    for element in path.elements {
        switch element {
        case .move(let p): pen = p; start = p
        case .line(let p): segments.append(ShapeSegment(points: [pen, p])); pen = p
        case .quadratic(let c, let p): segments.append(ShapeSegment(points: [pen, c, p])); pen = p
        case .cubic(let c1, let c2, let p): segments.append(ShapeSegment(points: [pen, c1, c2, p])); pen = p
        case .close:
            if pen != start { segments.append(ShapeSegment(points: [pen, start])) }
            pen = start
        }
    }
    return segments
}

/// Bounds of `samples` + 1 points along every segment (a lower bound of the tight bounds).
func sampledBounds(_ path: Path, samples: Int = 4000) -> Rect? {
    Rect.bounding(shapeSegments(path).flatMap { s in (0...samples).map { s.at(Double($0) / Double(samples)) } })
}

/// Whether the path, as a set of curves, is its own mirror image about x = axis, bit for bit.
func isExactMirror(_ path: Path, about axis: Double) -> Bool {
    let segments = shapeSegments(path)
    let forward = Set(segments)
    return segments.allSatisfy { forward.contains($0.mirrored(about: axis).reversed) }
}

@Suite struct ShapeLibraryTests {
    static let symmetricShapes: [BadgeShape] = [.heart, .circle, .default, .star(StarShape(points: 6, innerRatio: 0.6)!)]
        + (3...12).map { .polygon(RegularPolygonShape(sides: $0)!) } + [.polygon(RegularPolygonShape(sides: 1000)!)]

    static let allShapes: [BadgeShape] = symmetricShapes + [
        .path(try! PathShape(svgPathData: "M2 2 C 30 -20 40 40 22 22 Q 10 30 2 22 Z")),
        .path(try! PathShape(svgPathData: "M0 0 H 100 V 10 H 0 Z")),
        .path(try! PathShape(svgPathData: "M0 0 A 5 20 30 1 1 3 3 Z")),
    ]

    /// In the default 24-px box and in random boxes, the fitted outline's
    /// tight bounding box is centred in the box and fits it, touching two
    /// opposite sides (within 1e-9 px).
    @Test(arguments: allShapes)
    func fittedShapeIsCentredAndFits(shape: BadgeShape) throws {
        var rng = SplitMix64(seed: 4)
        var boxes = [Rect(x: 4, y: 4, width: 24, height: 24)]
        for _ in 0..<50 {
            boxes.append(Rect(x: rng.uniform(-100, 100), y: rng.uniform(-100, 100),
                              width: rng.uniform(1, 200), height: rng.uniform(1, 200)))
        }
        for box in boxes {
            let b = try #require(shape.path(fittedInto: box).tightBounds)
            let eps = 1e-9
            #expect(abs(b.midX - box.midX) <= eps && abs(b.midY - box.midY) <= eps, "\(shape) in \(box): \(b)")
            #expect(b.width <= box.width + eps && b.height <= box.height + eps)
            #expect(abs(b.width - box.width) <= eps || abs(b.height - box.height) <= eps)
        }
    }

    @Test func heartAndCircleUnitBoundsAreExact() throws {
        let square = Rect(x: -1, y: -1, width: 2, height: 2)
        for path in [HeartShape.unitPath, CircleShape.unitPath] {
            #expect(path.tightBounds == square)
            #expect(path.controlBounds == square)  // no control point sticks out
            let sampled = try #require(sampledBounds(path))
            #expect(close(sampled, square, 1e-6))
        }
        #expect(HeartShape.unitBounds == square && CircleShape.unitBounds == square)
    }

    /// Symmetric shapes are their own mirror images, curve for curve, bit for bit.
    @Test(arguments: symmetricShapes)
    func unitShapesAreExactMirrorImages(shape: BadgeShape) {
        #expect(shape.isMirrorSymmetric)
        let unit: Path
        switch shape {
        case .heart: unit = HeartShape.unitPath
        case .circle: unit = CircleShape.unitPath
        case .star(let star): unit = Path(polygon: star.unitVertices)
        case .polygon(let polygon): unit = Path(polygon: polygon.unitVertices)
        case .path: return
        }
        #expect(isExactMirror(unit, about: 0))
    }

    /// Fitted into a box, the mirror image about the box's centre line is the
    /// same outline up to rounding of the final translation.
    @Test(arguments: symmetricShapes)
    func fittedShapesAreMirrorImages(shape: BadgeShape) {
        let box = Rect(x: 4, y: 4, width: 24, height: 24)
        let segments = shapeSegments(shape.path(fittedInto: box))
        for segment in segments {
            let image = segment.mirrored(about: box.midX).reversed
            #expect(segments.contains { zip($0.points, image.points).allSatisfy { close($0, $1, 1e-12) } })
        }
    }

    @Test func heartLooksLikeAHeart() throws {
        let unit = HeartShape.unitPath
        let segments = shapeSegments(unit)
        #expect(segments.count == 6 && segments.allSatisfy { $0.points.count == 4 })
        // Starts at the dip on the axis, reaches the point (0, 1) at the bottom.
        #expect(segments[0].points[0] == Point(x: 0, y: -0.5))
        #expect(segments[2].points[3] == Point(x: 0, y: 1))
        // Two lobes: the top edge y = −1 is reached off-axis on both sides and
        // the outline near the axis at the top dips down to −0.5.
        let samples = segments.flatMap { s in (0...200).map { s.at(Double($0) / 200) } }
        let tops = samples.filter { $0.y <= -0.999 }
        #expect(tops.contains { $0.x > 0.3 } && tops.contains { $0.x < -0.3 })
        #expect(!tops.contains { abs($0.x) < 0.2 })
        // Clockwise on screen (positive area), and the area is about 72% of the box.
        let area = unit.flattened(tolerance: 1e-4).signedArea
        #expect(area > 0.6 * 4 && area < 0.8 * 4)
    }

    /// Every point of the 16-arc circle is within 7e-8 of radius 1, never inside.
    @Test func circleIsAccurate() throws {
        let segments = shapeSegments(CircleShape.unitPath)
        #expect(segments.count == CircleShape.arcCount)
        var worst = 0.0
        for segment in segments {
            for i in 0...100 {
                let r = segment.at(Double(i) / 100).length
                #expect(r >= 1 - 1e-15)
                worst = max(worst, r - 1)
            }
        }
        #expect(worst < 7e-8 && worst > 1e-8)
        // Area of the flattened circle is π to within the flattening error.
        let area = CircleShape.unitPath.flattened(tolerance: 1e-6).signedArea
        #expect(abs(area - Double.pi) < 1e-5)
        // Fitted into a 24 × 10 box: a circle of diameter 10 centred in it.
        let fitted = try #require(BadgeShape.circle.path(fittedInto: Rect(x: 0, y: 0, width: 24, height: 10)).tightBounds)
        #expect(close(fitted, Rect(x: 7, y: 0, width: 10, height: 10), 1e-12))
    }

    @Test(arguments: 3...40)
    func polygonVertexZeroIsUp(sides: Int) throws {
        let polygon = try #require(RegularPolygonShape(sides: sides))
        let v = polygon.unitVertices
        #expect(v.count == sides)
        #expect(v[0] == Point(x: 0, y: -1))
        for j in 0..<sides {
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(j) / Double(sides)
            #expect(close(v[j], Point(x: cosine(angle), y: sine(angle)), 1e-14))  // the reference angle itself rounds
        }
        // Fitted: vertex 0 is the top of the bounding box, on the box's centre line.
        let box = Rect(x: 4, y: 4, width: 24, height: 24)
        let fitted = polygon.polygon(fittedInto: box)
        let top = fitted.contours[0][0]
        let bounds = try #require(fitted.bounds)
        #expect(top.x == box.midX && top.y == bounds.minY)
        #expect(BadgeShape.polygon(polygon).path(fittedInto: box) == fitted.path)
        // Area n/2 · sin(2π/n), clockwise on screen.
        let area = Double(sides) / 2 * sine(2 * Double.pi / Double(sides))
        #expect(abs(Polygon(v).signedArea - area) <= 1e-14 * Double(sides))
    }

    @Test(arguments: [2, 1, 0, -1, 1001, Int.max, Int.min])
    func polygonRejectsBadSideCounts(sides: Int) {
        #expect(RegularPolygonShape(sides: sides) == nil)
    }

    @Test func starCaseIsTheContractStar() {
        let box = Rect(x: 4, y: 4, width: 24, height: 24)
        #expect(BadgeShape.default.path(fittedInto: box) == StarShape.default.polygon(fittedInto: box).path)
        #expect(BadgeShape.default.polygon(fittedInto: box) == StarShape.default.polygon(fittedInto: box))
    }

    @Test func customPathsAreNotAssumedSymmetric() throws {
        #expect(!BadgeShape.path(try PathShape(svgPathData: "M0 0 H2 V2 H0 Z")).isMirrorSymmetric)
    }

    /// The flattened shapes stay within the flattening tolerance of the box.
    @Test(arguments: allShapes)
    func flattenedShapeFits(shape: BadgeShape) throws {
        let box = Rect(x: 4, y: 4, width: 24, height: 24)
        let b = try #require(shape.polygon(fittedInto: box).bounds)
        #expect(b.minX >= box.minX - 1e-9 && b.maxX <= box.maxX + 1e-9)
        #expect(b.minY >= box.minY - 1e-9 && b.maxY <= box.maxY + 1e-9)
        #expect(b.width >= 24 - 0.01 || b.height >= 24 - 0.01)
    }
}
