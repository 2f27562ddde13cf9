/// Numbers as each language writes them.
extension AltTextLocale {
    /// `value` with at most `decimals` decimals (no trailing zeros), the
    /// language's decimal separator and its digit grouping: 1234.5 →
    /// "1,234.5" (en), "1.234,5" (de), "1 234,5" (fr).
    package func format(_ value: Double, decimals: Int = 2) -> String {
        // Below 999 the whole part rounds to at most three digits, which no
        // language groups: the number needs only its decimal separator (an
        // alt text formats its numbers for every entry of a batch).
        if value.isFinite && abs(value) < 999 {
            return AltText.format(value, separator: decimalSeparator, decimals: decimals)
        }
        let plain = AltText.format(value, separator: ".", decimals: decimals)
        // Very large or non-finite values come back in Swift's own notation: left as they are.
        // Checked byte by byte (an ASCII character that is a number is a digit).
        guard plain.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }) else { return plain }
        let sign = plain.hasPrefix("-") ? "-" : ""
        let unsigned = plain.dropFirst(sign.count)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = grouped(String(parts[0]))
        // String + String throughout: String + Substring is the generic
        // append(contentsOf:), whose associated types the runtime looks up.
        return sign + whole + (parts.count > 1 ? decimalSeparator + String(parts[1]) : "")
    }

    /// A whole number (a count of ratings) grouped as the language groups
    /// digits: 1234 → "1,234" (en), "1.234" (de), "1234" (es), "12,34,567" (hi, 1234567).
    package func format(count: Int) -> String {
        let sign = count < 0 ? "-" : ""
        return sign + grouped(String(count.magnitude))
    }

    /// `digits` (ASCII digits only) with the group separators put in.
    private func grouped(_ digits: String) -> String {
        // ASCII: as many bytes as characters, counted without an array.
        guard digits.utf8.count >= 3 + minimumGroupingDigits else { return digits }
        let characters = Array(digits)
        var groups: [String] = [String(characters.suffix(3))]
        var end = characters.count - 3
        while end > 0 {
            let start = max(0, end - secondaryGroupSize)
            groups.insert(String(characters[start..<end]), at: 0)
            end = start
        }
        return groups.joined(separator: groupSeparator)
    }
}
