import Foundation
import Testing
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// docs/cli.md is what the option tables make (`CLIReference`), as the man
/// page is what `--help` says: a changed option without the file made again
/// fails here. `STARBADGE_WRITE_CLI_DOC=1` (what `Scripts/make-cli-doc` sets)
/// writes the file instead of comparing.
@Suite("docs/cli.md, the command-line reference")
struct CLIReferenceTests {
    static let file = PackagePaths.root.appendingPathComponent("docs/cli.md")

    @Test("the committed docs/cli.md is what the option tables make")
    func upToDate() throws {
        let made = CLIReference.markdown()
        if ProcessInfo.processInfo.environment["STARBADGE_WRITE_CLI_DOC"] == "1" {
            try Data(made.utf8).write(to: Self.file, options: .atomic)
            return
        }
        let committed = try String(contentsOf: Self.file, encoding: .utf8)
        guard committed != made else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = made.split(separator: "\n", omittingEmptySubsequences: false)
        let line = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        Issue.record("""
            docs/cli.md is out of date (from line \(line + 1)): run Scripts/make-cli-doc and commit it.
            committed: \(line < old.count ? String(old[line]) : "(end of file)")
            made:      \(line < new.count ? String(new[line]) : "(end of file)")
            """)
    }

    @Test("every option of every command is in the reference, under its command, with its default")
    func everyOption() {
        let made = CLIReference.markdown()
        for command in CommandCatalog.commands {
            guard let start = made.range(of: "\n## starbadge \(command.words)\n") else {
                Issue.record("no section for \(command.words)")
                continue
            }
            let rest = made[start.upperBound...]
            let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
            for option in command.options {
                let row = section.split(separator: "\n").first { $0.hasPrefix("| `\(option.synopsis)` |") }
                #expect(row != nil, "\(command.words): no row for --\(option.name)")
                if let row, let fallback = option.defaultValue {
                    #expect(row.hasSuffix("| \(CLIReference.escaped(fallback)) |"), "\(command.words) --\(option.name): \(row)")
                } else if let row {
                    #expect(row.hasSuffix("| |"), "\(command.words) --\(option.name) has no default: \(row)")
                }
            }
        }
    }

    @Test("help text is made safe for Markdown: no raw HTML, emphasis or cell separator")
    func escaping() {
        #expect(CLIReference.escaped("<span class=\"a\"> --dark-* a|b P_0") == "&lt;span class=\"a\"&gt; --dark-\\* a\\|b P\\_0")
        let notes = CLIReference.notes(of: "OPTIONS:\n  --x  y\n\nOne line\nand the next.\n\nCOLORS: red.\n\nEXAMPLES:\n  starbadge a\n  starbadge b\n")
        #expect(notes == ["One line and the next.", "", "**Colors:** red.", "", "**Examples:**", "", "```text", "starbadge a", "starbadge b", "```"])
    }
}
