import Foundation
import Testing
import StarSupport

/// StarSupport holds the one of each that the library and the command line
/// share: the markup and CSS escapers, the trim, the temporary names and
/// the atomic writer.
@Suite("StarSupport: escapers, the trim, temporary names, the atomic writer")
struct SupportTests {
    @Test("the markup escaper works scalar by scalar and escapes apostrophes only when asked")
    func markup() {
        // `&` + U+0301 is one Character, but still the markup's `&`.
        #expect(MarkupText.escaped("&\u{301} <b> \"q\" it's") == "&amp;\u{301} &lt;b&gt; &quot;q&quot; it's")
        #expect(MarkupText.escaped("it's", apostrophes: true) == "it&#39;s")
        #expect(MarkupText.escaped("plain") == "plain")
    }

    @Test("a CSS string escapes its quote, backslashes, controls and noncharacters")
    func css() {
        #expect(CSSString.quoted("A' B") == #"'A\' B'"#)
        #expect(CSSString.quoted(#"a"b\c"#, quote: "\"") == #""a\"b\\c""#)
        #expect(CSSString.quoted("a\nb\u{FFFE}") == #"'a\a b\fffe '"#)
    }

    @Test("the one trim removes Unicode white space at both ends only")
    func trim() {
        #expect(" \t4.5\u{A0}\n".trimmingWhitespace() == "4.5")
        #expect("a b".trimmingWhitespace() == "a b")
        #expect(" \u{3000} ".trimmingWhitespace() == "")
        // Every ASCII character and a few others at either end, against the scalar-by-scalar definition.
        let ends = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) } + ["\u{85}", "\u{A0}", "\u{2028}", "é", ""]
        for first in ends {
            for last in ["a", " ", "\t", "\u{85}", "\u{1F}", ""] {
                let text = first + "4,5" + last
                let scalars = text.unicodeScalars
                let start = scalars.firstIndex { !$0.properties.isWhitespace }
                let end = scalars.lastIndex { !$0.properties.isWhitespace }
                let expected = start.flatMap { start in end.map { String(scalars[start...$0]) } } ?? ""
                #expect(text.trimmingWhitespace() == expected, "\(Array(text.unicodeScalars))")
            }
        }
    }

    @Test("the last '/' by bytes is the one a search by characters finds", arguments: [
        "a", "a/b", "/a/b.png", "a/", "/", "", "dir/sub/name@2x.dark.png", "naïve/café.png",
        "a/\u{301}b", "a\u{301}/b", "x/\u{600}/y", "\u{600}/z", "a/b\u{301}", "ü/ü/ü",
    ])
    func lastSlash(path: String) {
        #expect(path.lastSlash == path.lastIndex(of: "/"))
    }

    @Test("temporary names are made and read back in one place")
    func temporaryNames() throws {
        let name = TemporaryName.beside("dir/a.png")
        #expect(name.hasPrefix("dir/.a.png.tmp-\(getpid())-"))
        // This process's own names are never another's leftovers.
        #expect(TemporaryName.owner(of: String(name.dropFirst(4))) == nil)
        let serial = try #require(name.split(separator: "-").last)
        #expect(TemporaryName.owner(of: ".a.png.tmp-4194305-\(serial)") == 4_194_305)
        let spool = TemporaryName.spool(in: "out")
        #expect(TemporaryName.owner(of: String(spool.dropFirst(4)).replacing("-\(getpid())-", with: "-77-")) == 77)
        #expect(TemporaryName.owner(of: ".a.png.tmp-x-1") == nil)
        #expect(TemporaryName.owner(of: "a.png") == nil)
        // A folder's own entries and other hidden names are no one's.
        for name in [".", "..", ".gitignore", ".tmp", ".a.tmp-", ".a.tmp-12", ".a.tmp-1-2-3", ".a.tmq-12-3"] {
            #expect(TemporaryName.owner(of: name) == nil, "\(name)")
        }
        // The marker found after a false start, and the last of several.
        #expect(TemporaryName.owner(of: "..tmp-.tmp-4194305-3") == 4_194_305)
        #expect(TemporaryName.owner(of: ".a.tmp-1.tmp-4194306-3") == 4_194_306)
    }

    @Test("texts joined by hand read as the standard library joins them")
    func listJoin() {
        for parts in [[], ["a"], ["a", "b"], ["flat", "flat-square", "", "social"]] {
            #expect(ListJoin.joined(parts, separator: ", ") == parts.joined(separator: ", "))
        }
    }

    @Test("the writer replaces atomically, keeps the mode, and opens and closes its section once a temporary file")
    func writer() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sections = Locked((begun: 0, ended: 0))
        let writer = AtomicWriter(section: .init(begin: { sections.withLock { $0.begun += 1 } },
                                                 end: { sections.withLock { $0.ended += 1 } }))
        let path = folder.appendingPathComponent("a.txt").path
        try writer.write(Array("one".utf8), name: path, isNew: true)
        #expect(writer.holds(Array("one".utf8), name: path))
        chmod(path, 0o640)
        try writer.write(Array("two!".utf8), name: path, isNew: false, mode: 0o640)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two!")
        #expect((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? Int == 0o640)
        #expect(!writer.holds(Array("two".utf8), name: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.txt"])
        // A missing folder: the temporary file cannot be made, and the section still closes.
        #expect(throws: AtomicWriteError.self) {
            try writer.write(Array("x".utf8), name: folder.appendingPathComponent("nope/b.txt").path, isNew: false)
        }
        let counts = sections.withLock { $0 }
        #expect(counts.begun == counts.ended && counts.begun >= 2)
    }
}
