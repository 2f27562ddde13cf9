/// The one form numbers take in options and batch fields: decimal digits
/// with an optional leading `-` and, for a number that may have a fraction,
/// one `.` between digits. People write numbers so; Swift's own reader
/// would also take `0x1p2`, `1e18`, `inf` and `nan`.
enum DecimalNumber {
    /// Whether `text` is `[-]digits[.digits]` (`[-]digits` without `fraction`).
    static func isDecimal(_ text: String, fraction: Bool = true) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty else { return false }
        bytes = bytes.dropFirst(whole.count)
        guard let point = bytes.first else { return true }
        guard fraction, point == UInt8(ascii: "."), bytes.count > 1 else { return false }
        return bytes.dropFirst().allSatisfy(isDigit)
    }
}
