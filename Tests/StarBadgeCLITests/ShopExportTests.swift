import Foundation
import Testing
import StarBadgeTestSupport

/// A shop's spreadsheet export as it is (issue 35): a byte order mark, CRLF,
/// its own column names, a 0–10 scale, products with no reviews yet, one
/// malformed row, and its German twin (`;`, decimal commas).
@Suite("Shop exports as they are")
struct ShopExportTests {
    /// 40 products on a 0–10 scale; p5 and p17 have no rating yet; line 12 has a stray quote.
    static func export(german: Bool = false) -> String {
        let separator = german ? ";" : ","
        var rows = ["sku,title,rating,reviews,url".replacing(",", with: separator)]
        for index in 0..<40 {
            let unrated = index == 5 || index == 17
            var rating = unrated ? "" : String(Double(index % 11) * 0.9 + 0.4).prefix(3).description
            if german { rating = rating.replacing(".", with: ",") }
            let title = index % 3 == 0 ? "\"Mug \"\"Classic\"\", blue\"" : index % 3 == 1 ? "كوب قهوة" : "コーヒーカップ"
            rows.append(["p\(index)", german ? "\"\(title.replacing("\"", with: ""))\"" : title, german ? "\"\(rating)\"" : rating,
                         unrated ? "0" : "\(index * 7 + 1)", "https://shop.example/p\(index)"].joined(separator: separator))
        }
        rows.insert("p-bad\(separator)broken \"quote\" here\(separator)4\(separator)3\(separator)https://shop.example/x", at: 11)
        return "\u{FEFF}" + rows.joined(separator: "\r\n") + "\r\n"
    }

    static let columns = ["--columns", "name=sku,count=reviews,link=url"]

    @Test("every good row written, the unrated as documented, the malformed row failing alone with its line (65)")
    func shopExport() throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.export(), to: "shop.csv")
        let result = try workspace.batch(["shop.csv", "--out-dir", "out", "--out-of", "10", "--manifest", "m.json", "--schema",
                                          "--label", "{rating}/{max} ({count})"] + Self.columns)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("shop.csv: line 12 (name 'p-bad'): a malformed CSV row"), "\(result.error)")
        #expect(result.error.contains("2 not rated yet"), "\(result.error)")
        let names = workspace.snapshot("out").paths
        #expect(names.count == 40 && !names.contains("p-bad.png"), "\(names)")
        let manifest = try workspace.text("m.json")
        #expect(manifest.contains("\"name\": \"p5\", \"file\": \"p5.png\", \"width\""))
        let p5 = try #require(manifest.split(separator: "\n").first { $0.contains("\"name\": \"p5\"") })
        #expect(p5.contains("\"alt\": \"Not rated yet\", \"unrated\": true") && !p5.contains("\"schema\""), "\(p5)")
        let p1 = try #require(manifest.split(separator: "\n").first { $0.contains("\"name\": \"p1\"") })
        #expect(p1.contains("\"link\": \"https://shop.example/p1\"") && p1.contains("\"ratingCount\": 8"), "\(p1)")
        // The rows' images: p5 is empty stars.
        let empty = try workspace.image("out/p5.png")
        #expect(empty[4 + 12, 4 + 12].red == 0xD9, "\(empty[16, 16])")
    }

    @Test("the German twin works with --decimal-comma (';' detected) or --delimiter ';'",
          arguments: [["--decimal-comma"], ["--decimal-comma", "--delimiter", ";"]])
    func germanExport(options: [String]) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.export(german: true), to: "shop.csv")
        let result = try workspace.batch(["shop.csv", "--out-dir", "out", "--out-of", "10"] + Self.columns + options)
        #expect(result.status == 65, "\(result.error)")
        #expect(workspace.snapshot("out").paths.count == 40)
    }

    @Test("without the options the run says exactly what to add, and writes nothing", arguments: [
        (false, ["--out-of", "10"], "add --columns name=sku"),
        (false, columns, "add --out-of 10"),
        (true, columns + ["--out-of", "10"], "add --decimal-comma"),
    ])
    func saysWhatToAdd(german: Bool, options: [String], advice: String) throws {
        let workspace = try BatchWorkspace()
        try workspace.write(Self.export(german: german), to: "shop.csv")
        let result = try workspace.batch(["shop.csv", "--out-dir", "out"] + options)
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains(advice), "\(result.error)")
        #expect(!workspace.exists("out") || workspace.snapshot("out").paths.isEmpty)
    }

    @Test("one rating with a decimal comma is named alone, without 'and 0 more'")
    func oneDecimalComma() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name;rating\na;\"4,5\"\n", to: "de.csv")
        let result = try workspace.batch(["de.csv", "--out-dir", "out"])
        #expect(result.status == 65, "\(result.error)")
        #expect(result.error.contains("written with a decimal comma ('4,5', line 2): add --decimal-comma"), "\(result.error)")
    }

    @Test("a column that looks like a field batch knows gets a warning naming the mapping")
    func synonymWarning() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,reviews,url\na,4,12,https://x.example/a\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.contains("add --columns count=reviews") && result.error.contains("add --columns link=url"), "\(result.error)")
    }

    @Test("--unrated skip leaves them out with a summary (exit 0); fail fails each")
    func unratedPolicies() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,count\na,4,3\nb,,0\n", to: "in.csv")
        let skip = try workspace.batch(["in.csv", "--out-dir", "skip", "--unrated", "skip", "--manifest", "m.json"])
        #expect(skip.status == 0 && skip.error.contains("1 without a rating skipped"), "\(skip.error)")
        #expect(workspace.snapshot("skip").paths == ["a.png"])
        let manifest = try workspace.text("m.json")
        #expect(!manifest.contains("\"b\""))
        let fail = try workspace.batch(["in.csv", "--out-dir", "fail", "--unrated", "fail"])
        #expect(fail.status == 65 && fail.error.contains("line 3 (name 'b'): no rating"), "\(fail.error)")
        let empty = try workspace.batch(["in.csv", "--out-dir", "empty"])
        #expect(empty.status == 0 && empty.error.contains("1 not rated yet"), "\(empty.error)")
        #expect(workspace.snapshot("empty").paths == ["a.png", "b.png"])
    }

    @Test("{count} in a batch --label is each row's count")
    func countInLabel() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating,count\na,4,1234\n", to: "in.csv")
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--label", "{rating} ({count})", "--manifest", "m.json"])
        #expect(result.status == 0, "\(result.error)")
        let row = try workspace.batch(["in.csv", "--out-dir", "out2", "--label", "{rating} ({count})", "--alt", "{count} ratings",
                                       "--manifest", "m2.json"])
        let manifest = try workspace.text("m2.json")
        #expect(row.status == 0 && manifest.contains("\"alt\": \"1,234 ratings\""), "\(row.error)")
    }
}
