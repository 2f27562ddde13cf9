/// Texts joined with a separator, concatenated by hand.
///
/// The standard library's `joined(separator:)` is generic over the
/// collection and not specialised for callers: its first call in a process
/// has the Swift runtime look up the collection's associated types by name,
/// scanning the binary's protocol conformances (about 100,000 instructions,
/// a twentieth of a `render` process; issue 37). Texts made while a process
/// starts (option help, messages read on the way to the first badge) use this.
package enum ListJoin {
    /// `parts` with `separator` between each two.
    package static func joined(_ parts: [String], separator: String) -> String {
        var text = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
