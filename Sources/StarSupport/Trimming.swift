extension String {
    /// The string without leading and trailing Unicode white space (spaces,
    /// tabs, line breaks, no-break spaces): the one trim of every value read
    /// from a command line, a batch entry or a colour.
    package func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
