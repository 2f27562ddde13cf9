import StarUnicode
import Testing
import StarBadge
import StarColor
@testable import StarBadgeCLI

/// The option table is the one place an option is declared: its default
/// is the library's, its help group, batch field, completion and rules come
/// from its entry.
@Suite("The option table")
struct OptionTableTests {
    static let style = BadgeOptions.definitions + OutputOptions.definitions

    static func spec(_ values: OptionValues, prefix: String = "--") throws(CLIError) -> BadgeSpec {
        try BadgeOptions.spec(rating: 3, values: values, command: "render", namePrefix: prefix, context: .quiet())
    }

    @Test("with no option given, the badge is the library's default badge")
    func defaultsAreTheLibrarys() throws {
        let library = try BadgeSpec(rating: 3)
        #expect(try Self.spec([:]).design == library.design)
    }

    /// Settings given to the CLI and to the library, each its own way.
    static let sameBadges: [(values: OptionValues, change: @Sendable (inout BadgeSettings) throws -> Void)] = [
        (["style": "flat"], { $0.style = .flat }),
        (["style": "for-the-badge", "value-text": "{rating}/5"], { $0.style = .forTheBadge; $0.value = try LabelSpec(template: "{rating}/5") }),
        (["label": "تقييم {rating}"], { $0.label = try LabelSpec(template: "تقييم {rating}") }),
        (["label": "Rating {rating}", "direction": "rtl"], { $0.label = try LabelSpec(template: "Rating {rating}"); $0.direction = .rightToLeft }),
        (["label": "Rating", "label-position": "bottom"], { $0.label = try LabelSpec(template: "Rating", position: .bottom) }),
        (["fill": "precise", "on-color": "#0a7"], { $0.fillMode = .precise; $0.onColorScale = .constant(try Color(parsing: "#0a7")) }),
    ]

    @Test("the CLI and the library draw the same badge for the same settings", arguments: 0..<sameBadges.count)
    func sameBadge(index: Int) throws {
        let (values, change) = Self.sameBadges[index]
        let cli = try Self.spec(values)
        let library = try BadgeSpec(rating: 3, BadgeSettings().with(change))
        let renderer = BadgeRenderer()
        #expect(renderer.image(for: cli) == renderer.image(for: library), "\(values)")
        #expect(cli.design.direction == library.design.direction)
    }

    @Test("every default a reader can fall back on is typed as its option's kind")
    func defaultsMatchKinds() throws {
        let read = ValueReader(values: [:], options: Self.style, command: "render")
        for option in Self.style {
            switch (option.kind, option.fallback) {
            case (_, nil): continue
            case (.number, .number(let value)?): #expect(try read.number(option.name) == value)
            case (.wholeNumber, .wholeNumber(let value)?): #expect(try read.wholeNumber(option.name) == value)
            case (.color, .color(let value)?): #expect(try read.color(option.name) == value)
            case (.colorScale, .color(let value)?): #expect(try read.colorScale(option.name) == .constant(value))
            case (.choice(let words), .word(let word)?): #expect(words.contains(word), "\(option.name)")
            case (.text, .word(let word)?): #expect(read.text(option.name) == word)
            default: Issue.record("--\(option.name): a \(option.kind) option with the default \(String(describing: option.fallback))")
            }
            #expect(option.defaultValue != nil, "--\(option.name) shows its default in help")
        }
    }

    @Test("every style option is under a help heading and is a batch field")
    func styleOptionsAreGroupedAndFields() {
        for option in BadgeOptions.definitions {
            #expect(option.group != nil, "--\(option.name)")
            #expect(BatchSettings.fields[option.name] != nil, "--\(option.name)")
        }
        #expect(BatchSettings.fields[.alt] != nil)
        #expect(BatchSettings.darkKeys == [.darkOnColor, .darkOffColor, .darkBackground, .darkTextColor, .darkLogoColor])
    }

    @Test("a repeated option is kept as an array, from a command line and from a batch entry")
    func repeatedOptionsAreArrays() throws {
        let parsed = try ArgumentParser(command: "render", options: RenderCommand.options)
            .parse(["--rating", "3", "--font", "A Font", "--font", "B Font", "--size", "20", "--size", "30"])
        #expect(parsed.values.all(.font) == ["A Font", "B Font"])
        #expect(parsed.values[.size] == "30")
        let entries = try BatchInput.entries(from: Array(#"[{"name": "a", "rating": 1, "font": ["A Font", "B Font"]}]"#.utf8),
                                             source: "in.json")
        #expect(entries[0].values.all(.font) == ["A Font", "B Font"])
    }

    @Test("rules name options as their reader does: flags on a command line, fields in a batch entry")
    func rulesNameOptions() {
        let values: OptionValues = ["size": "20", "width": "100"]
        let flags = #expect(throws: CLIError.self) { try Self.spec(values) }
        #expect(flags?.message == "'--size' cannot be combined with '--width' or '--height': the star size is computed "
                + "from the frame (use '--min-size' to bound it)")
        let fields = #expect(throws: CLIError.self) { try Self.spec(values, prefix: "") }
        #expect(fields?.message == "'size' cannot be combined with 'width' or 'height': the star size is computed "
                + "from the frame (use 'min-size' to bound it)")
    }

    @Test("each rule of the table refuses what it states", arguments: [
        (["label-gap": "3"], "'--label-gap' needs '--label'"),
        (["value-text": "x"], "'--value-text' needs a shields style: '--style' 'flat', 'flat-square', 'for-the-badge', 'plastic' or 'social'"),
        (["style": "flat", "size": "3"], "'--size' cannot be used with '--style flat': that style sets its own sizes and colours"),
        (["full-image": "x.png", "points": "6"], "'--points' does not apply to '--full-image' stars (pictures replace the shape)"),
        (["outline-width": "2"], "'--outline-width' needs '--empty-style outline' (or '--palette accessible', whose empty stars are outlined)"),
        (["half-image": "x.png"], "'--half-image' needs '--full-image' (the picture of a full star)"),
    ] as [(OptionValues, String)])
    func rules(values: OptionValues, message: String) {
        let error = #expect(throws: CLIError.self) { try Self.spec(values) }
        #expect(error?.message == message)
        #expect(error?.exitStatus == .usage)
    }
}

/// One mapping of library errors to the command line's: one exit status per kind.
@Suite("Library errors on the command line")
struct BadgeErrorMappingTests {
    let read = ValueReader(values: ["size": "0.5"], options: BadgeOptions.definitions, command: "render")

    @Test("each kind of library error has one exit status")
    func oneStatusPerKind() {
        let cases: [(BadgeError, StarBadgeCLI.ExitStatus)] = [
            (.invalid(.starSize, value: "0.5", reason: .outOfRange("must be at least 1 px")), .usage),
            (.invalid(.imagesFull, value: "x.png", reason: .unusable("not a PNG file")), .dataError),
            (.imageTooLarge(width: 1e6, height: 10, reason: .unusable("more than the limit")), .usage),
            (.svgTooLarge(plannedBytes: 1 << 30, limit: 1 << 20), .usage),
            (.font(path: "/nonexistent/font.ttf", reason: .unusable("cannot open")), .noInput),
        ]
        for (error, status) in cases {
            #expect(CLIError.badge(error, read).exitStatus == status, "\(error)")
        }
    }

    @Test("a value refused is quoted as given, under its option's name")
    func quotesTheValueGiven() {
        let error = CLIError.badge(.invalid(.starSize, value: "0.50000", reason: .outOfRange("must be at least 1 px")), read)
        #expect(error.message == "invalid value '0.5' for '--size': must be at least 1 px")
    }
}

/// One edit distance (optimal string alignment) behind every "did you mean".
@Suite("Did you mean")
struct SuggestionTests {
    @Test("a shape name with two swapped pairs of letters is recognised")
    func shapeSuggestion() {
        // Two swaps: 2 edits with swaps, 4 without.
        #expect(throws: (any Error).self) { try BadgeShape(parsing: "ehatr") }
        do { _ = try BadgeShape(parsing: "ehatr") } catch {
            #expect("\(error)".contains("did you mean 'heart'"), "\(error)")
        }
    }

    @Test("the nearest candidate within the allowance, ties to the earlier")
    func nearest() {
        #expect(EditDistance.nearest(to: "rendr", in: ["batch", "render", "sprite"]) == "render")
        #expect(EditDistance.nearest(to: "xyz", in: ["batch", "render"]) == nil)
        #expect(EditDistance.nearest(to: "ab", in: ["ax", "ay"]) == "ax")
    }
}
