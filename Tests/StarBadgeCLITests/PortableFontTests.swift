import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import StarPNG
import StarBadgeTestSupport

/// The bundled fonts are found from where the executable is, not from the
/// path its sources had when it was compiled; the manifest names fonts by
/// file name and hash, never by a folder of the machine that built it.
@Suite("Portable fonts and manifests")
struct PortableFontTests {
    /// The SHA-256 of the bundled DejaVu Sans (Fonts/README.md lists it).
    static let dejaVuDigest = "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322"

    /// A copy of the built `starbadge` at `prefix/bin/starbadge`, outside
    /// any `.build` folder; with `fonts`, the bundled fonts in
    /// `prefix/share/starbadge/fonts` as an installation has them.
    static func install(into prefix: URL, fonts: Bool) throws -> URL {
        let binary = prefix.appendingPathComponent("bin/starbadge")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CommandRunner.executable, to: binary)
        if fonts {
            let folder = prefix.appendingPathComponent("share/starbadge/fonts")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for file in ["DejaVuSans.ttf", "FontAwesome.ttf"] {
                try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Fonts/\(file)"),
                                                 to: folder.appendingPathComponent(file))
            }
        }
        return binary
    }

    /// Runs `executable`, retrying its first start while another test's
    /// fork still holds the fresh copy open for writing (ETXTBSY).
    static func run(_ arguments: [String], in folder: URL, executable: URL,
                    environment: [String: String] = [:]) throws -> CommandRunner.Result {
        var attempt = 0
        while true {
            do {
                return try CommandRunner.run(arguments, in: folder, executable: executable, environment: environment)
            } catch where attempt < 20 {
                attempt += 1
                usleep(50_000)
            }
        }
    }

    @Test("a copy with share/starbadge/fonts beside bin/ renders labels, also through a link from another folder")
    func installedCopy() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try Self.install(into: folder.appendingPathComponent("prefix"), fonts: true)
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let direct = try Self.run(["render", "--rating", "4", "--label", "Rated {rating}", "-o", "a.png"], in: work, executable: binary)
        #expect(direct.status == 0, "\(direct.error)")
        let reference = try CommandRunner.run(["render", "--rating", "4", "--label", "Rated {rating}", "-o", "b.png"], in: work)
        #expect(try Data(contentsOf: work.appendingPathComponent("a.png")) == Data(contentsOf: work.appendingPathComponent("b.png")))
        // A link elsewhere (as /usr/local/bin/starbadge to an unpacked archive): the real path decides.
        let link = folder.appendingPathComponent("links/starbadge")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
        let linked = try Self.run(["render", "--rating", "4", "--shape", "glyph:U+F005", "--shape-font", "FontAwesome",
                                   "--label", "x", "-o", "c.png"], in: work, executable: link)
        #expect(linked.status == 0, "\(linked.error)")
        #expect(reference.status == 0)
    }

    @Test("with no bundled font anywhere a label is a clear error (66) naming where it looked, and nothing is written")
    func noFonts() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = try Self.install(into: folder.appendingPathComponent("bare"), fonts: false)
        let result = try Self.run(["render", "--rating", "4", "--label", "x", "-o", "out.png"], in: folder, executable: binary)
        #expect(result.status == 66, "\(result.error)")
        #expect(result.error.contains("the bundled font was not found"), "\(result.error)")
        #expect(result.error.contains(folder.appendingPathComponent("bare/share/starbadge/fonts").path), "\(result.error)")
        #expect(result.error.contains("STARBADGE_FONTS") && result.error.contains("--font"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
        // Stars alone need no font.
        let stars = try Self.run(["render", "--rating", "4", "-o", "stars.png"], in: folder, executable: binary)
        #expect(stars.status == 0, "\(stars.error)")
        // STARBADGE_FONTS names a folder that holds them.
        let named = try Self.run(["render", "--rating", "4", "--label", "x", "-o", "out.png"], in: folder, executable: binary,
                                 environment: ["STARBADGE_FONTS": PackagePaths.root.appendingPathComponent("Fonts").path])
        #expect(named.status == 0, "\(named.error)")
    }

    @Test("the manifest names each font by file name and SHA-256, never by its folder")
    func manifestFonts() throws {
        let workspace = try BatchWorkspace()
        let font = workspace.path("My Fonts/Label Font.ttf")
        try FileManager.default.createDirectory(atPath: workspace.path("My Fonts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.root.appendingPathComponent("Fonts/DejaVuSans.ttf").path, toPath: font)
        try workspace.write("""
            [{"name": "bundled", "rating": 4, "label": "Rated {rating}"},
             {"name": "given", "rating": 3, "label": "x", "font": \(String(decoding: try JSONEncoder().encode(font), as: UTF8.self))},
             {"name": "plain", "rating": 2}]
            """, to: "in.json")
        let result = try workspace.batch(["in.json", "--out-dir", "out", "--manifest", "out/manifest.json", "--quiet"])
        #expect(result.status == 0, "\(result.error)")
        let text = try workspace.text("out/manifest.json")
        let entries = try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(entries.map { $0["fonts"] as? [String] } == [["DejaVuSans.ttf sha256:" + Self.dejaVuDigest],
                                                              ["Label Font.ttf sha256:" + Self.dejaVuDigest], nil])
        #expect(!text.contains(workspace.folder.path) && !text.contains(PackagePaths.root.path), "\(text)")
    }
}
