import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Markup for every channel: lazy loading on the page, a form for mail,
/// the rating as schema.org JSON-LD for search engines.
@Suite("starbadge batch: markup for pages, mail and search engines")
struct BatchMarkupChannelsTests {
    static func entries(_ workspace: BatchWorkspace, _ path: String = "m.json") throws -> [[String: Any]] {
        try BatchOwnDataTests.entries(workspace, path)
    }

    @Test("<img> tags are lazy and decoded asynchronously; --no-lazy leaves that out")
    func lazy() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--scales", "1,2", "--quiet"]).status == 0)
        let entry = try #require(try Self.entries(workspace).first)
        #expect(entry["img"] as? String == "<img src=\"out/a.png\" width=\"144\" height=\"32\" alt=\"4 out of 5 stars\" "
                                          + "loading=\"lazy\" decoding=\"async\">")
        #expect((entry["markup"] as? String)?.hasSuffix(" loading=\"lazy\" decoding=\"async\">") == true)
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--scales", "1,2", "--no-lazy",
                                     "--quiet"]).status == 0)
        let plain = try #require(try Self.entries(workspace).first)
        #expect(plain["img"] as? String == "<img src=\"out/a.png\" width=\"144\" height=\"32\" alt=\"4 out of 5 stars\">")
        #expect((plain["markup"] as? String)?.contains("loading") == false)
    }

    @Test("the email form is the 2x PNG at the 1x size, no srcset or <picture>; --email draws on opaque white")
    func email() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,link\na,4,https://example.com/a\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--html", "mail.html", "--scales", "1,2",
                                          "--dark-on-color", "#FFD54F", "--email", "--base-url", "https://cdn.example/b/", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let entry = try #require(try Self.entries(workspace).first)
        // A linked image in mail has border="0" (or clients draw a link's frame around it).
        let mail = "<a href=\"https://example.com/a\"><img src=\"https://cdn.example/b/a@2x.png\" width=\"144\" "
            + "height=\"32\" alt=\"4 out of 5 stars\" border=\"0\"></a>"
        #expect(entry["email"] as? String == mail)
        // With --email, --html holds the mail form: what a newsletter pastes.
        #expect(try workspace.text("mail.html") == "<!-- a -->\n" + mail + "\n")
        for file in ["out/a.png", "out/a@2x.png"] {
            let image = try workspace.image(file)
            let rgba = image.rgba
            #expect(stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }, "\(file)")
            #expect(Array(rgba[0..<4]) == [255, 255, 255, 255])
        }
        #expect(try workspace.batch(["in.csv", "--out-dir", "navy", "--email", "--background", "navy", "--quiet"]).status == 0)
        #expect(Array(try workspace.image("navy/a.png").rgba[0..<4]) == [0, 0, 128, 255])
    }

    @Test("--email writing markup needs an absolute http(s) --base-url: else 64 and nothing written", arguments: [
        [String](), ["--base-url", "/badges/"], ["--base-url", "badges"],
    ])
    func emailNeedsAbsoluteBase(base: [String]) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        let before = workspace.snapshot()
        for output in [["--manifest", "m.json"], ["--html", "p.html"], ["--html-fragments", "f"]] {
            let result = try workspace.batch(["in.csv", "--out-dir", "out", "--email"] + output + base)
            #expect(result.status == 64, "\(result.error)")
            #expect(result.error.contains("--email: the mail form needs absolute image URLs"), "\(result.error)")
            #expect(result.error.contains("--base-url https://"), "\(result.error)")
            #expect(workspace.snapshot() == before)
        }
        // Without markup there are no URLs: the badges alone are drawn for mail.
        #expect(try workspace.batch(["in.csv", "--out-dir", "out", "--email", "--quiet"] + base).status == 0)
    }

    @Test("--email with a background that is not opaque is refused: on the command line (64), in an entry (65)")
    func emailTransparent() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,background\na,4,\nb,3,#FFFFFF80\n", to: "in.csv")
        let before = workspace.snapshot()
        let refused = try workspace.batch(["in.csv", "--out-dir", "out", "--email", "--background", "transparent"])
        #expect(refused.status == 64, "\(refused.error)")
        #expect(refused.error.contains("invalid value 'transparent' for '--background': --email needs an opaque background"))
        #expect(workspace.snapshot() == before)
        let entry = try workspace.batch(["in.csv", "--out-dir", "out", "--email", "--quiet"])
        #expect(entry.status == 65, "\(entry.error)")
        #expect(entry.error.contains("in.csv: line 3 (name 'b'): invalid value '#FFFFFF80' for 'background': --email needs"),
                "\(entry.error)")
        #expect(workspace.snapshot("out").paths == ["a.png"])
    }

    @Test("--schema: each entry an item with its AggregateRating nested, in the manifest and after each snippet of --html")
    func schema() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,stars,out-of,count,link\na,4.5,,,3,\nb,7.25,10,,12,/b\nc,78,,100,1234,https://x.example/c\n"
                            + "d,2,,,,\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json", "--html", "p.html",
                                          "--schema", "--locale", "de"])
        #expect(result.status == 0, "\(result.error)")
        // d has no count: no block (review snippets require ratingCount), and one warning says so.
        #expect(result.error.contains("--schema: an entry without a count of at least 1"), "\(result.error)")
        let entries = try Self.entries(workspace)
        #expect(entries[3]["schema"] == nil)
        let expected: [(Double, Int, Int, String?)] = [(4.5, 5, 3, nil), (7.25, 10, 12, "/b"), (78, 100, 1234, "https://x.example/c")]
        let page = try workspace.text("p.html")
        let scripts = page.components(separatedBy: "<script type=\"application/ld+json\">").dropFirst()
            .map { String($0.prefix(while: { $0 != "<" })) }
        #expect(scripts.count == 3)
        for (index, (value, best, count, url)) in expected.enumerated() {
            let schema = try #require(entries[index]["schema"] as? [String: Any])
            let fromPage = try #require(try JSONSerialization.jsonObject(with: Data(scripts[index].utf8)) as? [String: Any])
            for object in [schema, fromPage] {
                #expect(object["@context"] as? String == "https://schema.org")
                #expect(object["@type"] as? String == "Product")
                #expect(object["name"] as? String == ["a", "b", "c"][index], "no title field: the entry's name")
                #expect(object["url"] as? String == url)
                let rating = try #require(object["aggregateRating"] as? [String: Any])
                #expect(rating["@type"] as? String == "AggregateRating" && rating["@context"] == nil)
                #expect(rating["ratingValue"] as? Double == value)
                #expect(rating["bestRating"] as? Int == best)
                #expect(rating["worstRating"] as? Int == 0)
                #expect(rating["ratingCount"] as? Int == count)
            }
            #expect(scripts[index].contains("\"ratingValue\": \(value == value.rounded() ? String(Int(value)) : String(value))"))
        }
        #expect(page.contains("alt=\"4,5 von 5 Sternen\"") || page.contains("4,5"), "the alt text keeps its locale")
        #expect(try Self.entries(workspace).allSatisfy { ($0["markup"] as? String)?.contains("script") == false })
    }

    @Test("manifest merge joins shards with links, schema and lazy markup into the single run's manifest and HTML")
    func merge() throws {
        let workspace = try BatchWorkspace()
        var csv = "name,rating,title,link,count\n"
        for row in 0..<12 { csv += "b\(row),\(row % 6),T\(row),/films/\(row)?x=1&y=2,\(row + 1)\n" }
        try workspace.write(csv, to: "in.csv")
        let common = ["in.csv", "--out-dir", "out", "--scales", "1,2", "--schema", "--alt", "{title}: {rating}", "--quiet",
                      "--manifest", "m.json", "--html", "b.html"]
        try FileManager.default.createDirectory(at: workspace.url("whole"), withIntermediateDirectories: true)
        #expect(try CommandRunner.run(["batch", "../in.csv", "--out-dir", "../out"] + common.dropFirst(3), in: workspace.url("whole")).status == 0)
        for shard in 1...2 {
            try FileManager.default.createDirectory(at: workspace.url("s\(shard)"), withIntermediateDirectories: true)
            let result = try CommandRunner.run(["batch", "../in.csv", "--out-dir", "../out"] + common.dropFirst(3)
                                               + ["--shard", "\(shard)/2"], in: workspace.url("s\(shard)"))
            #expect(result.status == 0, "\(result.error)")
        }
        try FileManager.default.createDirectory(at: workspace.url("merged"), withIntermediateDirectories: true)
        let merge = try CommandRunner.run(["manifest", "merge", "merged/m.json", "s1/m.json", "s2/m.json", "--html", "merged/b.html",
                                           "--shard-html", "s1/b.html", "--shard-html", "s2/b.html"], in: workspace.folder)
        #expect(merge.status == 0, "\(merge.error)")
        #expect(try workspace.text("merged/b.html") == workspace.text("whole/b.html"))
        #expect(try workspace.text("merged/m.json") == workspace.text("whole/m.json"))
        #expect(try workspace.text("merged/m.json").contains("\"link\": \"/films/3?x=1&y=2\""))
        #expect(try workspace.text("merged/b.html").components(separatedBy: "application/ld+json").count == 13)
    }

    @Test("manifest merge refuses a shard whose link was changed to one batch refuses")
    func mergeForgedLink() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,link\na,4,/a\nb,3,/b\n", to: "in.csv")
        for shard in 1...2 {
            try FileManager.default.createDirectory(at: workspace.url("s\(shard)"), withIntermediateDirectories: true)
            #expect(try CommandRunner.run(["batch", "../in.csv", "--out-dir", "../out", "--manifest", "m.json", "--shard",
                                           "\(shard)/2", "--quiet"], in: workspace.url("s\(shard)")).status == 0)
        }
        for shard in 1...2 {
            let text = try workspace.text("s\(shard)/m.json")
            try workspace.write(text.replacing("\"link\": \"/", with: "\"link\": \"javascript:alert(1)//"), to: "s\(shard)/m.json")
        }
        let before = workspace.snapshot()
        let merge = try CommandRunner.run(["manifest", "merge", "merged.json", "s1/m.json", "s2/m.json"], in: workspace.folder)
        #expect(merge.status == 65, "\(merge.error)")
        #expect(merge.error.contains("its \"link\" is not a link batch writes"), "\(merge.error)")
        #expect(workspace.snapshot() == before)
    }
}
