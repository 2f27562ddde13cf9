/// Minimal HTML escaping for text and attribute values.
enum HTML {
    static func escape(_ text: String) -> String {
        if !text.utf8.contains(where: { [UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
                                         UInt8(ascii: "'")].contains($0) }) {
            return text
        }
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
