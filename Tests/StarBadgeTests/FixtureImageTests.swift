import Foundation
import Testing
import StarBadgeTestSupport
import StarPNG

@Suite("Test images under Fixtures/images")
struct FixtureImageTests {
    @Test("every test image exists and decodes at its size")
    func present() throws {
        try FixtureImages.ensure()
        for image in FixtureImages.all {
            let decoded = try PNGDecoder().decode(Array(Data(contentsOf: FixtureImages.url(image.name))))
            #expect(decoded.width == image.width && decoded.height == image.height, "\(image.name)")
        }
    }
}
