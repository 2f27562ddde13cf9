import Foundation
import Testing
import StarBadgeTestSupport
import StarPNG
@testable import StarBadgeCLI

/// A --html page refers to its badges by a URL relative to the page,
/// however the page and the folder are spelt.
@Suite("a page refers to its badges by relative URLs")
struct PageRelativeURLTests {
    @Test("an absolute --out-dir and a relative --html page still refer to the badges by a relative URL")
    func relativeSources() throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        try FileManager.default.createDirectory(atPath: workspace.path("page"), withIntermediateDirectories: true)
        let result = try workspace.batch(["in.csv", "--out-dir", workspace.path("out"), "--html", "page/x.html", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: URL(fileURLWithPath: workspace.path("page/x.html")), encoding: .utf8)
        #expect(html.contains("src=\"../out/a.png\""), "\(html)")
        #expect(!html.contains(workspace.path("out")))
    }
    // Found by Fuzz/Targets/BatchPlannerFuzz.swift: a ".." in the page's folder made the page
    // refer to the badges by the path as given, which was absolute when either path was.
    @Test("a --html page in a folder spelt with '..' refers to the badges by a relative URL", arguments: [true, false])
    func pageFolderWithParent(absolute: Bool) throws {
        let workspace = try BatchWorkspace()
        try workspace.write("name,rating\na,4\n", to: "in.csv")
        try FileManager.default.createDirectory(atPath: workspace.path("out/sub"), withIntermediateDirectories: true)
        let page = absolute ? workspace.path("out/sub/../page.html") : "out/sub/../page.html"
        let result = try workspace.batch(["in.csv", "--out-dir", "out", "--html", page, "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let html = try String(contentsOf: URL(fileURLWithPath: workspace.path("out/page.html")), encoding: .utf8)
        #expect(html.contains("src=\"a.png\""), "\(html)")
        #expect(!html.contains(workspace.folder.path), "\(html)")
    }
}
