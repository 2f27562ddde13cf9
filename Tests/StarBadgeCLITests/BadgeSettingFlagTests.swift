import Testing
import StarBadge
@testable import StarBadgeCLI

/// The library names settings as Swift properties; the command line names
/// each by an option of its option tables.
@Suite("Settings named as flags")
struct BadgeSettingFlagTests {
    @Test("every setting a library error can name is an option of a command")
    func everySettingIsAnOption() {
        let options = Set((RenderCommand.options + SpriteCommand.options + BadgeOptions.definitions
                           + OutputOptions.definitions).map(\.name))
        for setting in BadgeSetting.allCases {
            #expect(options.contains(setting.optionName), "\(setting)")
        }
    }

    @Test("a library message reads with flags on the command line")
    func messageWithFlags() throws {
        let error = try #require(throws: BadgeError.self) { try BadgeDesign { $0.starSize = 0.5 } }
        #expect(error.commandLineMessage == "invalid --size '0.5': draws a star smaller than 1 px (at --scale 1)")
        #expect(error.commandLineReason == "draws a star smaller than 1 px (at --scale 1)")
    }
}
