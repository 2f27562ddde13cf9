import Foundation
import Testing
import StarBadge
import StarBadgeTestSupport

/// `batch --schema` writes JSON-LD that earns review stars (issue 35, build 6):
/// each entry an item of a type Google's review snippets take, named from its
/// fields, its page from its link, with its `AggregateRating` nested and
/// every property the snippets require. (Scripts/jsonld-check.sh expands the
/// same blocks with PyLD.)
@Suite("--schema: the rating nested in its item")
struct SchemaItemTests {
    /// Google's required properties of an aggregate rating nested in its item,
    /// and the scale written out (bestRating is required when it is not 5;
    /// worstRating when it is not 1: batch writes both always).
    static func checkRequired(_ block: [String: Any], type: String, name: String, url: String?) {
        #expect(block["@context"] as? String == "https://schema.org")
        #expect(block["@type"] as? String == type)
        #expect(RatedItem.ItemType(named: type) != nil)
        #expect(block["name"] as? String == name && !name.isEmpty)
        #expect(block["url"] as? String == url)
        guard let rating = block["aggregateRating"] as? [String: Any] else {
            Issue.record("no aggregateRating in \(block)")
            return
        }
        #expect(rating["@type"] as? String == "AggregateRating")
        let value = rating["ratingValue"] as? Double, best = rating["bestRating"] as? Double
        let worst = rating["worstRating"] as? Double, count = rating["ratingCount"] as? Int
        #expect(value != nil && best != nil && worst == 0 && (count ?? 0) >= 1, "\(rating)")
        if let value, let best { #expect(value <= best) }
    }

    static func entries(_ workspace: BatchWorkspace, _ path: String = "m.json") throws -> [[String: Any]] {
        try BatchOwnDataTests.entries(workspace, path)
    }

    @Test("the shop export: every rated row a Book named by its title, linked, with Google's required properties; the unrated none")
    func shopExport() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(ShopExportTests.export(), to: "shop.csv")
        let result = try workspace.batch(["shop.csv", "--out-dir", "out", "--out-of", "10", "--manifest", "m.json", "--html", "p.html",
                                          "--schema", "--schema-type", "book", "--schema-name", "{title}"] + ShopExportTests.columns)
        #expect(result.status == 65, "the malformed row fails alone: \(result.error)")
        #expect(!result.error.contains("the field 'title'"), "--schema-name uses the title: \(result.error)")
        let entries = try Self.entries(workspace)
        #expect(entries.count == 40)
        let page = try workspace.text("p.html")
        let scripts = page.components(separatedBy: "<script type=\"application/ld+json\">").dropFirst()
            .map { String($0.prefix(while: { $0 != "<" })) }
        #expect(scripts.count == 38)
        var blocks = 0
        for entry in entries {
            let name = try #require(entry["name"] as? String)
            guard entry["unrated"] == nil else {
                #expect(entry["schema"] == nil, "\(name) is not rated yet: no block")
                continue
            }
            let block = try #require(entry["schema"] as? [String: Any], "\(name)")
            let title = try #require((entry["fields"] as? [String: String])?["title"])
            Self.checkRequired(block, type: "Book", name: title, url: "https://shop.example/\(name)")
            let fromPage = try JSONSerialization.jsonObject(with: Data(scripts[blocks].utf8)) as? [String: Any]
            #expect((fromPage as NSDictionary?)?.isEqual(to: block) == true, "the page's block is the manifest's")
            blocks += 1
        }
        #expect(blocks == 38)
    }

    @Test("the item's name: the title field by default, else the entry's name; a '<' never ends the script")
    func defaultName() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,count,title\na,4,2,</script><b>\n", to: "t.csv")
        try workspace.write("name,rating,count\nb,4,2\n", to: "n.csv")
        #expect(try workspace.batch(["t.csv", "--out-dir", "o1", "--manifest", "t.json", "--html", "t.html", "--schema", "-q"]).status == 0)
        #expect(try workspace.batch(["n.csv", "--out-dir", "o2", "--manifest", "n.json", "--schema", "-q"]).status == 0)
        Self.checkRequired(try #require(try Self.entries(workspace, "t.json")[0]["schema"] as? [String: Any]),
                           type: "Product", name: "</script><b>", url: nil)
        Self.checkRequired(try #require(try Self.entries(workspace, "n.json")[0]["schema"] as? [String: Any]),
                           type: "Product", name: "b", url: nil)
        #expect(try workspace.text("t.html").components(separatedBy: "</script>").count == 2)
    }

    @Test("a type the snippets do not take, a name from no field or from the rating, or --schema-type alone: 64, nothing written",
          arguments: [
              (["--schema", "--schema-type", "Thing"], "invalid value 'Thing' for '--schema-type': not a type Google's review"),
              (["--schema", "--schema-name", "{titel}"], "'{titel}' is no field of the input; its fields are {name}, {title}"),
              (["--schema", "--schema-name", "{title}: {rating}"], "not its rating"),
              (["--schema", "--schema-name", "Mug"], "names no field"),
              (["--schema-type", "Movie"], "--schema-type describes the JSON-LD of --schema: give --schema too"),
          ])
    func refused(options: [String], message: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,count,title\na,4,2,Mug\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--manifest", "m.json"] + options)
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!workspace.exists("m.json") && !workspace.exists("out/a.png"))
    }

    @Test("RatedItem: a block without a count or a name lacks what the snippets require")
    func ratedItem() {
        let rating = AggregateRating(ratingValue: 4.5, bestRating: 5, ratingCount: 10)
        #expect(RatedItem(type: .movie, name: "Dune", url: "/films/dune", rating: rating).hasRequiredProperties)
        #expect(!RatedItem(type: .movie, name: "", rating: rating).hasRequiredProperties)
        #expect(!RatedItem(type: .movie, name: "Dune", rating: AggregateRating(ratingValue: 4.5, bestRating: 5)).hasRequiredProperties)
        #expect(RatedItem(type: .movie, name: "Dune", url: "/films/dune", rating: rating).json
                == "{\"@context\": \"https://schema.org\", \"@type\": \"Movie\", \"name\": \"Dune\", \"url\": \"/films/dune\", "
                + "\"aggregateRating\": {\"@type\": \"AggregateRating\", \"ratingValue\": 4.5, \"bestRating\": 5, \"worstRating\": 0, "
                + "\"ratingCount\": 10}}")
        #expect(RatedItem.ItemType(named: "softwareapplication") == .softwareApplication)
    }
}
