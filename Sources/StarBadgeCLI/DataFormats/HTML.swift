import StarSupport

/// HTML text and attribute values, as the command line's pages and
/// snippets write them.
enum HTML {
    /// `text` escaped by the package's one markup escaper, apostrophes too
    /// (`&#39;`): a snippet stays safe when a page puts it in a single-quoted attribute.
    static func escape(_ text: String) -> String {
        MarkupText.escaped(text, apostrophes: true)
    }
}
