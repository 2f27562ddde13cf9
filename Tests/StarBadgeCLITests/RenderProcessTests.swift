import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// `starbadge render` run as a user runs it: a real process, real files.
@Suite("starbadge render as a process")
struct RenderProcessTests {
    @Test("the default badge is a 144×32 RGBA PNG that decodes")
    func defaultBadge() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "3.5", "-o", "b.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        let bytes = try Array(Data(contentsOf: folder.appendingPathComponent("b.png")))
        let image = try PNGDecoder().decode(bytes)
        #expect(image.width == 144 && image.height == 32)
        #expect(bytes[25] == 6, "colour type RGBA")
        #expect(CommandRunner.contents(of: folder) == ["b.png"], "no temporary files left")
    }

    @Test("two runs with the same flags write byte-identical files")
    func deterministic() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let flags = ["render", "--rating", "3.37", "--fill", "precise", "--scale", "2", "--background", "#123"]
        _ = try CommandRunner.run(flags + ["-o", "a.png"], in: folder)
        _ = try CommandRunner.run(flags + ["-o", "b.png"], in: folder)
        let a = try Data(contentsOf: folder.appendingPathComponent("a.png"))
        let b = try Data(contentsOf: folder.appendingPathComponent("b.png"))
        #expect(!a.isEmpty && a == b)
    }

    @Test("'-o -' writes the PNG to standard output")
    func standardOutput() throws {
        let result = try CommandRunner.run(["render", "--rating", "4", "-o", "-"])
        #expect(result.status == 0)
        let image = try PNGDecoder().decode(result.output)
        #expect(image.width == 144)
        // Without -o and with standard output not a terminal, stdout is used too.
        let implicit = try CommandRunner.run(["render", "--rating", "4"])
        #expect(implicit.output == result.output)
    }

    @Test("--help shows usage, options and defaults; --version the version")
    func help() throws {
        let help = try CommandRunner.run(["render", "--help"])
        #expect(help.status == 0)
        for text in ["USAGE: starbadge render", "OPTIONS:", "--rating <rating>", "(default: 5)",
                     "(default: #FFB400)", "-o, --output <file>"] {
            #expect(help.outputText.contains(text), "help lacks \(text)")
        }
        let top = try CommandRunner.run(["--help"])
        #expect(top.status == 0 && top.outputText.contains("SUBCOMMANDS:"))
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0 && version.outputText.hasPrefix("starbadge "))
    }
}
