import Testing
import StarBadge

/// Backgrounds with corner radius, border ring and inset.
@Suite("Background shape")
struct BackgroundFrameTests {
    static func render(_ spec: BadgeSpec) -> PNGImage {
        let renderer = BadgeRenderer()
        return renderer.image(for: spec)
    }

    @Test("border and inset add to every side; the stars move in by as much")
    func sizes() throws {
        let backgroundShape = BackgroundShape(borderColor: .white, borderWidth: 2, inset: 4)
        let spec = try BadgeSpec(rating: 3) { $0.backgroundShape = backgroundShape }
        #expect(spec.pixelSize.width == 144 + 12 && spec.pixelSize.height == 32 + 12)
        #expect(spec.layout.starBox(0).minX == 4 + 6 && spec.layout.starBox(0).minY == 10)
    }

    @Test("the seed editView look: translucent black, radius 20, white border 2")
    func editView() throws {
        let spec = try BadgeSpec(rating: 3.5) {
            $0.starSize = 48
            $0.padding = 16
            $0.background = Color(red: 0, green: 0, blue: 0, alpha: 204)
            $0.backgroundShape = BackgroundShape(cornerRadius: 20, borderColor: .white, borderWidth: 2)
        }
        let image = Self.render(spec)
        #expect(image.width == 292 && image.height == 84)
        #expect(image[0, 0].alpha == 0)  // outside the rounded corner
        #expect(image[100, 0] == (255, 255, 255, 255))  // the border along the top edge
        #expect(image[100, 1] == (255, 255, 255, 255))
        #expect(image[100, 2].red == 0 && image[100, 2].alpha == 204)  // the background inside the border
        // Along the corner, no pixel is more transparent than its coverage allows: the ring is painted with
        // the background in one pass, so the border's outer edge shows no background fringe.
        #expect(image[20, 0].alpha == 255 || image[20, 0].alpha > 200)
    }

    @Test("a plain rectangle background fills the whole image exactly as before")
    func plainRectangle() throws {
        let spec = try BadgeSpec(rating: 0) { $0.background = Color(red: 10, green: 20, blue: 30) }
        let image = Self.render(spec)
        #expect(image[0, 0] == (10, 20, 30, 255) && image[143, 31] == (10, 20, 30, 255))
    }

    @Test("a translucent border over a translucent background composites correctly in the ring")
    func translucentBorder() throws {
        let spec = try BadgeSpec(rating: 0) {
            $0.background = Color(red: 0, green: 0, blue: 255, alpha: 128)
            $0.backgroundShape = BackgroundShape(borderColor: Color(red: 255, green: 0, blue: 0, alpha: 128), borderWidth: 2)
        }
        let image = Self.render(spec)
        // Red at 50 % over blue at 50 %: alpha 0.75, colour (0.5 red + 0.25 blue) / 0.75.
        let p = image[60, 0]
        #expect(p.alpha == 191 || p.alpha == 192)
        #expect(abs(Int(p.red) - 170) <= 1 && abs(Int(p.blue) - 85) <= 1)
    }

    @Test("lengths are checked with the settings; a border width needs a colour")
    func validation() throws {
        for shape in [BackgroundShape(cornerRadius: -1), BackgroundShape(inset: .nan),
                      BackgroundShape(borderColor: .white, borderWidth: 5000)] {
            #expect(throws: BadgeError.self) { try BadgeDesign { $0.backgroundShape = shape } }
        }
        let error = try #require(throws: BadgeError.self) { try BadgeDesign { $0.backgroundShape.borderWidth = 2 } }
        #expect(error.setting == .backgroundShapeBorderWidth)
        #expect(BackgroundShape(borderColor: .white).drawnBorderWidth == 1)
        #expect(BackgroundShape(borderWidth: 2).drawnBorderWidth == 0)
        let framed = try BadgeDesign { $0.backgroundShape.borderColor = .white; $0.backgroundShape.inset = 3 }
        #expect(framed.backgroundShape.thickness == 4)
    }
}

private func == (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8), b: (Int, Int, Int, Int)) -> Bool {
    Int(a.red) == b.0 && Int(a.green) == b.1 && Int(a.blue) == b.2 && Int(a.alpha) == b.3
}
