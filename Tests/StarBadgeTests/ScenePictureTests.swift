import Foundation
import Testing
import StarBadge
import StarPNG
import StarGeometry
import StarRaster

/// The scene settles a picture star's geometry (where each picture goes,
/// where a split star is split); the raster backend and the SVG writer
/// paint what it says, so a PNG and an SVG of one badge split at one line.
@Suite("Scene: picture stars settled")
struct ScenePictureTests {
    static func spec(rating: Double, measure: FillMeasure, size: Double = 23) throws -> BadgeSpec {
        let medal = try StarImageTests.image("medal-full.png")
        return try BadgeSpec(rating: rating) {
            $0.starCount = 1
            $0.fillMode = .precise
            $0.starSize = size
            $0.padding = 0
            $0.fillMeasure = measure
            $0.images = StarImages(full: medal)
        }
    }

    /// The one picture star of a one-star spec's scene.
    static func pictureDrawing(_ spec: BadgeSpec) throws -> PicturePaint {
        let items = spec.scene.items
        try #require(items.count == 1)
        guard case .picture(let paint) = items[0] else { throw ScenePictureError.notAPicture }
        return paint
    }

    enum ScenePictureError: Error { case notAPicture }

    /// `value` as the SVG writer writes it: hundredths, no trailing zeros.
    static func svgNumber(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        var text = (hundredths < 0 ? "-" : "") + String(abs(hundredths) / 100)
        let fraction = abs(hundredths) % 100
        if fraction != 0 { text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)") }
        return text
    }

    @Test("by area, the scene's line leaves the fraction of the drawn picture's opacity on the on side")
    func areaLine() throws {
        let paint = try Self.pictureDrawing(try Self.spec(rating: 0.3, measure: .area))
        guard case .split(let full, _, let line, let side) = paint.drawing else {
            Issue.record("expected a split, got \(paint.drawing)")
            return
        }
        #expect(side == .left)
        #expect(full == PicturePaint.fittedRect(paint.images.full, into: paint.box))
        // The full picture as drawn at this size: the badge at rating 1.
        let drawn = BadgeRenderer().image(for: try Self.spec(rating: 1, measure: .area))
        var columns = [Double](repeating: 0, count: drawn.width)
        for y in 0..<drawn.height {
            for x in 0..<drawn.width { columns[x] += Double(drawn.rgba[4 * (y * drawn.width + x) + 3]) / 255 }
        }
        var left = 0.0
        for (x, column) in columns.enumerated() { left += column * min(1, max(0, line - Double(x))) }
        let total = columns.reduce(0, +)
        // 8-bit alpha rounds each pixel by up to 1/510.
        #expect(abs(left / total - 0.3) < 0.003, "share left of \(line): \(left / total)")
    }

    @Test("the SVG clips a split picture star at the scene's line, by width and by area",
          arguments: [FillMeasure.width, .area])
    func svgSplitsAtTheSceneLine(measure: FillMeasure) throws {
        let spec = try Self.spec(rating: 0.3, measure: measure)
        let paint = try Self.pictureDrawing(spec)
        guard case .split(_, _, let line, _) = paint.drawing else {
            Issue.record("expected a split, got \(paint.drawing)")
            return
        }
        let svg = String(decoding: try BadgeRenderer().svg(for: spec), as: UTF8.self)
        // The on side's clip runs from a pixel before the box to the line.
        let start = paint.box.minX - 1
        #expect(svg.contains("<rect x=\"\(Self.svgNumber(start))\" y=\"-1e4\" width=\"\(Self.svgNumber(line - start))\""),
                "line \(line): \(svg.prefix(600))")
    }

    @Test("full, empty and half stars: each picture over the rectangle the scene gives")
    func rectangles() throws {
        let images = StarImages(full: try StarImageTests.image("banner-wide.png"), half: try StarImageTests.image("medal-half.png"))
        let spec = try BadgeSpec(rating: 1.5) { $0.starCount = 3; $0.starSize = 40; $0.images = images }
        var drawings: [PictureDrawing] = []
        for item in spec.scene.items { if case .picture(let paint) = item { drawings.append(paint.drawing) } }
        try #require(drawings.count == 3)
        let boxes = spec.starBounds
        guard case .full(let full) = drawings[0], case .half(let half, let mirrored) = drawings[1],
              case .empty(let empty) = drawings[2] else {
            Issue.record("expected full, half, empty: \(drawings)")
            return
        }
        // The wide banner is half as tall as its box; the square half picture fills its box.
        #expect(full == boxes[0] && full.height == full.width / 2)
        #expect(half.width == half.height && !mirrored)
        #expect(empty.height == empty.width / 2)
    }
}
