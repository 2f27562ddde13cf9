import Foundation
import Testing
import StarBadge
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// docs/guide.md's table of settings' ranges is what `BadgeLimits.table`
/// makes, each setting named by its option and its Swift property: a limit
/// changed in the library without the guide made again fails here.
/// `STARBADGE_WRITE_CLI_DOC=1` (what `Scripts/make-cli-doc` sets) writes
/// the table into the guide instead of comparing.
@Suite("docs/guide.md's limits table")
struct LimitsTableTests {
    static let file = PackagePaths.root.appendingPathComponent("docs/guide.md")
    static let begin = "<!-- limits-table: made from BadgeLimits.table by Scripts/make-cli-doc; LimitsTableTests checks it -->"
    static let end = "<!-- end of limits-table -->"

    /// A number as the guide writes it: thousands grouped, no exponent.
    static func number(_ value: Double) -> String {
        guard value == value.rounded(), abs(value) < 1e15 else { return String(value) }
        let digits = String(Int(value).magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// The table, one row a limit, in the table's order.
    static func table() -> String {
        var lines = ["| option | Swift property | allowed | why |", "|---|---|---|---|"]
        for limit in BadgeLimits.table {
            let unit = limit.unit == .px ? " px" : ""
            lines.append("| `\(limit.setting.flag)` | `\(limit.setting.rawValue)` | \(limit.range(number))\(unit) | "
                         + "\(CLIReference.escaped(limit.reason)) |")
        }
        return lines.joined(separator: "\n")
    }

    @Test("the guide's table of settings' ranges is what BadgeLimits.table makes")
    func upToDate() throws {
        let guide = try String(contentsOf: Self.file, encoding: .utf8)
        let start = try #require(guide.range(of: Self.begin + "\n"), "no \(Self.begin) in docs/guide.md")
        let stop = try #require(guide.range(of: Self.end, range: start.upperBound..<guide.endIndex))
        let made = Self.table() + "\n"
        if ProcessInfo.processInfo.environment["STARBADGE_WRITE_CLI_DOC"] == "1" {
            let written = guide.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: made)
            try Data(written.utf8).write(to: Self.file, options: .atomic)
            return
        }
        let committed = String(guide[start.upperBound..<stop.lowerBound])
        #expect(committed == made, "docs/guide.md's limits table is out of date: run Scripts/make-cli-doc and commit it")
    }

    @Test("every limit's setting is an option's, and its range is what the option's message says")
    func messages() throws {
        let table = ValueReader.table(BadgeOptions.definitions + OutputOptions.definitions)
        for limit in BadgeLimits.table {
            #expect(table[limit.setting.optionName] != nil, "\(limit.setting) has no option")
        }
        let error = try #require(throws: BadgeError.self) { try BadgeDesign { $0.spacing = -1 } }
        #expect(error.commandLineMessage == "invalid --spacing '-1': must be a length in px from 0 to 16384")
    }
}
