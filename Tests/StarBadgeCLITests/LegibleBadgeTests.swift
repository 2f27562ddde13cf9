import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Issue 36 as a user meets it: `--palette accessible`, `--page-colors` and
/// `--label-overflow`, in `render`, `sprite` and `batch`, as real processes.
@Suite("Accessible colours and legible labels from the command line")
struct LegibleBadgeTests {
    static let long = "Customer reviews across all our shops in the last twelve months"

    @Test("the accessible palette renders with no warning; the default badge stays quiet too")
    func quiet() throws {
        let folder = try CommandRunner.temporaryDirectory()
        for arguments in [["--palette", "accessible"], ["--palette", "accessible", "--page-colors", "white,#0D1117"], []] {
            let result = try CommandRunner.run(["render", "--rating", "3.5", "-o", "b.png"] + arguments, in: folder)
            #expect(result.status == 0 && result.error.isEmpty, "\(arguments): \(result.error)")
        }
        let sprite = try CommandRunner.run(["sprite", "--palette", "accessible", "-o", "s.png"], in: folder)
        #expect(sprite.status == 0 && sprite.error.isEmpty, "\(sprite.error)")
    }

    @Test("--page-colors judges each part of a transparent badge on each page, with WCAG ratios")
    func pages() throws {
        let result = try CommandRunner.run(["render", "--rating", "3.5", "--label", "Rated {rating}",
                                            "--page-colors", "white,rgb(13,17,23)", "-o", "-"])
        #expect(result.status == 0)
        for text in ["the filled stars' colour (--on-color) #FFB400 has a contrast of 1.78:1 with the page #FFFFFF (--page-colors)",
                     "the empty stars' colour (--off-color) #D9D9D9 has a contrast of 1.41:1",
                     "the filled/empty boundary (--on-color against --off-color) #FFB400 has a contrast of 1.26:1",
                     "the label text #333333 has a contrast of 1.50:1 with the page #0D1117"] {
            #expect(result.error.contains(text), "\(result.error)")
        }
        #expect(result.error.components(separatedBy: "warning:").count == 2, "one warning")
        // A colour given with the palette overrides it, and is judged on the palette's pages.
        let override = try CommandRunner.run(["render", "--rating", "3.5", "--palette", "accessible", "--on-color", "#FFB400", "-o", "-"])
        #expect(override.status == 0 && override.error.contains("1.78:1 with the page #FFFFFF (--palette)"), "\(override.error)")
        let bad = try CommandRunner.run(["render", "--rating", "3", "--page-colors", "white,,black", "-o", "-"])
        #expect(bad.status == 64 && bad.error.contains("--page-colors"), "\(bad.error)")
        let shields = try CommandRunner.run(["render", "--rating", "3", "--palette", "accessible", "--style", "flat", "-o", "-"])
        #expect(shields.status == 64 && shields.error.contains("--palette"), "\(shields.error)")
    }

    @Test("a label that would go below 9 px is refused (64) with the width it needs, and nothing is written")
    func refused() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "4", "--width", "200", "--label", Self.long,
                                            "--no-system-fonts", "-o", "b.png"], in: folder)
        #expect(result.status == 64)
        #expect(result.error.contains("'--width': is too small for the label: it needs --width 394 at 9 px"), "\(result.error)")
        #expect(result.error.contains("--label-overflow ellipsis"))
        #expect(CommandRunner.contents(of: folder).isEmpty)
        let fits = try CommandRunner.run(["render", "--rating", "4", "--width", "394", "--label", Self.long,
                                          "--no-system-fonts", "-o", "b.png"], in: folder)
        #expect(fits.status == 0, "\(fits.error)")
        let lineBreak = try CommandRunner.run(["render", "--rating", "4", "--label", "a\nb", "-o", "-"])
        #expect(lineBreak.status == 64 && lineBreak.error.contains("--label-overflow"), "\(lineBreak.error)")
        let orphan = try CommandRunner.run(["render", "--rating", "4", "--label-overflow", "ellipsis", "-o", "-"])
        #expect(orphan.status == 64 && orphan.error.contains("'--label-overflow' needs '--width' or '--height'"), "\(orphan.error)")
    }

    @Test("ellipsis and shrink draw the badge in the frame")
    func ellipsisAndShrink() throws {
        for mode in ["ellipsis", "shrink"] {
            let result = try CommandRunner.run(["render", "--rating", "4", "--width", "200", "--label", Self.long,
                                                "--label-overflow", mode, "--no-system-fonts", "-o", "-"])
            #expect(result.status == 0 && result.error.isEmpty, "\(mode): \(result.error)")
            let image = try PNGDecoder().decode(result.output)
            #expect(image.width == 200, "\(mode)")
        }
    }

    @Test("batch: a row whose label does not fit fails alone with its line; ellipsis cuts it")
    func batch() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let csv = "name,rating,title\na,4.5,Short\nb,3,\(Self.long)\nc,2,Ok\n"
        try Data(csv.utf8).write(to: folder.appendingPathComponent("r.csv"))
        let refused = try CommandRunner.run(["batch", "r.csv", "--out-dir", "out", "--label", "{title}", "--width", "160"],
                                            in: folder)
        #expect(refused.status == 65)
        #expect(refused.error.contains("r.csv: line 3 (name 'b')") && refused.error.contains("needs --width"), "\(refused.error)")
        #expect(CommandRunner.contents(of: folder.appendingPathComponent("out")) == ["a.png", "c.png"])
        let cut = try CommandRunner.run(["batch", "r.csv", "--out-dir", "cut", "--label", "{title}", "--width", "160",
                                         "--label-overflow", "ellipsis", "--palette", "accessible"], in: folder)
        #expect(cut.status == 0, "\(cut.error)")
        #expect(CommandRunner.contents(of: folder.appendingPathComponent("cut")) == ["a.png", "b.png", "c.png"])
        // --defaults sets them by the same names.
        try Data(#"{"palette": "accessible", "page-colors": "white,#0D1117"}"#.utf8).write(to: folder.appendingPathComponent("d.json"))
        let defaults = try CommandRunner.run(["batch", "r.csv", "--out-dir", "d", "--defaults", "d.json", "--quiet"], in: folder)
        #expect(defaults.status == 0 && defaults.error.isEmpty, "\(defaults.error)")
    }
}
