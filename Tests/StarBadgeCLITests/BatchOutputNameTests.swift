import Foundation
import Testing
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// Output names stay inside --out-dir: relative, no '.', '..', hidden or
/// empty components, no control characters or backslashes, at most 200 bytes.
@Suite("Batch output names")
struct BatchOutputNameTests {
    @Test("accepted names and their components", arguments: [
        ("a", ["a"]),
        ("a/b", ["a", "b"]),
        ("x/y/z/badge", ["x", "y", "z", "badge"]),
        ("my badge", ["my badge"]),
        ("a.b", ["a.b"]),
        ("a..b", ["a..b"]),
        ("b..", ["b.."]),
        ("a-1_2~", ["a-1_2~"]),
        ("ä/星/😀", ["ä", "星", "😀"]),
        ("C:", ["C:"]),
        (String(repeating: "n", count: 200), [String(repeating: "n", count: 200)]),
        (String(repeating: "é", count: 100), [String(repeating: "é", count: 100)]),
    ])
    func accepted(text: String, components: [String]) throws {
        let name = try OutputName(validating: text)
        #expect(name.components == components)
        #expect(name.path == text)
    }

    @Test("refused names, with the reason", arguments: [
        ("", "empty"),
        ("/abs", "absolute path"),
        ("//x", "absolute path"),
        ("..", "'..'"),
        ("../x", "'..'"),
        ("a/../b", "'..'"),
        ("a/..", "'..'"),
        (".", "'.' path component"),
        ("./a", "'.' path component"),
        ("a/./b", "'.' path component"),
        ("a/", "empty or '.' path component"),
        ("a//b", "empty or '.' path component"),
        (".hidden", "hidden component"),
        ("a/.git/b", "hidden component"),
        ("a/.b", "hidden component"),
        ("a\\b", "backslash"),
        ("..\\x", "backslash"),
        ("a\nb", "line break at character 2"),
        ("a\u{0}b", "control character"),
        ("a\tb", "control character"),
        ("a\u{7F}", "control character"),
        (String(repeating: "n", count: 201), "longer than 200 bytes"),
        (String(repeating: "é", count: 101), "longer than 200 bytes"),
    ])
    func refused(text: String, reason: String) {
        #expect {
            try OutputName(validating: text)
        } throws: { error in
            "\(error)".contains(reason)
        }
    }

    @Test("sub-folders are created under the root, never through a symlink or over a file")
    func prepareFolder() throws {
        let root = try CommandRunner.temporaryDirectory()
        let outside = try CommandRunner.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(atPath: root.path + "/link", withDestinationPath: outside.path)
        try Data("x".utf8).write(to: root.appendingPathComponent("file"))

        func folder(_ name: String) throws -> String {
            try ContainedFolder(root: root.path, components: Array(OutputName(validating: name).components.dropLast())).path
        }
        #expect(try folder("a/b/c") == root.path + "/a/b")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: root.path + "/a/b", isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try folder("top") == root.path)
        #expect(throws: OutputNameError.self) { try folder("link/x") }
        #expect(throws: OutputNameError.self) { try folder("link/deeper/x") }
        #expect(throws: OutputNameError.self) { try folder("file/x") }
        #expect(CommandRunner.contents(of: outside).isEmpty)
    }
}
