import StarUnicode

/// A batch entry's output name, checked so that files land only inside the
/// output folder: relative, no "." or ".." components, no empty components,
/// no control characters, at most 200 bytes.
struct OutputName: Hashable, Sendable {
    /// The '/'-separated components (sub-folders, then the base name).
    let components: [String]
    /// The components joined by '/': the name as given.
    let path: String

    init(validating text: String) throws(OutputNameError) {
        guard !text.isEmpty else { throw .invalid("the name is empty") }
        guard text.utf8.count <= 200 else { throw .invalid("the name is longer than 200 bytes") }
        do { try TextRules.name.check(text) } catch { throw .invalid(error.description) }
        guard !text.hasPrefix("/") else { throw .invalid("'\(Echo.value(text))' is an absolute path; names are relative to --out-dir") }
        // Controls (C0 and C1, such as U+0085), line and paragraph separators (U+2028, U+2029) and
        // format characters (bidi overrides such as U+202E, which make a name read as another) are refused.
        // An ASCII scalar is one of them only as a control (C0, DEL), which
        // TextRules refused: names are mostly ASCII, and a batch checks one per
        // entry, so an ASCII name without a backslash skips the scan.
        let plainASCII = text.utf8.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\\") }
        if !plainASCII, let index = text.unicodeScalars.firstIndex(where: { scalar in
            if scalar.isASCII { return scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: return true
            default: return false
            }
        }) {
            let bad = text.unicodeScalars[index], position = TextRules.characterPosition(of: index, in: text)
            throw .invalid(bad == "\\" ? "a backslash at character \(position)"
                           : "\(Echo.codePoint(bad)) at character \(position) is an invisible or control character, which a name must not hold")
        }
        let parts = text.utf8.contains(UInt8(ascii: "/"))
            ? text.split(separator: "/", omittingEmptySubsequences: false).map(String.init) : [text]
        for part in parts {
            if part == ".." { throw .invalid("'\(Echo.value(text))' contains '..'; outputs must stay inside --out-dir") }
            if part.isEmpty || part == "." { throw .invalid("'\(Echo.value(text))' has an empty or '.' path component") }
            if part.hasPrefix(".") { throw .invalid("'\(Echo.value(text))' has a hidden component (starting with '.')") }
        }
        components = parts
        path = text
    }
}

/// Why a text cannot be an output name, in words.
struct OutputNameError: Error, CustomStringConvertible {
    let description: String
    static func invalid(_ message: String) -> OutputNameError { OutputNameError(description: message) }
}
