import StarUnicode
import Testing
@testable import StarBadgeCLI
import StarBadge

@Suite("Argument parser")
struct ArgumentParserTests {
    let parser = ArgumentParser(command: "test", options: [
        OptionDefinition(.rating, value: "r", help: "", required: true),
        OptionDefinition(.onColor, value: "c", help: ""),
        OptionDefinition(.output, short: "o", value: "file", help: ""),
        OptionDefinition(.help, short: "h", value: nil, help: ""),
    ])

    @Test("--name value, --name=value, -x value and flags")
    func forms() throws {
        let parsed = try parser.parse(["--rating", "-1", "--on-color=#FFF", "-o", "x.png", "-h"])
        #expect(parsed.value(.rating) == "-1")
        #expect(parsed.value(.onColor) == "#FFF")
        #expect(parsed.value(.output) == "x.png")
        #expect(parsed.has(.help))
    }

    @Test("the last of a repeated option wins")
    func repeated() throws {
        #expect(try parser.parse(["--rating", "1", "--rating", "2"]).value(.rating) == "2")
    }

    @Test("mistakes are usage errors with a readable message", arguments: [
        (["--rating"], "missing value for '--rating <r>'"),
        (["--on-color", "#FFF"], "missing required option '--rating <r>'"),
        (["--rating", "1", "--ratnig", "2"], "unknown option '--ratnig'; did you mean '--rating'?"),
        (["--rating", "1", "--help=yes"], "option '--help' takes no value"),
        (["--rating", "1", "stray"], "unexpected argument 'stray'"),
        (["--rating", "1", "-x"], "unknown option '-x'"),
    ])
    func mistakes(arguments: [String], message: String) {
        #expect(throws: CLIError.usage(message, command: "test")) { try parser.parse(arguments) }
    }

    @Test("help needs no required option")
    func helpAlone() throws {
        #expect(try parser.parse(["--help"]).has(.help))
    }

    @Test("edit distance")
    func distance() {
        #expect(EditDistance.between("rating", "ratnig") == 1)  // one swap of neighbours
        #expect(EditDistance.between("rating", "raitgn") == 2)  // two swaps
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("on-colr", "on-color") == 1)
    }
}
