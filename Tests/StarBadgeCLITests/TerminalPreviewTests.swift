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
        let image = BadgeRenderer().image(for: try BadgeSpec(rating: 3.5))
        let png = try PNGEncoder().encode(image)
        let base64 = Data(png).base64EncodedString()
        let kitty = TerminalPreview(mode: .kitty).text(for: image, png: png)
        #expect(kitty.hasPrefix("\u{1B}_Gf=100,a=T,m="))
        let chunks = kitty.split(separator: "\u{1B}\\").map { String($0.split(separator: ";", maxSplits: 1).last ?? "") }
        #expect(chunks.joined().replacingOccurrences(of: "\n", with: "") == base64)
        let iTerm = TerminalPreview(mode: .iTerm).text(for: image, png: png)
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

    @Test("in tmux, render with no -o shows the badge in half blocks whose colours are the PNG's pixels, then says how to write it")
    func throughATerminal() throws {
        let socket = "starbadge-test-\(UUID().uuidString.prefix(8))"
        let binary = PackagePaths.products.appendingPathComponent("starbadge").path
        // (The server tmux starts keeps the descriptors it was given, among
        // them the one Foundation watches for the client's exit: a command
        // that starts the server is not waited for, and gets no pipe.)
        func tmux(_ arguments: [String], reading: Bool = true) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["tmux", "-L", socket] + arguments
            let pipe = Pipe()
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = reading ? pipe : FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            guard reading else { return "" }
            let output = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: output, as: UTF8.self)
        }
        defer { _ = try? tmux(["kill-server"], reading: false) }
        let command = "env -u NO_COLOR COLORTERM=truecolor '\(binary)' render --rating 3.37 --fill precise --label 'Rating {rating}'; sleep 30"
        _ = try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "250", "-y", "30", command], reading: false)
        var capture = ""
        for _ in 0..<100 {
            capture = try tmux(["capture-pane", "-p", "-e", "-t", "0"])
            if capture.contains("Write it with") { break }
            Thread.sleep(forTimeInterval: 0.1)
        }
        try #require(capture.contains("Write it with -o badge.png"), "no preview in the pane:\n\(capture)")
        let image = BadgeRenderer().image(for: try BadgeSpec(
            rating: 3.37, fillMode: .precise, label: try LabelSpec(template: "Rating {rating}", font: FontLibrary.defaultFace())))
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
}
