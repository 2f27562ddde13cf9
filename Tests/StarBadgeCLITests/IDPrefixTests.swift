import Foundation
import Testing
import StarBadgeTestSupport

/// `--id-prefix P` names an SVG's definitions in render, sprite and batch;
/// a bad P is a usage error naming the option, and nothing is written.
@Suite("--id-prefix")
struct IDPrefixTests {
    static func ids(_ svg: [UInt8]) -> [String] {
        String(decoding: svg, as: UTF8.self).matches(of: /\sid="([^"]+)"/).map { String($0.1) }
    }

    @Test("render and sprite: P_0, P_1…; without it, s and the badge's hash")
    func renderAndSprite() throws {
        let render = try CommandRunner.run(["render", "--rating", "3.5", "--format", "svg", "-o", "-", "--id-prefix", "card-7"])
        #expect(render.status == 0, "\(render.error)")
        #expect(Self.ids(render.output) == ["card-7_0", "card-7_1"])
        let plain = try CommandRunner.run(["render", "--rating", "3.5", "--format", "svg", "-o", "-"])
        #expect(Self.ids(plain.output).allSatisfy { $0.wholeMatch(of: /s[a-z2-7]{8}[0-9]+/) != nil })
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sprite = try CommandRunner.run(["sprite", "-o", "sheet.svg", "--id-prefix", "sheet"], in: folder)
        #expect(sprite.status == 0, "\(sprite.error)")
        let sheet = Self.ids(try Array(Data(contentsOf: folder.appendingPathComponent("sheet.svg"))))
        #expect(sheet.contains("sheet_0") && sheet.contains("stars-3-5"))
    }

    @Test("batch: P_, each badge's hash, the number: two badges share no id")
    func batch() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,rating\na,4\nb,2\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        let result = try CommandRunner.run(["batch", "in.csv", "--out-dir", "out", "--quiet", "--formats", "svg",
                                            "--id-prefix", "site"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let a = Self.ids(try Array(Data(contentsOf: folder.appendingPathComponent("out/a.svg"))))
        let b = Self.ids(try Array(Data(contentsOf: folder.appendingPathComponent("out/b.svg"))))
        #expect(!a.isEmpty && a.allSatisfy { $0.wholeMatch(of: /site_[a-z2-7]{8}[0-9]+/) != nil }, "\(a)")
        #expect(Set(a).isDisjoint(with: b))
    }

    @Test("a prefix that is no XML name is a usage error naming --id-prefix", arguments: ["1x", "a:b", "a b", ""])
    func bad(prefix: String) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", "b.svg", "--id-prefix", prefix], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("--id-prefix"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("b.svg").path))
    }
}
