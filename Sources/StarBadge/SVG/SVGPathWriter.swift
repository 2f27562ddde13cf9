import StarGeometry

/// Relative path commands in hundredths of a pixel.
struct SVGPathWriter {
    private(set) var text = ""
    /// The current point and the current subpath's start, in 1/100 px.
    private var current = (x: 0, y: 0), subpathStart = (x: 0, y: 0)
    /// The command the next numbers would continue without a letter.
    private var continuing: Character?

    /// Appends `letter` (a relative command) with its points, each relative
    /// to the current point at the command's start; its last point becomes
    /// the current point.
    mutating func command(_ letter: Character, _ points: [Point]) {
        let rounded = points.map { (x: Int(($0.x * 100).rounded()), y: Int(($0.y * 100).rounded())) }
        guard let end = rounded.last else { return }
        if letter != continuing { text.append(letter) }
        for point in rounded {
            number(point.x - current.x)
            number(point.y - current.y)
        }
        current = end
        if letter == "m" {
            subpathStart = end
            // Pairs after a moveto are lines.
            continuing = "l"
        } else {
            continuing = letter
        }
    }

    mutating func close() {
        text.append("z")
        current = subpathStart
        continuing = nil
    }

    /// `hundredths` / 100 with the fewest characters, after a space unless a
    /// letter or its own minus sign separates it from the number before.
    private mutating func number(_ hundredths: Int) {
        var digits = String(abs(hundredths) / 100)
        let fraction = abs(hundredths) % 100
        if fraction != 0 {
            if digits == "0" { digits = "" }
            digits += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        let negative = hundredths < 0
        if !negative, let last = text.last, !last.isLetter { text.append(" ") }
        if negative { text.append("-") }
        text += digits
    }
}
