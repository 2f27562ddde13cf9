import Testing
@testable import StarBadgeCLI

/// Path arithmetic on plain strings: the last component by the bytes where
/// that is safe, by characters where a mark could join a '/'.
@Suite("file paths")
struct FilePathsTests {
    @Test("the last component is the text after the last '/' character", arguments: [
        "a", "a/b", "/a/b.png", "a/", "/", "dir/sub/name@2x.dark.png", "naïve/café.png",
        "a/\u{301}b", "a\u{301}/b", "x/\u{600}/y", "\u{600}/z", "a/b\u{301}", "ü/ü/ü",
    ])
    func name(path: String) {
        let reference = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        #expect(FilePaths.name(path) == reference)
    }
}
