import Foundation
import Testing
import StarBadge
import StarPNG
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// `render` with standard output on a terminal and no -o: the badge shown in
/// the terminal. Checked through a real terminal (tmux): the captured
/// cells' colours are the PNG's pixels.
@Suite("terminal preview")
struct TerminalPreviewTests {
    @Test("the environment picks the mode")
    func modes() {
        #expect(TerminalPreview(environment: ["COLORTERM": "truecolor"]).mode == .trueColor)
        #expect(TerminalPreview(environment: ["COLORTERM": "24bit", "TERM": "xterm"]).mode == .trueColor)
        #expect(TerminalPreview(environment: ["TERM": "xterm-256color"]).mode == .palette)
        #expect(TerminalPreview(environment: ["TERM": "xterm-kitty"]).mode == .kitty)
        #expect(TerminalPreview(environment: ["TERM_PROGRAM": "iTerm.app"]).mode == .iTerm)
        #expect(TerminalPreview(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor", "TERM": "xterm-kitty"]).mode == .monochrome)
    }

    @Test("the kitty and iTerm2 protocols carry the PNG itself")
    func pictures() throws {
        let spec = try BadgeSpec(rating: 3.5)
        let png = try BadgeRenderer().png(for: spec, over: nil)
        #expect(try PNGDecoder().decode(png) == BadgeRenderer().image(for: spec))
        let base64 = Data(png).base64EncodedString()
        let kitty = TerminalPreview(mode: .kitty).pictureText(png, width: 144, height: 32)
        #expect(kitty.hasPrefix("\u{1B}_Gf=100,a=T,m="))
        let chunks = kitty.split(separator: "\u{1B}\\").map { String($0.split(separator: ";", maxSplits: 1).last ?? "") }
        #expect(chunks.joined().replacingOccurrences(of: "\n", with: "") == base64)
        let iTerm = TerminalPreview(mode: .iTerm).pictureText(png, width: 144, height: 32)
        #expect(iTerm.contains("size=\(png.count);width=144px;height=32px;"))
        #expect(iTerm.contains(base64))
    }

    @Test("the 256-colour palette's nearest entries")
    func palette() {
        #expect(HalfBlocks.paletteIndex((0, 0, 0)) == 16)
        #expect(HalfBlocks.paletteIndex((255, 255, 255)) == 231)
        #expect(HalfBlocks.paletteIndex((255, 180, 0)) == 214)
        #expect(HalfBlocks.paletteIndex((128, 128, 128)) == 244)
    }

    /// The cells of a captured pane (`capture-pane -e -p`): for each row, each
    /// column's character and its foreground and background (nil: the terminal's).
    typealias RGB = [Int]
    struct Cell {
        let character: Character
        let foreground: RGB?
        let background: RGB?
    }

    static func cells(_ capture: String) -> [[Cell]] {
        var rows: [[Cell]] = []
        var foreground: RGB? = nil, background: RGB? = nil
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Cell] = []
            var characters = Array(line)
            var i = 0
            while i < characters.count {
                if characters[i] == "\u{1B}", i + 1 < characters.count, characters[i + 1] == "[" {
                    var j = i + 2
                    while j < characters.count, characters[j] != "m" { j += 1 }
                    let codes = String(characters[(i + 2)..<j]).split(separator: ";").map { Int($0) ?? 0 }
                    var k = 0
                    if codes.isEmpty { foreground = nil; background = nil }
                    while k < codes.count {
                        switch codes[k] {
                        case 0: foreground = nil; background = nil
                        case 39: foreground = nil
                        case 49: background = nil
                        case 38 where k + 4 < codes.count && codes[k + 1] == 2:
                            foreground = Array(codes[(k + 2)...(k + 4)]); k += 4
                        case 48 where k + 4 < codes.count && codes[k + 1] == 2:
                            background = Array(codes[(k + 2)...(k + 4)]); k += 4
                        case 38, 48: k += 2
                        default: break
                        }
                        k += 1
                    }
                    i = j + 1
                    continue
                }
                row.append(Cell(character: characters[i], foreground: foreground, background: background))
                i += 1
            }
            characters.removeAll()
            rows.append(row)
        }
        return rows
    }

    @Test("in tmux, render with no -o shows the badge in half blocks whose colours are the PNG's pixels (on white), then says how to write it",
          .needs(DebianTools.tmux))
    func throughATerminal() throws {
        let binary = PackagePaths.products.appendingPathComponent("starbadge").path
        let pane = try TmuxPane("env -u NO_COLOR COLORTERM=truecolor '\(binary)' render --rating 3.37 --fill precise --label 'Rating {rating}'",
                                width: 250, height: 30)
        defer { pane.close() }
        let capture = try pane.capture(["-e"])
        try #require(capture.contains("Write it with -o badge.png"), "no preview in the pane:\n\(capture)")
        // A see-through badge with dark text is shown on white (its text's page).
        let image = BadgeRenderer().image(for: try BadgeSpec(rating: 3.37) {
            $0.fillMode = .precise
            $0.label = try LabelSpec(template: "Rating {rating}", font: FontLibrary.defaultFace())
        }, over: .white)
        let rows = Self.cells(capture)
        func shown(_ x: Int, _ y: Int) -> RGB? {
            guard y < image.height else { return nil }
            let i = 4 * (y * image.width + x)
            return image.rgba[i + 3] >= HalfBlocks.shownAlpha ? [Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2])] : nil
        }
        var checked = 0
        for cellRow in 0..<((image.height + 1) / 2) {
            let row = rows[cellRow]
            for x in 0..<image.width {
                let cell = x < row.count ? row[x] : Cell(character: " ", foreground: nil, background: nil)
                let (upper, lower) = (shown(x, 2 * cellRow), shown(x, 2 * cellRow + 1))
                switch cell.character {
                case "▀":
                    #expect(cell.foreground == upper && cell.background == lower, "cell \(x),\(cellRow)")
                case "▄":
                    #expect(upper == nil && cell.foreground == lower, "cell \(x),\(cellRow)")
                default:
                    #expect(upper == nil && lower == nil, "cell \(x),\(cellRow): '\(cell.character)'")
                }
                checked += 1
            }
        }
        #expect(checked == image.width * ((image.height + 1) / 2))
        #expect(capture.contains("A \(image.width)×\(image.height) badge. Write it with"))
    }

    /// Runs `command` in a new tmux window `width` columns wide (tall enough
    /// that nothing scrolls away) and returns the pane once the command has
    /// ended, its wrapped lines joined, colours kept, and `marker` required in it.
    static func inTmux(_ command: String, width: Int, until marker: String) throws -> String {
        let pane = try TmuxPane(command + "; echo DONE-MARK", width: width, height: 200)
        defer { pane.close() }
        let capture = try pane.capture(["-e", "-J", "-S", "-"])
        try #require(capture.contains(marker), "no '\(marker)' in the pane:\n\(capture)")
        return capture
    }

    /// The characters of `line` without its SGR sequences.
    static func visible(_ line: Substring) -> [Character] {
        var out: [Character] = [], escaping = false
        for character in line {
            if character == "\u{1B}" { escaping = true; continue }
            if escaping { if character == "m" { escaping = false }; continue }
            out.append(character)
        }
        while out.last == " " { out.removeLast() }
        return out
    }

    @Test("in tmux 1, 5 and 20 columns wide, the preview is no wider than the terminal or says it is too narrow",
          .needs(DebianTools.tmux), arguments: [1, 5, 20])
    func narrowTerminal(width: Int) throws {
        let binary = PackagePaths.products.appendingPathComponent("starbadge").path
        let capture = try Self.inTmux("env -u NO_COLOR COLORTERM=truecolor '\(binary)' render --rating 3.5 --label 'Rating {rating}'",
                                      width: width, until: "DONE-MARK")
        let lines = capture.split(separator: "\n").filter { !$0.contains("DONE-MARK") && !$0.contains("Write it with") }
        if width < 5 {
            #expect(capture.contains("The terminal is \(width) column"), "\(capture)")
            #expect(capture.contains("too narrow"))
        } else {
            #expect(!capture.contains("too narrow"), "\(capture)")
            #expect(capture.contains("shown smaller"))
            let drawn = lines.map(Self.visible).filter { !$0.isEmpty }
            #expect(!drawn.isEmpty)
            for line in drawn { #expect(line.count <= width, "a line of \(line.count) cells in \(width) columns: \(String(line))") }
        }
    }

    @Test("render --preview -o - in a terminal: the PNG alone on standard output, the preview on standard error",
          .needs(DebianTools.tmux))
    func previewOnStandardError() throws {
        let binary = PackagePaths.products.appendingPathComponent("starbadge").path
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.png").path
        let capture = try Self.inTmux("env -u NO_COLOR COLORTERM=truecolor '\(binary)' render --rating 3.5 --preview -o - > '\(output)'",
                                      width: 200, until: "▀")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: output))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNGDecoder().decode(Array(bytes)) == BadgeRenderer().image(for: try BadgeSpec(rating: 3.5)))
        #expect(capture.contains("\u{1B}["))
    }

    /// `render --preview -o a.png` with standard output a pipe, `COLUMNS` wide.
    static func preview(_ arguments: [String], columns: Int, environment: [String: String] = [:]) throws -> String {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Through env(1), to leave out a NO_COLOR the test process may have.
        let unset = environment["NO_COLOR"] == nil ? ["-u", "NO_COLOR"] : []
        let result = try CommandRunner.run(unset + [CommandRunner.executable.path, "render", "--preview", "-o", "a.png"] + arguments,
                                           in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"),
                                           environment: ["COLUMNS": "\(columns)", "TERM": "xterm-256color"].merging(environment) { $1 })
        #expect(result.status == 0, "\(result.error)")
        return result.outputText
    }

    @Test("at any width from 1 to 120 columns the preview fits or is one line saying the terminal is too narrow",
          arguments: [[], ["--stars", "10", "--label", "Rating {rating}"], ["--style", "for-the-badge", "--value-text", "{rating}/{max}"],
                      ["--stars", "100", "--size", "4"]])
    func everyWidth(_ arguments: [String]) throws {
        for columns in [1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 80, 120] {
            let text = try Self.preview(["--rating", "2.5"] + arguments, columns: columns)
            let lines = text.split(separator: "\n")
            if text.contains("too narrow") {
                #expect(lines.count == 1, "\(text)")
                continue
            }
            for line in lines { #expect(Self.visible(line).count <= columns, "\(arguments) at \(columns): \(String(Self.visible(line)))") }
        }
    }

    @Test("with NO_COLOR, full, half and empty stars are drawn apart, and the text in the terminal's own colour")
    func withoutColour() throws {
        let text = try Self.preview(["--rating", "1.5", "--stars", "3", "--label", "Hi"], columns: 200, environment: ["NO_COLOR": "1"])
        #expect(!text.contains("\u{1B}"), "escape sequences without colour")
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
        // Star i's box: x from 4 + 28 i to 4 + 28 i + 24 (padding 4, size 24, spacing 4).
        func characters(ofStar index: Int) -> Set<Character> {
            var found = Set<Character>()
            for row in rows { for x in (4 + 28 * index)..<(4 + 28 * index + 24) where x < row.count { found.insert(row[x]) } }
            return found.subtracting([" "])
        }
        let (full, half, empty) = (characters(ofStar: 0), characters(ofStar: 1), characters(ofStar: 2))
        #expect(full.contains("█") && !full.contains("░"), "\(full)")
        #expect(empty == ["░"], "\(empty)")
        #expect(half.contains("█") && half.contains("░"), "\(half)")
        let label = rows.flatMap { $0.dropFirst(4 + 28 * 3) }
        #expect(label.contains("█") || label.contains("▀") || label.contains("▄"), "no label drawn")
        #expect(!label.contains("░"), "the label is drawn in full ink")
    }

    @Test("in colour, a see-through badge with dark text is shown on white, so the label reads on a dark terminal")
    func labelOnDarkTerminal() throws {
        let text = try Self.preview(["--rating", "3", "--label", "Rating"], columns: 200, environment: ["COLORTERM": "truecolor"])
        let lines = text.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines { #expect(Set(Self.visible(line)) == ["▀"], "a cell left to the terminal's background: \(String(Self.visible(line)))") }
        #expect(text.contains("48;2;255;255;255"))
    }

    @Test("one cell a star: full, more than half, up to half and empty are shaded apart")
    func starsOnly() throws {
        let text = try Self.preview(["--rating", "2.7", "--stars", "5", "--fill", "precise"], columns: 5, environment: ["NO_COLOR": "1"])
        #expect(text == "██▓░░\n", "\(text)")
        let half = try Self.preview(["--rating", "2.5", "--stars", "5", "--direction", "rtl"], columns: 6, environment: ["NO_COLOR": "1"])
        #expect(half == "░░▒██\n", "\(half)")
        // No --direction is auto: an Arabic label reads, and fills, right to left.
        let auto = try Self.preview(["--rating", "2.5", "--stars", "5", "--label", "تقييم"], columns: 6,
                                    environment: ["NO_COLOR": "1"])
        #expect(auto.hasPrefix("░░▒██\n"), "\(auto)")
    }
}
