extension String {
    /// The string without leading and trailing Unicode white space (spaces,
    /// tabs, line breaks, no-break spaces): the one trim of every value read
    /// from a command line, a batch entry or a colour.
    package func trimmingWhitespace() -> String {
        // Most values have nothing to trim: they start and end with an ASCII
        // character that is not white space (a byte below 0x80 is a whole scalar).
        if let first = utf8.first, let last = utf8.last, Self.isPlainASCII(first), Self.isPlainASCII(last) { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }

    /// An ASCII byte other than Unicode white space (tab, line feed, vertical tab, form feed, carriage return, space).
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
}
