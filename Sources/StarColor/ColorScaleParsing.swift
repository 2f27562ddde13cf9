extension ColorScale {
    /// The most entries a `ramp:` or `steps:` scale may have.
    public static let maximumEntries = 1000

    /// The accepted spellings, for help texts and messages.
    public static let syntaxSummary =
        "a colour, ramp:C1,C2,… (blended over rating 0…max) or steps:T1=C1,T2=C2,…,C (colour Ci below threshold Ti)"

    /// Parses a colour that may depend on the rating:
    /// - a plain colour (any `Color(parsing:)` spelling) → `.constant`;
    /// - `ramp:C1,C2,…,Cn` (n ≥ 2) → `.ramp`, colours evenly spaced over rating 0…max;
    /// - `steps:T1=C1,…,Tk=Ck,C` (k ≥ 1) → `.steps`: a rating below T1 gets C1,
    ///   below T2 gets C2, …, and at or above Tk gets C. Thresholds are plain
    ///   numbers in stars, strictly increasing.
    /// `ramp` and `steps` are case-insensitive; white space around entries is
    /// ignored; commas inside `rgb(…)` do not split entries.
    public init(parsing text: String) throws(ColorScaleError) {
        let characters = Array(text)
        do {
            self = try Self.scale(characters)
        } catch {
            throw ColorScaleError(input: text, problem: error)
        }
    }

    private static func scale(_ characters: [Character]) throws(ColorScaleError.Problem) -> ColorScale {
        var cursor = ColorTextCursor(characters, from: 0, to: characters.count)
        cursor.skipWhitespace()
        let wordStart = cursor
        let word = cursor.read(while: \.isLetter)
        let kind = word.lowercased()
        guard cursor.current == ":" else {
            if kind == "ramp" || kind == "steps" {
                throw .missingColon(word, position: cursor.position)
            }
            do {
                return .constant(try ColorReader.color(in: characters, from: 0, to: characters.count))
            } catch {
                throw .color(entry: nil, error)
            }
        }
        let entries = splitEntries(characters, from: cursor.index + 1)
        guard entries.count <= maximumEntries else { throw .tooManyEntries(maximumEntries) }
        for (number, entry) in entries.enumerated() where isBlank(characters, entry) {
            throw .emptyEntry(number + 1, position: entry.lowerBound + 1)
        }
        switch kind {
        case "ramp": return try ramp(characters, entries)
        case "steps": return try steps(characters, entries)
        default:
            throw .unknownKind(word, position: wordStart.position,
                               suggestion: ColorNameSuggestion.nearest(to: word, in: ["ramp", "steps"]))
        }
    }

    private static func ramp(_ characters: [Character], _ entries: [Range<Int>]) throws(ColorScaleError.Problem) -> ColorScale {
        var colors: [Color] = []
        for (number, entry) in entries.enumerated() {
            if let equals = entry.first(where: { characters[$0] == "=" }) {
                throw .thresholdInRamp(number + 1, position: equals + 1)
            }
            colors.append(try color(characters, entry, number: number + 1))
        }
        guard let ramp = ColorRamp(colors: colors) else { throw .tooFewRampColors(colors.count) }
        return .ramp(ramp)
    }

    private static func steps(_ characters: [Character], _ entries: [Range<Int>]) throws(ColorScaleError.Problem) -> ColorScale {
        guard let lastEntry = entries.last, entries.count >= 2 else { throw .missingSteps }
        var steps: [ColorSteps.Step] = []
        var previous: ColorNumber?
        for (number, entry) in entries.dropLast().enumerated() {
            guard let equals = entry.first(where: { characters[$0] == "=" }) else {
                throw .missingThreshold(number + 1, position: firstVisible(characters, entry) + 1)
            }
            let threshold = try self.threshold(characters, entry.lowerBound..<equals)
            if let previous, !(threshold.value > previous.value) {
                throw .notIncreasing(threshold.text, position: threshold.position, previous: previous.text)
            }
            previous = threshold
            let color = try color(characters, (equals + 1)..<entry.upperBound, number: number + 1)
            steps.append(ColorSteps.Step(threshold: threshold.value, color: color))
        }
        if let equals = lastEntry.first(where: { characters[$0] == "=" }) {
            throw .thresholdOnLast(entries.count, position: equals + 1)
        }
        let last = try color(characters, lastEntry, number: entries.count)
        guard let result = ColorSteps(steps: steps, last: last) else { throw .missingSteps }
        return .steps(result)
    }

    /// A plain finite number (no unit) filling `range` apart from spaces.
    private static func threshold(_ characters: [Character], _ range: Range<Int>) throws(ColorScaleError.Problem) -> ColorNumber {
        var cursor = ColorTextCursor(characters, from: range.lowerBound, to: range.upperBound)
        cursor.skipWhitespace()
        let start = cursor
        let number = try? ColorNumber.read(from: &cursor)
        cursor.skipWhitespace()
        guard let number, number.unit.isEmpty, number.value.isFinite, abs(number.value) <= 1e15, cursor.isAtEnd else {
            throw .badThreshold(start.rest(), position: start.position)
        }
        return number
    }

    private static func color(_ characters: [Character], _ range: Range<Int>, number: Int) throws(ColorScaleError.Problem) -> Color {
        do {
            return try ColorReader.color(in: characters, from: range.lowerBound, to: range.upperBound)
        } catch {
            throw .color(entry: number, error)
        }
    }

    /// Ranges between commas that are not inside parentheses.
    private static func splitEntries(_ characters: [Character], from start: Int) -> [Range<Int>] {
        var entries: [Range<Int>] = []
        var depth = 0
        var entryStart = start
        for i in start..<max(start, characters.count) {
            switch characters[i] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0:
                entries.append(entryStart..<i)
                entryStart = i + 1
            default: break
            }
        }
        entries.append(entryStart..<max(entryStart, characters.count))
        return entries
    }

    private static func isBlank(_ characters: [Character], _ range: Range<Int>) -> Bool {
        range.allSatisfy { characters[$0].isWhitespace }
    }

    private static func firstVisible(_ characters: [Character], _ range: Range<Int>) -> Int {
        range.first { !characters[$0].isWhitespace } ?? range.lowerBound
    }
}
