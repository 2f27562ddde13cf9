import Testing
import StarBadge

/// Every text is checked after its fields are filled in, through the one
/// text validator: fields that pass one by one may add up to a text past the
/// limits, and an alt text from a field obeys the alt limits and stores line
/// breaks as `\n` (issue 32, items 3 and 8).
@Suite("Texts checked once their fields are filled in")
struct FilledTextLimitTests {
    static let long = String(repeating: "a", count: 600)

    @Test("a label whose fields together pass the label limit is refused, naming the label")
    func labelOfLongFields() throws {
        let fields = ["t": Self.long, "u": Self.long]
        let label = try LabelSpec(template: "{t}{u}")
        #expect(throws: BadgeError.self) {
            _ = try BadgeSpec(rating: 3) { $0.label = label; $0.fields = fields }
        }
        do {
            _ = try BadgeSpec(rating: 3) { $0.label = label; $0.fields = fields }
        } catch let error as BadgeError {
            #expect(error.setting == .label)
            #expect(error.description.contains("once its fields are filled in"), "\(error)")
        }
        // Each alone is fine.
        _ = try BadgeSpec(rating: 3) { $0.label = try LabelSpec(template: "{t}"); $0.fields = ["t": Self.long] }
    }

    @Test("an alt text from a field past the alt limits is refused by the renderer: no bytes")
    func altOfLongField() throws {
        let spec = try BadgeSpec(rating: 3) { $0.fields = ["t": String(repeating: "b", count: AltText.maxLength + 1)] }
        var output = OutputSettings()
        output.altText = try AltText(template: "{t}", fields: ["t"])
        #expect(throws: BadgeError.self) { try output.check(for: spec) }
        #expect(throws: BadgeWriteError.self) { _ = try BadgeRenderer().bytes(for: spec, output) }
        // Code points too: 9,003 of them in fewer characters than the character limit.
        let marks = String(repeating: "e\u{301}\u{302}", count: 3001)
        let marked = try BadgeSpec(rating: 3) { $0.fields = ["t": marks] }
        #expect(throws: BadgeError.self) { try output.check(for: marked) }
    }

    @Test("a field's \\r\\n is stored as \\n in the alt text")
    func altLineBreaks() throws {
        let spec = try BadgeSpec(rating: 3) { $0.fields = ["t": "one\r\ntwo\rthree"] }
        let alt = try AltText(template: "{t}", fields: ["t"])
        #expect(spec.altText(alt) == "one\ntwo\nthree")
        #expect(try alt.checkedDescription(spec.templateValues) == "one\ntwo\nthree")
    }

    @Test("a rating is never written rounder than its scale", arguments: [0.01, 0.015, 0.25])
    func ratingAtLeastScaleDecimals(scale: Double) throws {
        let spec = try BadgeSpec(rating: scale) { $0.outOf = scale; $0.label = try LabelSpec(template: "{rating}/{max}") }
        let scaleText = AltText.format(scale, separator: ".", decimals: 6)
        #expect(spec.altText() == "\(scaleText) out of \(scaleText)")
    }

    @Test("a scale outside 0.01…1,000,000 is refused (no exponent, no zero)", arguments: [0.004, 1e-10, 1e7, 1e14])
    func scaleLimits(scale: Double) {
        #expect(throws: BadgeError.self) { _ = try BadgeSpec(rating: 0) { $0.outOf = scale } }
    }

    @Test("sprite states that no nine decimals tell apart are refused")
    func spriteStatesApart() throws {
        #expect(throws: BadgeError.self) {
            _ = try SpriteSheet(design: BadgeDesign(), ratings: [0, 1e-10, 2e-10])
        }
        let sheet = try SpriteSheet(design: BadgeDesign(BadgeSettings().with { $0.outOf = 1_000_000 }), step: 100_000)
        let classes = sheet.states.map { $0.className(prefix: "stars") }
        #expect(Set(classes).count == classes.count)
        #expect(!classes.contains { $0.contains("e") && $0.contains("+") }, "\(classes)")
    }
}
