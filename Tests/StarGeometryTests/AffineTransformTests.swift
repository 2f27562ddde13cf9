import StarGeometry
import Testing
import StarBadgeTestSupport

@Suite struct AffineTransformTests {
    static func random(_ rng: inout SplitMix64) -> AffineTransform {
        AffineTransform(a: rng.uniform(-3, 3), b: rng.uniform(-3, 3), c: rng.uniform(-3, 3),
                        d: rng.uniform(-3, 3), tx: rng.uniform(-50, 50), ty: rng.uniform(-50, 50))
    }

    @Test func basicMaps() {
        let p = Point(x: 3, y: -2)
        #expect(AffineTransform.identity.apply(p) == p)
        #expect(AffineTransform.translation(x: 1.5, y: 4).apply(p) == Point(x: 4.5, y: 2))
        #expect(AffineTransform.scale(x: 2, y: -3).apply(p) == Point(x: 6, y: 6))
        #expect(AffineTransform.mirrorHorizontally(about: 10).apply(p) == Point(x: 17, y: -2))
        #expect(AffineTransform.mirrorHorizontally(about: 10).apply(Point(x: 10, y: 5)) == Point(x: 10, y: 5))
        // p ↦ (a·x + c·y + tx, b·x + d·y + ty)
        let t = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 9, y: 12))
    }

    @Test func mirrorTwiceIsIdentity() {
        let m = AffineTransform.mirrorHorizontally(about: 7.25)
        #expect(m.then(m) == .identity)
    }

    /// `a.then(b)` applies a first, then b; composition is associative.
    @Test func composition() {
        var rng = SplitMix64(seed: 12)
        for _ in 0..<200 {
            let a = Self.random(&rng), b = Self.random(&rng), c = Self.random(&rng)
            let p = Point(x: rng.uniform(-20, 20), y: rng.uniform(-20, 20))
            #expect(close(a.then(b).apply(p), b.apply(a.apply(p)), 1e-9))
            #expect(close(a.then(b).then(c).apply(p), a.then(b.then(c)).apply(p), 1e-8))
            #expect(AffineTransform.identity.then(a) == a && a.then(.identity) == a)
        }
        let scaleThenMove = AffineTransform.scale(x: 2, y: 2).then(.translation(x: 1, y: 0))
        #expect(scaleThenMove.apply(Point(x: 1, y: 1)) == Point(x: 3, y: 2))
        let moveThenScale = AffineTransform.translation(x: 1, y: 0).then(.scale(x: 2, y: 2))
        #expect(moveThenScale.apply(Point(x: 1, y: 1)) == Point(x: 4, y: 2))
    }

    @Test(arguments: [
        // content, box, expected image of content
        (Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 2.5, width: 10, height: 5)),
        (Rect(x: -1, y: -3, width: 1, height: 4), Rect(x: 10, y: 20, width: 8, height: 8), Rect(x: 13, y: 20, width: 2, height: 8)),
        (Rect(x: 5, y: 5, width: 3, height: 3), Rect(x: 0, y: 0, width: 6, height: 6), Rect(x: 0, y: 0, width: 6, height: 6)),
        // Degenerate content: scaled by its other side, or kept at scale 1, centred.
        (Rect(x: 0, y: 0, width: 0, height: 2), Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 2, y: 0, width: 0, height: 4)),
        (Rect(x: 0, y: 0, width: 2, height: 0), Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 0, y: 2, width: 4, height: 0)),
        (Rect(x: 3, y: 3, width: 0, height: 0), Rect(x: 0, y: 0, width: 4, height: 6), Rect(x: 2, y: 3, width: 0, height: 0)),
    ])
    func aspectFit(content: Rect, box: Rect, expected: Rect) {
        let t = AffineTransform.aspectFit(content, into: box)
        #expect(t.b == 0 && t.c == 0 && t.a == t.d)
        let fitted = Rect.bounding([t.apply(Point(x: content.minX, y: content.minY)),
                                    t.apply(Point(x: content.maxX, y: content.maxY))])!
        #expect(close(fitted, expected, 1e-12))
    }
}
