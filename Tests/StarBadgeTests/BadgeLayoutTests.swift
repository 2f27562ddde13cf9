import StarBadge
import StarGeometry
import Testing
import StarBadgeTestSupport

@Suite struct BadgeLayoutTests {
    static let standard = BadgeLayout(starCount: 5, starSize: 24, spacing: 4, padding: 4)!

    @Test func defaultLayout() {
        let layout = Self.standard
        #expect(layout.contentWidth == 144 && layout.contentHeight == 32)
        #expect(layout.starBoxes.map(\.minX) == [4, 32, 60, 88, 116])
        #expect(layout.starBoxes.allSatisfy { $0.minY == 4 && $0.width == 24 && $0.height == 24 })
        #expect(layout.starBoxes.last!.maxX + 4 == 144)
    }

    @Test func tenStars() throws {
        let layout = try #require(BadgeLayout(starCount: 10, starSize: 24, spacing: 4, padding: 4))
        #expect(layout.contentWidth == 284 && layout.contentHeight == 32)
        #expect(layout.starBoxes.count == 10)
        #expect(layout.starBox(9) == Rect(x: 256, y: 4, width: 24, height: 24))
    }

    @Test func oneStarNoPadding() throws {
        let layout = try #require(BadgeLayout(starCount: 1, starSize: 16, spacing: 0, padding: 0))
        #expect(layout.contentWidth == 16 && layout.contentHeight == 16)
        #expect(layout.starBoxes == [Rect(x: 0, y: 0, width: 16, height: 16)])
    }

    @Test func fractionalLengths() throws {
        let layout = try #require(BadgeLayout(starCount: 3, starSize: 17.3, spacing: 2.25, padding: 1.5))
        #expect(abs(layout.contentWidth - 59.4) < 1e-12)
        #expect(abs(layout.contentHeight - 20.3) < 1e-12)
        let box = layout.starBox(2)
        #expect(abs(box.minX - 40.6) <= 1e-12 && abs(box.minY - 1.5) <= 1e-12)
        #expect(abs(box.width - 17.3) <= 1e-12 && abs(box.height - 17.3) <= 1e-12)
    }

    /// Scaling every length by k scales the layout by k (`--scale`).
    @Test(arguments: [0.5, 1.5, 2, 3.7, 64])
    func scaling(k: Double) throws {
        let layout = try #require(BadgeLayout(starCount: 5, starSize: 24 * k, spacing: 4 * k, padding: 4 * k))
        #expect(abs(layout.contentWidth - 144 * k) <= 1e-12 * k)
        #expect(abs(layout.contentHeight - 32 * k) <= 1e-12 * k)
        for (scaled, base) in zip(layout.starBoxes, Self.standard.starBoxes) {
            #expect(abs(scaled.minX - base.minX * k) <= 1e-12 * k)
        }
    }

    /// Boxes are evenly spaced, inside the padding, left to right.
    @Test func boxesTileTheContent() {
        var rng = SplitMix64(seed: 8)
        for _ in 0..<100 {
            let n = rng.int(1, 100)
            let layout = BadgeLayout(starCount: n, starSize: rng.uniform(0.1, 50),
                                     spacing: rng.uniform(0, 10), padding: rng.uniform(0, 10))!
            let boxes = layout.starBoxes
            let eps = 1e-12 * layout.contentWidth
            #expect(boxes.count == n)
            #expect(abs(boxes[0].minX - layout.padding) <= eps)
            #expect(abs(boxes[n - 1].maxX + layout.padding - layout.contentWidth) <= eps)
            for i in 1..<n {
                #expect(abs(boxes[i].minX - boxes[i - 1].maxX - layout.spacing) <= eps)
            }
        }
    }

    @Test(arguments: [
        (0, 24.0, 4.0, 4.0), (-1, 24, 4, 4), (5, 0, 4, 4), (5, -1, 4, 4), (5, .nan, 4, 4), (5, .infinity, 4, 4),
        (5, 24, -1, 4), (5, 24, .nan, 4), (5, 24, .infinity, 4), (5, 24, 4, -0.5), (5, 24, 4, .nan), (5, 24, 4, .infinity),
    ])
    func rejectsInvalid(count: Int, size: Double, spacing: Double, padding: Double) {
        #expect(BadgeLayout(starCount: count, starSize: size, spacing: spacing, padding: padding) == nil)
    }
}
