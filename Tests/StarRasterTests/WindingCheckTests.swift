import Testing
import StarGeometry
@testable import StarRaster

/// `WindingCheck` says a polygon winds only 0 or one sign's 1 only when it
/// does (then the rasterizer is exact); `EdgePixelUnion` makes the coverage
/// of one that does not the exact area of its non-zero region.
@Suite("overlapping contours of one shape")
struct WindingCheckTests {
    static func square(_ x: Double, _ y: Double, _ side: Double, clockwise: Bool = true) -> [Point] {
        let corners = [Point(x: x, y: y), Point(x: x + side, y: y), Point(x: x + side, y: y + side), Point(x: x, y: y + side)]
        return clockwise ? corners : corners.reversed()
    }

    @Test("shapes that wind once pass, overlapping or mixed windings do not")
    func verdicts() {
        #expect(WindingCheck.windsOnce(Polygon(Self.square(1, 1, 5))))
        // An outer contour and a hole wound the other way (an 'o').
        #expect(WindingCheck.windsOnce(Polygon(contours: [Self.square(1, 1, 5), Self.square(2, 2, 2, clockwise: false)])))
        // Two separate contours wound the same way (an 'i').
        #expect(WindingCheck.windsOnce(Polygon(contours: [Self.square(1, 1, 2), Self.square(5, 1, 2)])))
        // Repeated points and a closing point equal to the first change nothing.
        #expect(WindingCheck.windsOnce(Polygon([Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 4, y: 1), Point(x: 4, y: 4),
                                                Point(x: 1, y: 1)])))
        // Overlapping, same way: winding 2 in the overlap.
        #expect(!WindingCheck.windsOnce(Polygon(contours: [Self.square(1, 1, 4), Self.square(3, 3, 4)])))
        // Nested, same way: winding 2 inside the inner one, no edge meeting.
        #expect(!WindingCheck.windsOnce(Polygon(contours: [Self.square(1, 1, 6), Self.square(2, 2, 2)])))
        // Separate, opposite ways: +1 and −1 may share a pixel.
        #expect(!WindingCheck.windsOnce(Polygon(contours: [Self.square(1, 1, 2), Self.square(3.5, 1, 2, clockwise: false)])))
        // A bow tie (one contour crossing itself) and squares sharing an edge: not judged simple.
        #expect(!WindingCheck.windsOnce(Polygon([Point(x: 0, y: 0), Point(x: 4, y: 4), Point(x: 4, y: 0), Point(x: 0, y: 4)])))
        #expect(!WindingCheck.windsOnce(Polygon(contours: [Self.square(1, 1, 2), Self.square(3, 1, 2)])))
    }

    @Test("the repaired coverage of overlapping squares is their union's area, pixel by pixel")
    func repairedOverlap() {
        // Squares [0.3, 4.3]² and [2.55, 6.55]²: the union's area per pixel is
        // the larger of the two squares' (one of them holds the other's part there).
        let a = Self.square(0.3, 0.3, 4), b = Self.square(2.55, 2.55, 4)
        let polygon = Polygon(contours: [a, b])
        var rasterizer = Rasterizer(width: 0, height: 0)
        var mask = rasterizer.coverage(of: polygon, in: PixelRect(minX: 0, minY: 0, width: 8, height: 8))
        let doubled = mask[4, 2]
        var repair = EdgePixelUnion()
        repair.repair(&mask, polygon: polygon, dx: 0, dy: 0)
        func overlap(_ lo: Double, _ hi: Double, _ pixel: Int) -> Double {
            max(0, min(hi, Double(pixel + 1)) - max(lo, Double(pixel)))
        }
        for y in 0..<8 {
            for x in 0..<8 {
                let inA = overlap(0.3, 4.3, x) * overlap(0.3, 4.3, y), inB = overlap(2.55, 6.55, x) * overlap(2.55, 6.55, y)
                let both = overlap(2.55, 4.3, x) * overlap(2.55, 4.3, y)
                #expect(abs(Double(mask[x, y]) - (inA + inB - both)) < 1e-5, "pixel (\(x), \(y))")
            }
        }
        // Pixel (4, 2): 0.3 of A, 0.45 of B, 0.135 of both.
        #expect(abs(doubled - 0.75) < 1e-5 && abs(mask[4, 2] - 0.615) < 1e-5, "\(doubled) → \(mask[4, 2])")
        #expect(mask[1, 1] == 1 && mask[7, 7] == 0 && repair.pixelsComputed > 0)
    }
}
