import StarGeometry
import Testing

@Suite struct GeometryBasicsTests {
    @Test func pointArithmetic() {
        let a = Point(x: 1, y: 2), b = Point(x: -3, y: 0.5)
        #expect(a + b == Point(x: -2, y: 2.5))
        #expect(a - b == Point(x: 4, y: 1.5))
        #expect(a * 3 == Point(x: 3, y: 6))
        #expect(a.lerp(to: b, 0) == a && a.lerp(to: b, 1) == b)
        #expect(a.lerp(to: b, 0.5) == Point(x: -1, y: 1.25))
        #expect(Point(x: 3, y: -4).length == 5)
        #expect(Point.zero == Point(x: 0, y: 0))
    }

    @Test func rectGeometry() {
        let r = Rect(x: 1, y: 2, width: 4, height: 6)
        #expect(r.maxX == 5 && r.maxY == 8 && r.midX == 3 && r.midY == 5 && r.center == Point(x: 3, y: 5))
        let clamped = Rect(x: 0, y: 0, width: -3, height: -1)
        #expect(clamped.width == 0 && clamped.height == 0)
        #expect(r.union(Rect(x: -1, y: 7, width: 1, height: 3)) == Rect(x: -1, y: 2, width: 6, height: 8))
    }

    @Test func boundingRect() {
        #expect(Rect.bounding([Point]()) == nil)
        #expect(Rect.bounding([Point(x: 2, y: 3)]) == Rect(x: 2, y: 3, width: 0, height: 0))
        #expect(Rect.bounding([Point(x: 2, y: 3), Point(x: -1, y: 7), Point(x: 0, y: -2)])
                == Rect(x: -1, y: -2, width: 3, height: 9))
    }

    @Test(arguments: [0.0, -0.5, -1])
    func starFillEmpty(f: Double) {
        let bounds = Rect(x: 10, y: 0, width: 20, height: 20)
        #expect(StarFill(fraction: f, bounds: bounds) == .empty)
        #expect(StarFill(fraction: f, bounds: bounds, direction: .rightToLeft) == .empty)
    }

    @Test(arguments: [1.0, 1.5])
    func starFillFull(f: Double) {
        let bounds = Rect(x: 10, y: 0, width: 20, height: 20)
        #expect(StarFill(fraction: f, bounds: bounds) == .full)
        #expect(StarFill(fraction: f, bounds: bounds, direction: .rightToLeft) == .full)
    }

    /// The split line is bbox.minX + f·width (left on), mirrored for right-to-left.
    @Test(arguments: [0.25, 0.5, 0.37, 0.999])
    func starFillSplit(f: Double) {
        let bounds = Rect(x: 10, y: 0, width: 20, height: 20)
        #expect(StarFill(fraction: f, bounds: bounds) == .split(line: 10 + f * 20, onSide: .left))
        #expect(StarFill(fraction: f, bounds: bounds, direction: .rightToLeft) == .split(line: 30 - f * 20, onSide: .right))
    }

    @Test func readingDirectionNames() {
        #expect(ReadingDirection(rawValue: "ltr") == .leftToRight)
        #expect(ReadingDirection(rawValue: "rtl") == .rightToLeft)
        #expect(ReadingDirection.allCases.count == 2)
    }
}
