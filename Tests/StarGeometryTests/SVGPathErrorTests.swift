import StarGeometry
import Testing

/// Bad SVG path data: every message names the position and what was expected.
@Suite struct SVGPathErrorTests {
    static let bad: [(String, String)] = [
        ("L 0 0", "path data must start with a move (M or m); found 'L' at position 1"),
        ("  10 10", "found '10' at position 3"),
        ("M 10", "expected a number at position 5, found the end of the path data (M takes 2 numbers: x y)"),
        ("M 0 0 L 10 x", "expected a number at position 12, found 'x' (L takes 2 numbers: x y)"),
        ("M 0 0 B 1 1", "'B' at position 7 is not a path command; expected M, L, H, V, C, S, Q, T, A or Z"),
        ("M 0 0 L 1 1 ,", "expected a number at position 14, found the end of the path data"),
        ("M 0 0 Z 5", "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at position 9, found '5'"),
        ("M 0 0 L 10 0 L 10 10 Z x", "'x' at position 24 is not a path command"),
        ("M 0 0 C 1 1 2 2", "expected a number at position 16, found the end of the path data (C takes 6 numbers: x1 y1 x2 y2 x y)"),
        ("M 0 0 S 1 1", "(S takes 4 numbers: x2 y2 x y)"),
        ("M 0 0 Q 1 1", "(Q takes 4 numbers: x1 y1 x y)"),
        ("M 0 0 T", "expected a number at position 8, found the end of the path data (T takes 2 numbers: x y)"),
        ("M 0 0 H", "(H takes 1 number: x)"),
        ("M 0 0 v y", "expected a number at position 9, found 'y' (v takes 1 number: y)"),
        ("M 0 0 A 5 5 0 0 1", "(A takes 7 numbers: rx ry x-axis-rotation large-arc-flag sweep-flag x y)"),
        ("M 0 0 A 1 1 0 2 0 5 5", "expected an arc flag (0 or 1) at position 15, found '2'"),
        ("M 0 0 a 1 1 0 0", "expected an arc flag (0 or 1) at position 16, found the end of the path data"),
        ("M 1e7 0", "the number '1e7' at position 3 is too large; numbers must be within ±1000000"),
        ("M 0 -1000000.5", "the number '-1000000.5' at position 5 is too large"),
        ("M 1e999 0", "the number '1e999' at position 3 is too large"),
        ("M 0 0 l 900000 0 900000 0", "the path goes beyond ±1000000 at the command at position 18"),
        ("M,0 0", "expected a number at position 2, found ','"),
        ("M 0 0 L - 1", "expected a number at position 9, found '-'"),
        ("M 0 0 L . 1", "expected a number at position 9, found '.'"),
        ("M 0 0 L 1 1 e 5", "'e' at position 13 is not a path command"),
        ("M 0 0 L 10 0 L 10 ⭐", "expected a number at position 19, found '⭐'"),
        ("M 0 0 L 10 0 L ⭐ 10 Z", "expected a number at position 16, found '⭐'"),
        ("M0 0 L1 1 L", "expected a number at position 12, found the end of the path data (L takes 2 numbers: x y)"),
        ("M0 0 1", "expected a number at position 7, found the end of the path data"),
        ("M0 0 L1 1,,2 2", "expected a number at position 11, found ','"),
        ("M0 0 L 1 1 L 2 2 L 3 0x", "'x' at position 23 is not a path command"),
        ("M0 0 L 1 1 Z 😀", "expected a command letter (M, L, H, V, C, S, Q, T, A or Z) at position 14, found '😀'"),
        ("", "the path draws nothing"),
        ("M 5 5 Z", "the path draws nothing"),
        ("M 0 0 L 10 10", "the path encloses no area"),
        ("M 0 0 L 10 0 L 20 0 Z", "the path encloses no area"),
        ("M 0 0 H 10 H 0 Z", "the path encloses no area"),
        ("M 0 0 A 5 5 0 0 1 0 0 Z", "the path draws nothing"),
    ]

    @Test(arguments: bad)
    func badPathData(data: String, expected: String) {
        do {
            let shape = try PathShape(svgPathData: data)
            Issue.record("'\(data)' gave \(shape.path.svgPathData)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    @Test func enoughCases() { #expect(Self.bad.count >= 20) }

    @Test func tooManyCommands() {
        let data = "M0 0" + String(repeating: " L1 1", count: SVGPathParser.maximumCommands)
        #expect(throws: SVGPathError.tooManyCommands(limit: 10_000, position: 5 + 5 * (SVGPathParser.maximumCommands - 1) + 1)) {
            try SVGPathParser.parse(data)
        }
        // Implicit repeats count too.
        let implicit = "M0 0 L" + String(repeating: " 1 1", count: SVGPathParser.maximumCommands)
        #expect(throws: SVGPathError.self) { try SVGPathParser.parse(implicit) }
    }

    @Test func positionsAreCharactersNotBytes() {
        // 'é' is two bytes in UTF-8 but one character.
        #expect(throws: SVGPathError.expectedCommand(position: 6, found: "é")) { try SVGPathParser.parse("M0 0 é") }
        #expect(throws: SVGPathError.expectedNumber(position: 7, found: "é", command: "L", arguments: "2 numbers: x y")) {
            try SVGPathParser.parse("M0 0 Lé")
        }
        #expect(SVGPathError.expectedFlag(position: 3, found: nil).position == 3)
        #expect(SVGPathError.shape(.noArea).position == nil)
    }

    /// Hostile input ends in an error or a path, quickly, never a crash.
    @Test func hostileInput() {
        let inputs = [
            String(repeating: "M", count: 100_000), String(repeating: "-", count: 100_000),
            "M" + String(repeating: "9", count: 100_000), "M0 0 L" + String(repeating: ".", count: 100_000),
            "M0 0 A" + String(repeating: "1", count: 100_000), "M 0 0 \u{0} 1",
            "M0 0 A 1e-300 1e-300 0 0 1 1e-300 0", "M0 0 A 1e6 1e-6 89 1 0 1e6 1e6 Z",
            "M1e-320 1e-320 L 1 1",
        ]
        for data in inputs {
            _ = try? PathShape(svgPathData: data)
        }
    }
}

extension SVGPathError: CustomTestStringConvertible {
    public var testDescription: String { description }
}
