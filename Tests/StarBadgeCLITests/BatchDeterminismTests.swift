import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// Same input, same bytes: whatever `--jobs` is and whatever order entries
/// finish in, and the manifest lists entries in input order.
@Suite("starbadge batch: determinism")
struct BatchDeterminismTests {
    /// One row of a generated batch, and the badge it describes.
    struct Row {
        let name: String
        let rating: Double
        let stars: Int
        let fill: FillMode
        let onColor: String
        let size: Int

        var csv: String { "\(name),\(rating),\(stars),\(fill.rawValue),\(onColor),\(size)" }

        func spec(scale: Double = 1) throws -> BadgeSpec {
            try BadgeSpec(rating: rating) {
                $0.starCount = stars
                $0.fillMode = fill
                $0.starSize = Double(size)
                $0.scale = scale
                $0.onColorScale = .constant(try Color(parsing: onColor))
            }
        }
    }

    /// `count` varied rows; names are not in sorted order, some sit in sub-folders,
    /// and the first rows are the largest (slowest), so with many jobs they finish last.
    static func rows(_ count: Int) -> [Row] {
        let fills: [FillMode] = [.half, .full, .precise]
        let colors = ["#FFB400", "#C0392B", "#2E86DE80", "#000"]
        return (0..<count).map { i in
            let stars = 3 + i % 5
            let key = (i * 37 + 11) % 1000
            return Row(name: (i % 4 == 0 ? "group\(i % 3)/" : "") + "badge-\(key)",
                       rating: Double((i * 7) % (stars * 4 + 1)) / 4,
                       stars: stars, fill: fills[i % 3], onColor: colors[i % 4],
                       size: i < 4 ? 90 : 12 + i % 20)
        }
    }

    static func csv(_ rows: [Row]) -> String {
        "name,rating,stars,fill,on-color,size\n" + rows.map(\.csv).joined(separator: "\n") + "\n"
    }

    @Test("--jobs 1 and --jobs 8 write the same files, byte for byte, manifest and HTML included",
          arguments: [[], ["--hash-names"], ["--scales", "1,2", "--dark-on-color", "#FFFFFF", "--dark-background", "#202020"]])
    func jobsDoNotChangeBytes(extra: [String]) throws {
        let input = Self.csv(Self.rows(60))
        var snapshots: [FolderSnapshot] = []
        for jobs in ["1", "8"] {
            let workspace = try BatchWorkspace()
            try workspace.write(input, to: "in.csv")
            let result = try workspace.batch(["in.csv", "--out-dir", "out", "--jobs", jobs, "--quiet",
                                              "--manifest", "manifest.json", "--html", "snippets.html"] + extra)
            #expect(result.status == 0, "\(result.error)")
            snapshots.append(workspace.snapshot())
        }
        let (one, eight) = (snapshots[0], snapshots[1])
        #expect(one.paths == eight.paths)
        #expect(one.paths.filter { $0.hasSuffix(".png") }.count >= 60)
        for path in one.paths where one.files[path] != eight.files[path] {
            Issue.record("\(path) differs between --jobs 1 and --jobs 8")
        }
    }

    @Test("the manifest and HTML list entries in input order, not finishing order")
    func manifestOrderIsInputOrder() throws {
        let rows = Self.rows(40)
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv(rows), to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--jobs", "8", "--quiet",
                                          "--manifest", "manifest.json", "--html", "snippets.html"])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try workspace.manifest("manifest.json")
        #expect(manifest.entries.map(\.name) == rows.map(\.name))
        #expect(manifest.entries.map(\.file) == rows.map { $0.name + ".png" })
        let html = try workspace.text("snippets.html")
        let comments = html.split(separator: "\n").filter { $0.hasPrefix("<!-- ") }
            .map { String($0.dropFirst(5).dropLast(4)) }
        #expect(comments == rows.map(\.name))
    }

    @Test("a 200-entry CSV: every file holds exactly the badge its row describes")
    func twoHundredEntries() throws {
        let rows = Self.rows(200)
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv(rows), to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "manifest.json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("200 rendered, 0 unchanged, 0 failed"), "\(result.error)")
        #expect(!result.error.contains("\r"), "a progress bar although standard error is not a terminal")
        let manifest = try workspace.manifest("manifest.json")
        #expect(manifest.entries.count == 200)
        #expect(manifest.errors.isEmpty)
        let renderer = BadgeRenderer()
        for (row, entry) in zip(rows, manifest.entries) {
            let spec = try row.spec()
            let image = try workspace.image("out/" + row.name + ".png")
            #expect(image == renderer.image(for: spec), "\(row.name) is not the badge of \(row.csv)")
            #expect(entry.width == spec.pixelSize.width && entry.height == spec.pixelSize.height)
            #expect(entry.alt == spec.altText())
        }
        let written = workspace.snapshot("out").paths
        #expect(written.count == 200)
        #expect(Set(written) == Set(rows.map { $0.name + ".png" }))
    }

    @Test("two entries with the same name: the result does not depend on --jobs")
    func duplicateNames() throws {
        // A slow entry first and a fast one second: with two jobs the first finishes last.
        let input = """
            [{"name": "same", "rating": 3, "stars": 20, "size": 300},
             {"name": "same", "rating": 1}]
            """
        var statuses: [Int32] = [], images: [PNGImage?] = []
        for jobs in ["1", "2"] {
            let workspace = try BatchWorkspace()
            try workspace.write(input, to: "in.json")
            let result = try workspace.batch(["in.json", "--out-dir", "out", "--jobs", jobs, "--quiet"])
            statuses.append(result.status)
            images.append(try? workspace.image("out/same.png"))
        }
        let sizes = images.map { $0.map { "\($0.width)×\($0.height)" } ?? "none" }
        #expect(statuses[0] == statuses[1])
        #expect(images[0] == images[1], "--jobs 1 left a \(sizes[0]) badge, --jobs 2 a \(sizes[1]) one")
    }
}
