import StarGeometry

/// Relative path commands in hundredths of a pixel, written as bytes.
struct SVGPathWriter {
    private(set) var bytes: [UInt8] = []
    /// The current point and the current subpath's start, in 1/100 px.
    private var current = (x: 0, y: 0), subpathStart = (x: 0, y: 0)
    /// The command the next numbers would continue without a letter.
    private var continuing: UInt8?

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `letter` (a relative command) with its points, each relative
    /// to the current point at the command's start; its last point becomes
    /// the current point.
    mutating func command(_ letter: UInt8, _ p: Point) {
        begin(letter)
        finish(letter, at: point(p))
    }

    mutating func command(_ letter: UInt8, _ p1: Point, _ p2: Point) {
        begin(letter)
        _ = point(p1)
        finish(letter, at: point(p2))
    }

    mutating func command(_ letter: UInt8, _ p1: Point, _ p2: Point, _ p3: Point) {
        begin(letter)
        _ = point(p1)
        _ = point(p2)
        finish(letter, at: point(p3))
    }

    private mutating func begin(_ letter: UInt8) {
        if letter != continuing { bytes.append(letter) }
    }

    /// Writes `p` relative to the current point; returns it in 1/100 px.
    private mutating func point(_ p: Point) -> (x: Int, y: Int) {
        let rounded = (x: Int((p.x * 100).rounded()), y: Int((p.y * 100).rounded()))
        number(rounded.x - current.x)
        number(rounded.y - current.y)
        return rounded
    }

    private mutating func finish(_ letter: UInt8, at end: (x: Int, y: Int)) {
        current = end
        if letter == UInt8(ascii: "m") {
            subpathStart = end
            // Pairs after a moveto are lines.
            continuing = UInt8(ascii: "l")
        } else {
            continuing = letter
        }
    }

    mutating func close() {
        bytes.append(UInt8(ascii: "z"))
        current = subpathStart
        continuing = nil
    }

    /// `hundredths` / 100 with the fewest characters, after a space unless a
    /// letter or its own minus sign separates it from the number before.
    private mutating func number(_ hundredths: Int) {
        let negative = hundredths < 0
        if negative {
            bytes.append(UInt8(ascii: "-"))
        } else if let last = bytes.last, !Self.isLetter(last) {
            bytes.append(UInt8(ascii: " "))
        }
        let magnitude = hundredths.magnitude
        let whole = magnitude / 100, fraction = Int(magnitude % 100)
        if whole != 0 || fraction == 0 { appendDecimal(whole) }
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    private mutating func appendDecimal(_ value: UInt) {
        guard value >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        let start = bytes.count
        var rest = value
        while rest > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        bytes[start...].reverse()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
