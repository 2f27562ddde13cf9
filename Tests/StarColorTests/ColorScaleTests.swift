import Testing
import StarColor

@Suite("Colour scales by rating")
struct ColorScaleTests {
    let red = Color(red: 0xE5, green: 0x39, blue: 0x35)
    let yellow = Color(red: 0xFD, green: 0xD8, blue: 0x35)
    let green = Color(red: 0x43, green: 0xA0, blue: 0x47)

    @Test func plainColourIsConstant() throws {
        let scale = try ColorScale(parsing: " gold ")
        #expect(scale == .constant(Color(red: 255, green: 215, blue: 0)))
        for rating in [-1, 0, 2.5, 5, 99, .nan] {
            #expect(scale.color(forRating: rating, maxRating: 5) == Color(red: 255, green: 215, blue: 0))
        }
    }

    @Test func rampEndsMiddleAndBetween() throws {
        let scale = try ColorScale(parsing: "ramp:#E53935,#FDD835,#43A047")
        #expect(scale == .ramp(try #require(ColorRamp(colors: [red, yellow, green]))))
        #expect(scale.color(forRating: 0, maxRating: 5) == red)
        #expect(scale.color(forRating: 2.5, maxRating: 5) == yellow)
        #expect(scale.color(forRating: 5, maxRating: 5) == green)
        // A quarter of the way: halfway from red to yellow, each channel rounded half up.
        // (0xE5+0xFD)/2 = 241, (0x39+0xD8)/2 = 136.5 → 137, 0x35 = 53.
        #expect(scale.color(forRating: 1.25, maxRating: 5) == Color(red: 241, green: 137, blue: 53))
        // Clamped outside 0…max; a non-positive or non-finite max or a NaN rating gives the first colour.
        #expect(scale.color(forRating: -3, maxRating: 5) == red)
        #expect(scale.color(forRating: 7, maxRating: 5) == green)
        #expect(scale.color(forRating: .infinity, maxRating: 5) == green)
        #expect(scale.color(forRating: .nan, maxRating: 5) == red)
        #expect(scale.color(forRating: 3, maxRating: 0) == red)
        #expect(scale.color(forRating: 3, maxRating: .nan) == red)
        #expect(scale.color(forRating: 3, maxRating: -5) == red)
    }

    /// The ramp is continuous and monotone between two colours, alpha included.
    @Test func rampIsContinuousIncludingAlpha() throws {
        let scale = try ColorScale(parsing: "ramp:#00000000, #FF804000")
        var previous = scale.color(forRating: 0, maxRating: 10)
        for step in 1...1000 {
            let c = scale.color(forRating: Double(step) / 100, maxRating: 10)
            #expect(c.red >= previous.red && c.red - previous.red <= 1)
            #expect(c.green >= previous.green && c.alpha == 0)
            previous = c
        }
        #expect(previous == Color(red: 255, green: 128, blue: 64, alpha: 0))
        let alpha = try ColorScale(parsing: "ramp:rgba(0,0,0,0),black")
        #expect(alpha.color(forRating: 0.5, maxRating: 1).alpha == 128)  // 127.5 rounds up
    }

    @Test func stepsUseBelowTheThreshold() throws {
        let scale = try ColorScale(parsing: "steps:2=#E53935,3.5=#FDD835,#43A047")
        let steps = try #require(ColorSteps(
            steps: [.init(threshold: 2, color: red), .init(threshold: 3.5, color: yellow)], last: green))
        #expect(scale == .steps(steps))
        let expectations: [(Double, Color)] = [
            (-.infinity, red), (0, red), (1.99, red), (2, yellow), (3.49, yellow), (3.5, green),
            (5, green), (1e9, green), (.infinity, green), (.nan, red),
        ]
        for (rating, color) in expectations {
            #expect(scale.color(forRating: rating, maxRating: 5) == color, "rating \(rating)")
        }
    }

    @Test("other good spellings", arguments: [
        "RAMP: red , rgb(0, 0, 255) ,green",
        "ramp:hsl(0, 100%, 50%),rgb(0 0 255 / 50%),#0F0",
        "Steps: 1 = red, 2.5=rgb(1, 2, 3) , 3e0 = blue , green",
        "steps:0=red,green",
        "steps:-5=red,+5=blue,green",
    ])
    func parses(text: String) throws {
        let scale = try ColorScale(parsing: text)
        // The description parses back to the same scale.
        #expect(try ColorScale(parsing: scale.description) == scale, "\(scale)")
    }

    @Test func descriptions() throws {
        #expect(try ColorScale(parsing: "gold").description == "#FFD700")
        #expect(try ColorScale(parsing: "ramp:red,lime").description == "ramp:#FF0000,#00FF00")
        #expect(try ColorScale(parsing: "steps:2=red,3.5=blue,lime").description == "steps:2=#FF0000,3.5=#0000FF,#00FF00")
    }

    @Test func invariantsInTheTypes() {
        #expect(ColorRamp(colors: []) == nil)
        #expect(ColorRamp(colors: [.black]) == nil)
        #expect(ColorSteps(steps: [], last: .black) == nil)
        #expect(ColorSteps(steps: [.init(threshold: .nan, color: .white)], last: .black) == nil)
        #expect(ColorSteps(steps: [.init(threshold: 2, color: .white), .init(threshold: 2, color: .white)], last: .black) == nil)
        #expect(ColorSteps(steps: [.init(threshold: 3, color: .white), .init(threshold: 2, color: .white)], last: .black) == nil)
    }

    static let bad: [(String, String)] = [
        ("", "no colour given"),
        ("gren", "'gren' at position 1 is not a colour name; did you mean 'green'?"),
        ("ramp:", "entry 1 at position 6 is empty"),
        ("ramp:#fff", "a ramp needs at least 2 colours, found 1"),
        ("ramp:#fff,,#000", "entry 2 at position 11 is empty"),
        ("ramp:#fff,#000,", "entry 3 at position 16 is empty"),
        ("ramp:#fff,gren", "colour 2: 'gren' at position 11 is not a colour name; did you mean 'green'?"),
        ("ramp:#fff,rgb(300,0,0)", "colour 2: red 300 at position 15 is out of range"),
        ("ramp:#fff #000", "colour 1: unexpected '#000' at position 11 after the colour"),
        ("ramp:2=#fff,#000", "'=' at position 7 in entry 1: ramp colours take no thresholds"),
        ("ramp #fff,#000", "expected ':' after 'ramp' at position 5"),
        ("ramps:#fff,#000", "'ramps:' at position 1 is not a kind of colour scale; did you mean 'ramp:'?"),
        ("gold:#fff,#000", "'gold:' at position 1 is not a kind of colour scale; expected 'ramp:' or 'steps:'"),
        ("steps:#fff", "steps need at least one THRESHOLD=COLOUR entry"),
        ("steps:#fff,#000", "entry 1 at position 7 needs a threshold"),
        ("steps:2=#fff,3=#000", "the last entry (2) at position 15 has a threshold"),
        ("steps:2=#fff,1=#000,#0f0", "threshold 1 at position 14 is not above the previous threshold 2"),
        ("steps:2=#fff,2.0=#000,#0f0", "threshold 2.0 at position 14 is not above the previous threshold 2"),
        ("steps:x=#fff,#000", "expected a threshold number before '=' at position 7, found 'x'"),
        ("steps:=#fff,#000", "expected a threshold number before '=' at position 7, found nothing"),
        ("steps:2px=#fff,#000", "found '2px'"),
        ("steps:1e400=#fff,#000", "found '1e400'"),
        ("steps: 2 3=#fff,#000", "found '2 3'"),
        ("steps:2=#ggg,#000", "colour 1: 'g' at position 10 is not a hex digit"),
        ("steps:2=,#000", "colour 1: no colour given"),
    ]

    @Test("bad scales say what and where", arguments: bad)
    func rejects(text: String, expected: String) {
        do {
            let scale = try ColorScale(parsing: text)
            Issue.record("'\(text)' parsed as \(scale)")
        } catch {
            #expect(error.reason.contains(expected), "\(error.reason)")
            #expect(error.input == text)
        }
    }

    @Test func tooManyEntries() {
        let text = "ramp:" + Array(repeating: "red", count: ColorScale.maximumEntries + 1).joined(separator: ",")
        #expect(throws: ColorScaleError.self) { try ColorScale(parsing: text) }
        let ok = "ramp:" + Array(repeating: "red", count: ColorScale.maximumEntries).joined(separator: ",")
        #expect((try? ColorScale(parsing: ok)) != nil)
    }
}
