import Testing
import StarColor

/// Every spelling `Color(parsing:)` accepts, with the colour it must give
/// (as `hexString`), and bad inputs with the words their message must contain.
@Suite("Colour parsing")
struct ColorParsingTests {
    static let good: [(String, String)] = [
        // Hex, any case, with surrounding white space.
        ("#FFB400", "#FFB400"), ("#ffb400", "#FFB400"), ("#fFb40080", "#FFB40080"),
        ("#FB0", "#FFBB00"), ("#FB08", "#FFBB0088"), ("#FFB40080", "#FFB40080"),
        ("  #000  ", "#000000"), ("\t#abc\n", "#AABBCC"),
        // Keywords and names, case-insensitive.
        ("transparent", "transparent"), ("TRANSPARENT", "transparent"),
        ("red", "#FF0000"), ("Red", "#FF0000"), ("RED", "#FF0000"), (" gold ", "#FFD700"),
        ("rebeccapurple", "#663399"), ("RebeccaPurple", "#663399"),
        ("grey", "#808080"), ("gray", "#808080"), ("darkslategrey", "#2F4F4F"), ("darkslategray", "#2F4F4F"),
        ("lightgoldenrodyellow", "#FAFAD2"), ("goldenrod", "#DAA520"),
        // rgb() with 0–255 numbers, comma form.
        ("rgb(255,180,0)", "#FFB400"), ("rgb(255, 180, 0)", "#FFB400"), ("rgb( 255 , 180 , 0 )", "#FFB400"),
        ("RGB(255,180,0)", "#FFB400"), ("rgb (255,180,0)", "#FFB400"), ("rgb(+255, 0, 0)", "#FF0000"),
        ("rgb(-0, 0, 0)", "#000000"), ("rgb(2e2, 0, 0)", "#C80000"), ("rgb(127.5, 0, 0)", "#800000"),
        ("rgb(0.5, 128, 0)", "#018000"), ("rgb(1, 1, 1)", "#010101"),
        // rgba() and alpha as a number or a percentage.
        ("rgba(255,180,0,1)", "#FFB400"), ("rgba(255, 180, 0, 0.5)", "#FFB40080"),
        ("rgba(255,180,0,50%)", "#FFB40080"), ("rgba(10,20,30,.25)", "#0A141E40"),
        ("rgba(255,255,255,1e-1)", "#FFFFFF1A"), ("rgb(255,0,0,0)", "#FF000000"),
        ("rgba(0,0,0,0)", "transparent"), ("rgba(255,180,0)", "#FFB400"),
        // CSS Color 4 space form.
        ("rgb(255 180 0)", "#FFB400"), ("rgb(255 180 0 / 0.5)", "#FFB40080"),
        ("rgb(255 180 0 / 25%)", "#FFB40040"), ("rgba(255 180 0 / 1)", "#FFB400"),
        ("rgb(0 0 0 / 0%)", "transparent"), ("rgb(255 180 0/0.5)", "#FFB40080"),
        // Fractions: all three ≤ 1 and at least one decimal point.
        ("rgb(0.5, 0.2, 1)", "#8033FF"), ("rgb(1.0, 1, 1)", "#FFFFFF"), ("rgb(0, 0, 0.5)", "#000080"),
        ("rgb(.5 .5 .5)", "#808080"), ("rgb(0.3, 0, 0)", "#4D0000"), ("rgba(0.5, 0.2, 1, 0.5)", "#8033FF80"),
        // Percentages.
        ("rgb(50%, 20%, 100%)", "#8033FF"), ("rgb(100%,0%,0%)", "#FF0000"), ("rgb(0.5%, 0%, 0%)", "#010000"),
        ("rgb(100.0%, 0%, 0%)", "#FF0000"), ("rgb(50% 20% 100% / .5)", "#8033FF80"),
        // hsl() and hsla().
        ("hsl(0, 100%, 50%)", "#FF0000"), ("hsl(120, 100%, 50%)", "#00FF00"), ("hsl(240deg, 100%, 50%)", "#0000FF"),
        ("hsl(120, 100%, 25%)", "#008000"), ("hsla(120, 100%, 25%, 0.5)", "#00800080"),
        ("hsl(120 100% 25% / 50%)", "#00800080"), ("hsl(480, 100%, 25%)", "#008000"),
        ("hsl(-240, 100%, 25%)", "#008000"), ("hsl(0.5turn, 100%, 50%)", "#00FFFF"),
        ("hsl(200grad, 100%, 50%)", "#00FFFF"), ("hsl(3.14159265358979rad, 100%, 50%)", "#00FFFF"),
        ("hsl(0, 0%, 50%)", "#808080"), ("hsl(0, 0%, 100%)", "#FFFFFF"), ("hsl(270, 50%, 40%)", "#663399"),
        ("HSL(270,50%,40%)", "#663399"), ("hsla(270, 50%, 40%)", "#663399"), ("hsl(270DEG 50% 40%)", "#663399"),
    ]

    @Test("accepted spellings", arguments: good)
    func parses(text: String, hex: String) throws {
        #expect(try Color(parsing: text).hexString == hex)
    }

    @Test("the table is big enough") func tableSizes() {
        #expect(Self.good.count >= 60)
        #expect(Self.bad.count >= 30)
    }

    static let bad: [(String, String)] = [
        ("", "no colour given"),
        ("   ", "no colour given"),
        ("gren", "'gren' at position 1 is not a colour name; did you mean 'green'?"),
        ("bleu", "did you mean 'blue'?"),
        ("rebeccapurpel", "did you mean 'rebeccapurple'?"),
        ("transparant", "did you mean 'transparent'?"),
        ("light blue", "'light blue' at position 1 is not a colour name; did you mean 'lightblue'?"),
        ("  xyzzy", "'xyzzy' at position 3 is not a colour name (expected a CSS colour name (gold"),
        ("red-ish", "'red-ish' at position 1 is not a colour name"),
        ("FFB400", "did you mean '#FFB400'?"),
        ("123456", "'123456' at position 1 is not a colour name; did you mean '#123456'?"),
        ("#GGG", "'G' at position 2 is not a hex digit"),
        ("#\u{FF26}\u{FF26}\u{FF26}", "at position 2 is not a hex digit"),
        ("#12345", "the hex colour at position 1 has 5 digits; expected 3, 4, 6 or 8"),
        ("#", "has 0 digits"),
        ("#FFB4000", "has 7 digits"),
        ("#fff x", "unexpected 'x' at position 6 after the colour"),
        ("rgb(300,0,0)", "red 300 at position 5 is out of range; expected 0–255"),
        ("rgb(0,-1,0)", "green -1 at position 7 is out of range"),
        ("rgb(0,0,256)", "blue 256 at position 9 is out of range"),
        ("rgb(120%,0%,0%)", "red 120% at position 5 is out of range; expected 0%–100%"),
        ("rgb(1e400, 0, 0)", "red 1e400 at position 5 is out of range"),
        ("rgb(50%, 20, 100)", "green 20 at position 10 mixes percentages and plain numbers"),
        ("rgb(255,0)", "expected ',' after green at position 10, found ')'"),
        ("rgb(255,0,0", "after blue at position 12, found the end of the text"),
        ("rgb(255 0, 0)", "expected a number for blue (separate the components all with commas or all with spaces) at position 10, found ','"),
        ("rgb(255, 0 0)", "expected ',' after green at position 12, found '0'"),
        ("rgb(1 2 3 4)", "expected '/' and an alpha, or ')', after blue at position 11, found '4'"),
        ("rgb(1,2,3 / 0.5)", "expected ',' and an alpha, or ')', after blue at position 11, found '/'"),
        ("rgba(0,0,0,0.5,1)", "expected ')' after the alpha at position 15, found ','"),
        ("rgba(0,0,0,2)", "alpha 2 at position 12 is out of range; expected 0–1 or 0%–100%"),
        ("rgba(0,0,0,150%)", "alpha 150% at position 12 is out of range"),
        ("rgba(0,0,0,1px)", "unexpected unit 'px' at position 13: alpha takes a number 0–1 or a percentage"),
        ("rgb(1.5.5, 0, 0)", "expected a space, ',', '/' or ')' after '1.5' at position 8, found '.'"),
        ("rgb(x, 0, 0)", "expected a number for red at position 5, found 'x'"),
        ("rgb(255px, 0, 0)", "unexpected unit 'px' at position 8: red takes a number"),
        ("rgb(-, 0, 0)", "'-' at position 5 is not a number"),
        ("rgb()", "expected a number for red at position 5, found ')'"),
        ("rgb(255,,0)", "expected a number for green at position 9, found ','"),
        ("rgb(0,0,0) x", "unexpected 'x' at position 12 after the colour"),
        ("rbg(0,0,0)", "'rbg(' at position 1 is not a colour function; did you mean 'rgb('?"),
        ("cmyk(0,0,0,0)", "'cmyk(' at position 1 is not a colour function; expected rgb, rgba, hsl or hsla"),
        ("rgb", "expected '(' after 'rgb' at position 4, found the end of the text"),
        ("hsl(120, 50, 50%)", "expected a percentage for saturation (like 50%) at position 10, found '50'"),
        ("hsl(120, 100%, 150%)", "lightness 150% at position 16 is out of range; expected 0%–100%"),
        ("hsl(120px, 100%, 50%)", "unexpected unit 'px' at position 8: hue takes an angle"),
        ("hsl(1e300turn, 50%, 50%)", "hue 1e300turn at position 5 is out of range"),
        ("hsl(120, 100%)", "expected ',' after saturation at position 14, found ')'"),
        ("%", "expected a colour (a name, #hex, rgb() or hsl()) at position 1, found '%'"),
        ("ramp:#fff,#000", "'ramp:' at position 1 starts a colour scale, which is not accepted here"),
        ("Steps:2=red,blue", "'Steps:' at position 1 starts a colour scale"),
    ]

    @Test("bad spellings say what and where", arguments: bad)
    func rejects(text: String, expected: String) {
        do {
            let color = try Color(parsing: text)
            Issue.record("'\(text)' parsed as \(color.hexString)")
        } catch {
            #expect(error.reason.contains(expected), "\(error.reason)")
            #expect(error.input == text)
            #expect(error.description.hasPrefix("'\(text)' is not a colour: "))
        }
    }

    /// Fractions and percentages round half up exactly on the decimal written:
    /// k/1000 × 255 rounded half up, for every k (binary floating point gets
    /// some of these wrong, e.g. 0.3 × 255 = 76.5).
    @Test func exactRoundingOfFractionsAndPercentages() throws {
        for k in 0...1000 {
            let expected = UInt8((2 * k * 255 + 1000) / 2000)
            let digits = String(k)
            let fraction = k == 1000 ? "1.0" : "0." + String(repeating: "0", count: 3 - digits.count) + digits
            #expect(try Color(parsing: "rgb(\(fraction), 0, 0)").red == expected, "\(fraction)")
            let percent = "\(k / 10).\(k % 10)%"
            #expect(try Color(parsing: "rgb(\(percent) 0% 0%)").red == expected, "\(percent)")
            #expect(try Color(parsing: "rgba(0, 0, 0, \(fraction))").alpha == expected, "alpha \(fraction)")
        }
    }

    /// Every 8-bit value survives hexString → parse, and rgb() → parse.
    @Test func roundTrips() throws {
        for v in 0...255 {
            let c = Color(red: UInt8(v), green: UInt8(255 - v), blue: UInt8(v / 2), alpha: UInt8((v * 7) % 256))
            #expect(try Color(parsing: c.hexString) == c)
            let opaque = Color(red: c.red, green: c.green, blue: c.blue)
            #expect(try Color(parsing: "rgb(\(c.red), \(c.green), \(c.blue))") == opaque)
            #expect(try Color(parsing: "rgb(\(c.red) \(c.green) \(c.blue))") == opaque)
        }
    }

    /// Errors carry the position as a number too.
    @Test func positions() {
        func position(_ text: String) -> Int? {
            do { _ = try Color(parsing: text); return nil } catch { return error.position }
        }
        #expect(position("rgb(10, 20, 300)") == 13)
        #expect(position("  gren") == 3)
        #expect(position("") == nil)
    }

    /// Hostile input: long or odd strings fail quickly with a message, never crash.
    @Test func hostileInputs() throws {
        let inputs = [
            String(repeating: "a", count: 100_000), String(repeating: "(", count: 10_000),
            "rgb(" + String(repeating: "9", count: 5000) + ",0,0)", "rgb(1e99999999999999999999,0,0)",
            "rgb(0." + String(repeating: "0", count: 5000) + "1, 0, 256)", "#" + String(repeating: "F", count: 10_000),
            "\u{0}", "rgb(\u{0},0,0)", "🙂", "rgb(🙂)", "hsl(nan, 1%, 1%)", "rgb(inf, 0, 0)",
        ]
        for text in inputs {
            #expect(throws: ColorParseError.self) { try Color(parsing: text) }
        }
        // Tiny values still parse exactly.
        let tiny = "rgb(0." + String(repeating: "0", count: 5000) + "1, 0, 0.5)"
        #expect(try Color(parsing: tiny) == Color(red: 0, green: 0, blue: 128))
    }
}
