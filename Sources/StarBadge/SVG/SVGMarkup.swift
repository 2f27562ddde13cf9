import StarGeometry
import StarPNG
import StarRaster

/// SVG markup written straight into bytes, and where it names a
/// definition: each id is written as its number, with its place kept, so
/// the document can put its id prefix there when it is assembled.
struct SVGMarkup {
    private(set) var bytes: [UInt8] = []
    /// Offsets in `bytes` where an id's prefix goes (just before its number).
    private(set) var idSites: [Int] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }

    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write(_ other: SVGMarkup) {
        let offset = bytes.count
        bytes.append(contentsOf: other.bytes)
        idSites.append(contentsOf: other.idSites.lazy.map { $0 + offset })
    }

    mutating func write(bytes other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func byte(_ value: UInt8) {
        bytes.append(value)
    }

    /// Definition `number`'s id (its prefix is added when the document is assembled).
    mutating func id(_ number: Int) {
        idSites.append(bytes.count)
        integer(number)
    }

    /// A named definition's id: the document's id prefix, then `name`
    /// (escaped), so that named definitions stay apart between documents too.
    mutating func id(named name: String) {
        idSites.append(bytes.count)
        escaped(name)
    }

    /// A whole number in decimal.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude))
            return
        }
        let start = bytes.count
        while magnitude > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        bytes[start...].reverse()
    }

    /// `value` with the fewest digits that keep 1/100 px (`SVGNumber.text`).
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let scaled = (value * 100).rounded()
        guard scaled != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        guard abs(scaled) < 1e17 else {
            write(SVGNumber.text(value))
            return
        }
        let hundredths = Int(scaled)
        if hundredths < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = hundredths.magnitude
        integer(Int(magnitude / 100))
        let fraction = Int(magnitude % 100)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// `name="value"` after a space, the value a number (`number(_:)`).
    mutating func attribute(_ name: StaticString, _ value: Double) {
        byte(UInt8(ascii: " "))
        write(name)
        write("=\"")
        number(value)
        byte(UInt8(ascii: "\""))
    }

    /// `text` escaped for a double-quoted attribute or element content (`SVGPaint.escaped`).
    mutating func escaped(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): write("&amp;")
            case UInt8(ascii: "<"): write("&lt;")
            case UInt8(ascii: ">"): write("&gt;")
            case UInt8(ascii: "\""): write("&quot;")
            default: bytes.append(byte)
            }
        }
    }

    /// ` fill="#RRGGBB"` and, below full opacity, ` fill-opacity`.
    mutating func fill(_ color: Color) {
        paint(" fill=\"", opacity: " fill-opacity=\"", color)
    }

    /// A colour attribute (`colorAttribute` up to its opening quote:
    /// ` stroke="`) and, below full opacity, its opacity attribute: the one
    /// way fills, strokes and gradient stops write a colour.
    mutating func paint(_ colorAttribute: StaticString, opacity opacityAttribute: StaticString, _ color: Color) {
        write(colorAttribute)
        hex(color)
        byte(UInt8(ascii: "\""))
        if color.alpha < 255 {
            write(opacityAttribute)
            write(SVGPaint.opacity(color))
            byte(UInt8(ascii: "\""))
        }
    }

    /// ` fill="url(#ID)"` for definition `number`.
    mutating func fill(reference number: Int) {
        write(" fill=\"url(#")
        id(number)
        write(")\"")
    }

    /// `#RRGGBB`, or `#RGB` where that is the same colour (`SVGPaint.hex`).
    mutating func hex(_ color: Color) {
        let channels = (color.red, color.green, color.blue)
        let short = channels.0 >> 4 == channels.0 & 15 && channels.1 >> 4 == channels.1 & 15
            && channels.2 >> 4 == channels.2 & 15
        byte(UInt8(ascii: "#"))
        hexChannel(channels.0, short: short)
        hexChannel(channels.1, short: short)
        hexChannel(channels.2, short: short)
    }

    private mutating func hexChannel(_ channel: UInt8, short: Bool) {
        byte(Self.hexDigit(channel >> 4))
        if !short { byte(Self.hexDigit(channel & 15)) }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
