/// Reads SVG path data — the `d` attribute's mini-language — into a `Path`.
///
/// Supported: `M m L l H h V v C c S s Q q T t A a Z z`; implicit repeats
/// (extra coordinate pairs after `M` are lines, after `m` relative lines;
/// other commands repeat themselves); numbers such as `10`, `-.5e2`, `1.5.5`
/// (= 1.5 and .5) and `1-2` (= 1 and −2); white space and single commas
/// between numbers; arc flags written as single digits (`a1 1 0 01 5 5`).
/// Arcs become cubic Béziers (see `SVGArc`). After `Z` the pen returns to the
/// sub-path's start, and drawing on without `M` starts a new sub-path there.
///
/// Limits: at most `maximumCommands` commands (implicit repeats count), and
/// every number and every resulting point within ±`maximumMagnitude`.
/// Empty data gives an empty path (use `PathShape` to require an area).
package enum SVGPathParser {
    /// The most commands one path may have, implicit repeats included.
    package static let maximumCommands = 10_000
    /// The largest magnitude of any number or point coordinate.
    package static let maximumMagnitude = 1e6

    package static func parse(_ data: String) throws(SVGPathError) -> Path {
        var parser = State(scanner: SVGPathScanner(data))
        return try parser.run()
    }

    private enum Command: Character {
        case move = "M", line = "L", horizontal = "H", vertical = "V", cubic = "C", smoothCubic = "S"
        case quadratic = "Q", smoothQuadratic = "T", arc = "A", close = "Z"

        /// The arguments, for messages.
        var arguments: String {
            switch self {
            case .move, .line, .smoothQuadratic: return "2 numbers: x y"
            case .horizontal: return "1 number: x"
            case .vertical: return "1 number: y"
            case .cubic: return "6 numbers: x1 y1 x2 y2 x y"
            case .smoothCubic: return "4 numbers: x2 y2 x y"
            case .quadratic: return "4 numbers: x1 y1 x y"
            case .arc: return "7 numbers: rx ry x-axis-rotation large-arc-flag sweep-flag x y"
            case .close: return "no numbers"
            }
        }
    }

    private struct State {
        var scanner: SVGPathScanner
        var path = Path()
        var pen = Point.zero
        var start = Point.zero
        /// After `Z`: the next drawing command first moves to `start`.
        var needsMove = false
        var lastCubicControl: Point?
        var lastQuadraticControl: Point?
        var commands = 0

        mutating func run() throws(SVGPathError) -> Path {
            scanner.skipWhitespace()
            if scanner.isAtEnd { return path }
            guard scanner.current == UInt8(ascii: "M") || scanner.current == UInt8(ascii: "m") else {
                throw .expectedMoveTo(position: scanner.position(), found: scanner.found)
            }
            while true {
                scanner.skipWhitespace()
                if scanner.isAtEnd { return path }
                let letterIndex = scanner.index
                guard let letter = scanner.commandLetter() else {
                    throw .expectedCommand(position: scanner.position(), found: scanner.found ?? "")
                }
                let character = Character(Unicode.Scalar(letter))
                guard let command = Command(rawValue: Character(character.uppercased())) else {
                    throw .unknownCommand(character, position: scanner.position(ofByte: letterIndex))
                }
                try perform(command, letter: character, relative: character.isLowercase, at: letterIndex)
            }
        }

        /// One command letter and all its (implicitly repeated) argument sets.
        mutating func perform(_ command: Command, letter: Character, relative: Bool, at letterIndex: Int) throws(SVGPathError) {
            var current = command
            var repeatIndex = letterIndex
            while true {
                commands += 1
                if commands > maximumCommands {
                    throw .tooManyCommands(limit: maximumCommands, position: scanner.position(ofByte: repeatIndex))
                }
                if current == .close {
                    close()
                    return
                }
                scanner.skipWhitespace()
                try segment(current, letter: letter, relative: relative, at: repeatIndex)
                // Extra coordinate pairs after a move are lines.
                if current == .move { current = .line }
                let comma = scanner.skipCommaWhitespace()
                guard scanner.atNumberStart else {
                    if comma {
                        throw .expectedNumber(position: scanner.position(), found: scanner.found,
                                              command: letter, arguments: current.arguments)
                    }
                    return
                }
                repeatIndex = scanner.index
            }
        }

        mutating func segment(_ command: Command, letter: Character, relative: Bool, at index: Int) throws(SVGPathError) {
            func number(_ separated: Bool = true) throws(SVGPathError) -> Double {
                if separated { scanner.skipCommaWhitespace() }
                return try readNumber(command, letter: letter)
            }
            func point(_ separated: Bool = true) throws(SVGPathError) -> Point {
                let x = try number(separated)
                let y = try number()
                return relative ? Point(x: pen.x + x, y: pen.y + y) : Point(x: x, y: y)
            }
            let isCurveContinuation = command == .cubic || command == .smoothCubic
            let isQuadraticContinuation = command == .quadratic || command == .smoothQuadratic
            switch command {
            case .move:
                let p = try point(false)
                try check([p], at: index)
                path.move(to: p)
                pen = p
                start = p
                needsMove = false
            case .line:
                let p = try point(false)
                try check([p], at: index)
                lineTo(p)
            case .horizontal:
                let x = try number(false)
                let p = Point(x: relative ? pen.x + x : x, y: pen.y)
                try check([p], at: index)
                lineTo(p)
            case .vertical:
                let y = try number(false)
                let p = Point(x: pen.x, y: relative ? pen.y + y : y)
                try check([p], at: index)
                lineTo(p)
            case .cubic:
                let c1 = try point(false), c2 = try point(), p = try point()
                try check([c1, c2, p], at: index)
                cubicTo(c1, c2, p)
            case .smoothCubic:
                let c1 = lastCubicControl.map { pen * 2 - $0 } ?? pen
                let c2 = try point(false), p = try point()
                try check([c1, c2, p], at: index)
                cubicTo(c1, c2, p)
            case .quadratic:
                let c = try point(false), p = try point()
                try check([c, p], at: index)
                quadraticTo(c, p)
            case .smoothQuadratic:
                let c = lastQuadraticControl.map { pen * 2 - $0 } ?? pen
                let p = try point(false)
                try check([c, p], at: index)
                quadraticTo(c, p)
            case .arc:
                let rx = try number(false), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let p = try point()
                try check([p], at: index)
                try arcTo(p, radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep, at: index)
            case .close:
                break
            }
            if !isCurveContinuation { lastCubicControl = nil }
            if !isQuadraticContinuation { lastQuadraticControl = nil }
        }

        mutating func readNumber(_ command: Command, letter: Character) throws(SVGPathError) -> Double {
            let index = scanner.index
            guard let (value, text) = scanner.number() else {
                throw .expectedNumber(position: scanner.position(), found: scanner.found,
                                      command: letter, arguments: command.arguments)
            }
            guard value.isFinite, abs(value) <= maximumMagnitude else {
                throw .numberTooLarge(text, position: scanner.position(ofByte: index))
            }
            return value
        }

        mutating func flag() throws(SVGPathError) -> Bool {
            scanner.skipCommaWhitespace()
            guard let value = scanner.flag() else {
                throw .expectedFlag(position: scanner.position(), found: scanner.found)
            }
            return value
        }

        func check(_ points: [Point], at index: Int) throws(SVGPathError) {
            for p in points where !(abs(p.x) <= maximumMagnitude && abs(p.y) <= maximumMagnitude) {
                throw .coordinateTooLarge(position: scanner.position(ofByte: index))
            }
        }

        mutating func ensureMoved() {
            if needsMove {
                path.move(to: start)
                needsMove = false
            }
        }

        mutating func lineTo(_ p: Point) {
            ensureMoved()
            path.line(to: p)
            pen = p
        }

        mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) {
            ensureMoved()
            path.cubic(to: p, control1: c1, control2: c2)
            lastCubicControl = c2
            pen = p
        }

        /// An elliptical arc to `p`, as the cubic curves `SVGArc` gives.
        mutating func arcTo(_ p: Point, radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool,
                            at index: Int) throws(SVGPathError) {
            let elements = SVGArc(from: pen, radiusX: radiusX, radiusY: radiusY, rotation: rotation,
                                  largeArc: largeArc, sweep: sweep, to: p).elements
            var points: [Point] = []
            for element in elements {
                if case .cubic(let c1, let c2, _) = element { points += [c1, c2] }
            }
            try check(points, at: index)
            if !elements.isEmpty { ensureMoved() }
            for element in elements { path.append(Path(elements: [element])) }
            pen = p
        }

        mutating func quadraticTo(_ c: Point, _ p: Point) {
            ensureMoved()
            path.quadratic(to: p, control: c)
            lastQuadraticControl = c
            pen = p
        }

        mutating func close() {
            if !needsMove { path.close() }
            pen = start
            needsMove = true
            lastCubicControl = nil
            lastQuadraticControl = nil
        }
    }
}
