import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// One rule for the size at a scale: `render --scale k`, `batch --scales`
/// and `variant(scaledBy:)` all give k times the 1× image's size (rounded up
/// for a fractional k), with a label whose exact width is fractional.
@Suite("render --scale k: exactly k times the 1× size")
struct RenderScaleRuleTests {
    static func size(_ arguments: [String]) throws -> [Int] {
        let result = try CommandRunner.run(["render"] + arguments + ["-o", "-"])
        #expect(result.status == 0, "\(result.error)")
        let image = try PNGDecoder().decode(result.output)
        return [image.width, image.height]
    }

    @Test("--scale 2 and 3 with a label are 2× and 3× the 1× size, as batch's @2x is", arguments: [
        // Exact widths 188.16 and 218.42 px: their 2× drawings round up to one pixel less than 2 × 189 and 2 × 219.
        ["--rating", "4", "--label", "Hotel"],
        ["--rating", "3.5", "--label", "Guests: {rating}", "--stars", "5"],
        ["--rating", "2", "--style", "flat", "--value-text", "{rating}"],
    ])
    func wholeScales(_ arguments: [String]) throws {
        let one = try Self.size(arguments)
        for k in [2, 3] {
            let scaled = try Self.size(arguments + ["--scale", String(k)])
            #expect(scaled == one.map { $0 * k }, "scale \(k): \(scaled) for 1× \(one)")
        }
        let workspace = try BatchWorkspace()
        let fields = stride(from: 2, to: arguments.count, by: 2).map { (String(arguments[$0].dropFirst(2)), arguments[$0 + 1]) }
        let object = (["\"name\": \"b\"", "\"rating\": \(arguments[1])"] + fields.map { "\"\($0.0)\": \"\($0.1)\"" }).joined(separator: ", ")
        try workspace.write("[{\(object)}]", to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--scales", "1,2"])
        #expect(result.status == 0, "\(result.error)")
        let batch2x = try workspace.image("out/b@2x.png")
        let batchSize: [Int] = [batch2x.width, batch2x.height]
        #expect(batchSize == (try Self.size(arguments + ["--scale", "2"])))
    }

    @Test("a fractional scale is that scale times the 1× size, rounded up")
    func fractionalScale() throws {
        let arguments = ["--rating", "4", "--label", "Hotel"]
        let one = try Self.size(arguments)
        let scaled = try Self.size(arguments + ["--scale", "1.5"])
        #expect(scaled == one.map { Int((Double($0) * 1.5).rounded(.up)) })
    }

    @Test("the library: a spec at scale 2 is the 2× variant's size")
    func library() throws {
        let label = try LabelSpec(template: "Hotel")
        let one = try BadgeSpec(rating: 4) { $0.label = label }
        let two = try BadgeSpec(rating: 4) { $0.label = label; $0.scale = 2 }
        let variant = try one.variant(scaledBy: 2)
        let twoSize: [Int] = [two.pixelSize.width, two.pixelSize.height]
        #expect(twoSize == [variant.pixelSize.width, variant.pixelSize.height])
        #expect(twoSize == [one.pixelSize.width * 2, one.pixelSize.height * 2])
        let samePixels = BadgeRenderer().image(for: two) == BadgeRenderer().image(for: variant)
        #expect(samePixels, "the badge at scale 2 and the 2× variant differ")
    }
}
