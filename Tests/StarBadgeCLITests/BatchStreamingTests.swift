import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// A batch of thousands of entries, read a piece at a time as workers need
/// them, renders and reports exactly like a small one: errors keep their
/// lines, duplicate names are found far apart, the manifest and HTML list
/// every entry in input order, and every source (CSV, JSON, standard input)
/// gives the same bytes.
@Suite("starbadge batch: streaming a large batch")
struct BatchStreamingTests {
    static let count = 2_600

    /// What the generated row `i` is, and what should become of it.
    enum Kind: Equatable { case good, badRating, duplicate(of: Int) }

    static func kind(_ i: Int) -> Kind {
        if i > 1_500, i % 401 == 0 { return .duplicate(of: i - 1_499) }  // an entry far before
        if i % 293 == 7 { return .badRating }
        return .good
    }

    static func name(_ i: Int) -> String {
        if case .duplicate(let earlier) = kind(i) { return name(earlier) }
        return i % 10 == 0 ? "group\(i % 3)/b\(i)" : "b\(i)"
    }

    static func rating(_ i: Int) -> String { kind(i) == .badRating ? "4.x" : String(Double(i % 11) / 2) }

    /// Every 7th row has alt text over two lines, so CSV records and lines drift apart.
    static func alt(_ i: Int) -> String? { i % 7 == 3 ? "Rated\n{rating}" : nil }

    static var csv: String {
        "name,rating,alt\n" + (0..<count).map { i in
            "\(name(i)),\(rating(i)),\(alt(i).map { "\"\($0)\"" } ?? "")"
        }.joined(separator: "\n") + "\n"
    }

    static var json: String {
        "[\n" + (0..<count).map { i in
            let alt = alt(i).map { ", \"alt\": \"\($0.replacingOccurrences(of: "\n", with: "\\n"))\"" } ?? ""
            return "  {\"name\": \"\(name(i))\", \"rating\": \"\(rating(i))\"\(alt)}"
        }.joined(separator: ",\n") + "\n]\n"
    }

    /// The CSV line row `i` starts on: the header is line 1, and each earlier two-line alt text adds a line.
    static func line(_ i: Int) -> Int { 2 + i + (0..<i).filter { alt($0) != nil }.count }

    static let arguments = ["--out-dir", "out", "--manifest", "manifest.json", "--html", "snippets.html"]

    /// One run of the 2,600 entries from `source` ("in.csv", "in.json" or "-",
    /// the CSV on standard input), in a workspace holding both input files.
    static func run(from source: String) throws -> (workspace: BatchWorkspace, result: CommandRunner.Result) {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.csv, to: "in.csv")
        try workspace.write(Self.json, to: "in.json")
        let arguments = [source] + Self.arguments
        let result = source == "-" ? try workspace.batch(arguments, standardInput: Self.csv) : try workspace.batch(arguments)
        return (workspace, result)
    }

    func check(_ result: CommandRunner.Result, _ workspace: BatchWorkspace, source: String,
               location: (Int) -> String) throws {
        let failing = (0..<Self.count).filter { Self.kind($0) != .good }
        let good = (0..<Self.count).filter { Self.kind($0) == .good }
        #expect(failing.contains { if case .duplicate = Self.kind($0) { true } else { false } })
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("\(good.count) rendered, 0 unchanged, \(failing.count) failed"), "\(result.error)")

        let reported = result.error.split(separator: "\n").filter { $0.hasPrefix("\(source): ") }
        #expect(reported.count == failing.count)
        for (i, message) in zip(failing, reported) {
            #expect(message.hasPrefix("\(source): \(location(i)) (name '\(Self.name(i))'): "), "\(message)")
            switch Self.kind(i) {
            case .duplicate(let earlier):
                #expect(message.hasSuffix("is already used by \(location(earlier))"), "\(message)")
            default:
                #expect(message.contains("'4.x'"), "\(message)")
            }
        }

        let manifest = try workspace.manifest("manifest.json")
        #expect(manifest.entries.map(\.name) == good.map(Self.name))
        #expect(manifest.errors.map(\.location) == failing.map(location))
        let html = try workspace.text("snippets.html")
        let comments = html.split(separator: "\n").filter { $0.hasPrefix("<!-- ") }.map { String($0.dropFirst(5).dropLast(4)) }
        #expect(comments == good.map(Self.name))
        #expect(workspace.snapshot("out").paths.count == good.count)

        let alts = manifest.entries.map(\.alt)
        #expect(alts == good.map { i in
            let rating = AltText.format(Double(i % 11) / 2, separator: ".")
            return Self.alt(i) == nil ? "\(rating) out of 5 stars" : "Rated\n\(rating)"
        })

        // A sample of files, each the badge of its row.
        let renderer = BadgeRenderer()
        for i in good where i % 97 == 0 || i == good.last {
            let spec = try BadgeSpec(rating: Double(i % 11) / 2)
            #expect(try workspace.image("out/\(Self.name(i)).png") == renderer.image(for: spec), "\(Self.name(i))")
        }
    }

    /// Each source is run once and every check made on that run (a batch
    /// of 2,600 entries is the costly part).
    @Test("CSV errors by line, JSON by entry, duplicates far apart, good entries in order; all sources write the same bytes; a rerun writes nothing")
    func sources() throws {
        var snapshots: [FolderSnapshot] = []
        for source in ["in.csv", "in.json", "-"] {
            let (workspace, result) = try Self.run(from: source)
            switch source {
            case "in.csv": try check(result, workspace, source: "in.csv", location: { "line \(Self.line($0))" })
            case "in.json": try check(result, workspace, source: "in.json", location: { "entry \($0 + 1)" })
            default: #expect(result.status == 65, "\(result.error)")
            }
            let snapshot = workspace.snapshot()
            if source == "in.csv" {
                // Unchanged input: nothing is written again, the reports included.
                let again = try workspace.batch([source] + Self.arguments)
                #expect(again.status == 65)
                #expect(workspace.snapshot().stamps == snapshot.stamps)
            }
            snapshots.append(snapshot)
        }
        let outputs = snapshots.map { snapshot in
            snapshot.files.filter { !$0.key.hasPrefix("in.") && $0.key != "manifest.json" }
        }
        #expect(outputs[0] == outputs[2], "standard input differs from the file")
        // The manifests differ only in the errors' locations (lines vs entries).
        #expect(outputs[0] == outputs[1], "JSON and CSV inputs wrote different files or HTML")
        let manifests = try snapshots.map { snapshot in
            try JSONDecoder().decode(BatchManifest.self, from: Data(snapshot.files["manifest.json"] ?? []))
        }
        #expect(manifests[0].entries.map(\.file) == manifests[1].entries.map(\.file))
        #expect(snapshots[0].files["manifest.json"] == snapshots[2].files["manifest.json"])
    }
}
