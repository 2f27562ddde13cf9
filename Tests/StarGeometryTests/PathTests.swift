import StarGeometry
import Testing

@Suite struct PathTests {
    let a = Point(x: 0, y: 0), b = Point(x: 4, y: 0), c = Point(x: 4, y: 3)
    let d = Point(x: 10, y: 10), e = Point(x: 12, y: 10)

    @Test func polygonPath() {
        #expect(Path(polygon: [a, b, c]).elements == [.move(a), .line(b), .line(c), .close])
        #expect(Path(polygon: []).isEmpty)
        #expect(Path().isEmpty && Path().flattened().contours.isEmpty && Path().controlBounds == nil)
    }

    @Test func builder() {
        var path = Path()
        path.move(to: a)
        path.line(to: b)
        path.quadratic(to: c, control: d)
        path.cubic(to: a, control1: e, control2: c)
        path.close()
        #expect(path.elements == [.move(a), .line(b), .quadratic(control: d, to: c),
                                  .cubic(control1: e, control2: c, to: a), .close])
        var twice = path
        twice.append(path)
        #expect(twice.elements == path.elements + path.elements)
    }

    @Test func controlBoundsIncludeControlPoints() {
        let path = Path(elements: [.move(a), .quadratic(control: Point(x: 2, y: -5), to: b),
                                   .cubic(control1: Point(x: 9, y: 1), control2: Point(x: -1, y: 2), to: c)])
        #expect(path.controlBounds == Rect(x: -1, y: -5, width: 10, height: 8))
    }

    @Test func transformedMapsEveryPoint() {
        let t = AffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -2)
        let path = Path(elements: [.move(a), .line(b), .quadratic(control: c, to: d),
                                   .cubic(control1: e, control2: a, to: b), .close])
        let mapped = path.transformed(by: t)
        #expect(mapped.elements == [.move(t.apply(a)), .line(t.apply(b)), .quadratic(control: t.apply(c), to: t.apply(d)),
                                    .cubic(control1: t.apply(e), control2: t.apply(a), to: t.apply(b)), .close])
        // Flattening commutes with affine maps for straight lines.
        let square = Path(polygon: [a, b, c])
        #expect(square.transformed(by: t).flattened() == square.flattened().transformed(by: t))
    }

    /// Sub-paths become contours; after `close` the pen returns to the
    /// sub-path's start; a lone `move` makes no contour.
    @Test func subPaths() {
        let path = Path(elements: [.move(a), .line(b), .line(c), .close, .line(d), .line(e),
                                   .move(c), .move(d), .line(e)])
        #expect(path.flattened().contours == [[a, b, c], [a, d, e], [d, e]])
        let unclosed = Path(elements: [.move(a), .line(b), .line(c), .move(d), .line(e), .line(c)])
        #expect(unclosed.flattened().contours == [[a, b, c], [d, e, c]])
    }
}
