import Testing
import StarBadge

/// Right to left is the mirror image of left to right for every
/// mirror-symmetric shape.
///
/// Condition for pixel-exact equality: the mirror of the whole image must map
/// the pixel grid onto itself and every star box onto a star box, and no
/// pixel may be cut exactly in half by a split line. The first two hold when
/// padding, spacing and size are whole pixels (at the output scale): the
/// image is then exactly the content, and its centre line x = width/2 maps
/// pixel column c to width − 1 − c. The third needs an even size: a half
/// star's split line runs through the box's centre, which is then on a pixel
/// edge. (Through a pixel's middle, that pixel is half on and half off
/// colour, an exact tie such as (0xB4 + 0xD9)/2 = 198.5 that float noise
/// rounds either way.) There is no label: text is never mirrored. Each shape
/// is drawn mirror-symmetric about its box's centre, filled from the other
/// side, so the two renders are mirror images up to float noise far below
/// 1/255.
@Suite("Right to left mirrors left to right")
struct DirectionMirrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let shape: String
        let rating: Double
        let fill: FillMode
        var testDescription: String { "\(shape) \(rating) \(fill)" }
    }

    static let shapes = ["star", "heart", "circle", "polygon:3", "polygon:5", "polygon:6", "polygon:8"]
    static let cases: [Case] = shapes.flatMap { shape in
        [Case(shape: shape, rating: 3.5, fill: .half), Case(shape: shape, rating: 0.5, fill: .half),
         Case(shape: shape, rating: 2.3, fill: .precise), Case(shape: shape, rating: 0.37, fill: .precise),
         Case(shape: shape, rating: 4.81, fill: .precise), Case(shape: shape, rating: 5, fill: .full),
         Case(shape: shape, rating: 0, fill: .half)]
    }

    @Test("the RTL badge is the LTR badge mirrored, pixel for pixel", arguments: cases)
    func mirrored(_ c: Case) throws {
        let shape = try BadgeShape(parsing: c.shape)
        #expect(shape.isMirrorSymmetric)
        for (size, spacing, padding, scale) in [(24.0, 4.0, 4.0, 1.0), (16.0, 3.0, 2.0, 1.0), (24.0, 4.0, 4.0, 2.0),
                                                   (10.0, 1.0, 0.0, 3.0)] {
            func render(_ direction: ReadingDirection) throws -> PNGImage {
                let spec = try BadgeSpec(rating: c.rating) {
                    $0.fillMode = c.fill
                    $0.starSize = size
                    $0.spacing = spacing
                    $0.padding = padding
                    $0.scale = scale
                    $0.shape = shape
                    $0.direction = BadgeDirection(direction)
                }
                let renderer = BadgeRenderer()
                return renderer.image(for: spec)
            }
            let ltr = try render(.leftToRight), rtl = try render(.rightToLeft)
            #expect(ltr.width == rtl.width && ltr.height == rtl.height)
            var differing = 0
            for y in 0..<ltr.height {
                for x in 0..<ltr.width where ltr[x, y] != rtl[ltr.width - 1 - x, y] { differing += 1 }
            }
            #expect(differing == 0, "\(differing) pixels differ at size \(size), scale \(scale)")
        }
    }
}

extension DirectionMirrorTests {
    @Test("outlined empties, star borders and rounded tips mirror too", arguments: ["star", "polygon:6", "heart"])
    func styledMirror(_ text: String) throws {
        let shape = try BadgeShape(parsing: text)
        let styles = [StarAppearance(emptyStars: .outline, outlineWidth: 2),
                      StarAppearance(emptyStars: .outline, borderColor: Color(red: 0x80, green: 0x40, blue: 0), borderWidth: 1.5),
                      StarAppearance(cornerRadius: shape.hasOnlyStraightEdges ? 2 : 0)]
        for style in styles {
            for (rating, fill) in [(3.5, FillMode.half), (2.37, .precise)] {
                func render(_ direction: ReadingDirection) throws -> PNGImage {
                    let spec = try BadgeSpec(rating: rating) {
                        $0.fillMode = fill
                        $0.starSize = 32
                        $0.scale = 1
                        $0.shape = shape
                        $0.direction = BadgeDirection(direction)
                        $0.starAppearance = style
                    }
                    let renderer = BadgeRenderer()
                    return renderer.image(for: spec)
                }
                let ltr = try render(.leftToRight), rtl = try render(.rightToLeft)
                var differing = 0
                for y in 0..<ltr.height {
                    for x in 0..<ltr.width where ltr[x, y] != rtl[ltr.width - 1 - x, y] { differing += 1 }
                }
                #expect(differing == 0, "\(differing) pixels differ: \(text) \(rating) \(style)")
            }
        }
    }
}

private func != (a: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8),
                 b: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)) -> Bool {
    a.red != b.red || a.green != b.green || a.blue != b.blue || a.alpha != b.alpha
}
