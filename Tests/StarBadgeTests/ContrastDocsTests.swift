import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// The contrast figures README and docs/guide.md give (issue 36) are the
/// ones the contrast check computes: the table after `<!-- contrast-table -->`
/// in each is made here from `BadgeSpec.partContrasts(on:)`.
@Suite("Contrast figures in the docs")
struct ContrastDocsTests {
    static let pages = [Color.white, Color(red: 0x0D, green: 0x11, blue: 0x17)]

    /// The table as the docs write it.
    static func table() throws -> String {
        let label = try LabelSpec(template: "Rated {rating}")
        let standard = try BadgeSpec(rating: 3.5) { $0.label = label }
        let accessible = try BadgeSpec(rating: 3.5) { $0.palette = .accessible; $0.label = label }
        func cells(_ spec: BadgeSpec, _ parts: [PartContrast.Part]) -> String {
            let all = spec.partContrasts(on: pages)
            guard let part = parts.first(where: { p in all.contains { $0.part == p } }) else { return "| ? | ? | ? " }
            let pair = all.filter { $0.part == part }
            let first = pair[0]
            let colour = part == .boundary
                ? "\(first.color.hexString) / \(first.against == first.page ? "page" : first.against.hexString)"
                : first.color.hexString
            return "| \(colour) | " + pair.map { "\($0.roundedRatio):1" }.joined(separator: " | ") + " "
        }
        let rows: [(String, [PartContrast.Part])] = [
            ("filled stars", [.filledStars]),
            ("empty stars (accessible: 2 px outline)", [.emptyStars, .emptyOutline]),
            ("filled/empty boundary", [.boundary]),
            ("label text (4.5:1 needed)", [.labelText]),
        ]
        var lines = ["<!-- contrast-table -->",
                     "| part | default | on white | on #0D1117 | accessible | on white | on #0D1117 |",
                     "|---|---|---|---|---|---|---|"]
        for (name, parts) in rows {
            lines.append("| \(name) " + cells(standard, parts) + cells(accessible, parts) + "|")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("README and the guide give the computed ratios", arguments: ["README.md", "docs/guide.md"])
    func figures(file: String) throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(file), encoding: .utf8)
        let table = try Self.table()
        #expect(text.contains(table), "\(file) should hold:\n\(table)")
    }

    @Test("the accessible column passes every star part on both pages; the default fails on white")
    func verdicts() throws {
        let accessible = try BadgeSpec(rating: 3.5) { $0.palette = .accessible }
        #expect(accessible.partContrasts(on: Self.pages).allSatisfy { $0.passes })
        let standard = try BadgeSpec(rating: 3.5)
        #expect(standard.partContrasts(on: [.white]).allSatisfy { !$0.passes })
    }
}
