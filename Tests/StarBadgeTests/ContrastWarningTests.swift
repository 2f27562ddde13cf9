import Testing
import StarBadge

/// `BadgeSpec.contrastWarnings`: stars below 3:1, text below 4.5:1.
@Suite("Contrast warnings")
struct ContrastWarningTests {
    @Test("the default badge on a transparent background says nothing")
    func transparent() throws {
        #expect(try BadgeSpec(rating: 3).contrastWarnings.isEmpty)
    }

    @Test("stars too close to the background are named with their ratio")
    func stars() throws {
        let spec = try BadgeSpec(rating: 3) {
            $0.background = .white
            $0.onColorScale = .constant(Color(red: 0xFF, green: 0xEE, blue: 0x58))
        }
        let warnings = spec.contrastWarnings.map(\.description)
        #expect(warnings.count == 2)  // on and off colours both pale on white
        #expect(warnings[0].contains("onColorScale #FFEE58") && warnings[0].contains("below 3:1"))
        #expect(spec.contrastWarnings[0].text { "--" + $0.rawValue }.hasPrefix("--onColorScale #FFEE58"))
        let dark = try BadgeSpec(rating: 3) { $0.background = Color(red: 0x26, green: 0x32, blue: 0x38) }
        #expect(dark.contrastWarnings.isEmpty)
    }

    @Test("label text below 4.5:1 is named")
    func text() throws {
        let face = try FontLibrary.defaultFace()
        let label = LabelSpec(template: "x", textColor: Color(red: 0x99, green: 0x99, blue: 0x99), font: face)
        let spec = try BadgeSpec(rating: 3) {
            $0.offColor = Color(red: 0x60, green: 0x60, blue: 0x60)
            $0.background = .white
            $0.label = label
            $0.onColorScale = .constant(.black)
        }
        #expect(spec.contrastWarnings.count == 1)
        #expect(spec.contrastWarnings[0].description.contains("label colour #999999"))
    }

    @Test("in a shields style the section colour is the backdrop")
    func shields() throws {
        let face = try FontLibrary.defaultFace()
        let label = LabelSpec(template: "rating", font: face)
        // Mid grey: neither white nor dark text reaches 4.5:1, stars reach 3:1.
        let spec = try BadgeSpec(rating: 3) {
            $0.label = label
            $0.onColorScale = .constant(Color(red: 0x80, green: 0x80, blue: 0x80))
            $0.style = .flat
            $0.value = label
        }
        #expect(spec.contrastWarnings.contains { $0.description.contains("value text") })
    }
}
