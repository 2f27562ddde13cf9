/// One SVG that follows the reader's colour scheme: the light drawing, and
/// the dark one shown instead under `@media (prefers-color-scheme: dark)`
/// (a `<style>` inside the file), so every colour (on, off, background,
/// text) switches with the page. The dark drawing's ids carry "-dark", so
/// the two drawings' definitions never meet, inlined in a page or not.
enum SVGColorScheme {
    /// The classes of the two drawings.
    static let lightClass = "starbadge-light", darkClass = "starbadge-dark"

    /// `light` and `dark`, two documents of the same size from `SVGWriter`,
    /// as one document: `light`'s root element and title, then both drawings.
    /// - Throws: `BadgeError.svgTooLarge` when the two pass `limit` bytes.
    static func document(light: [UInt8], dark: [UInt8], limit: Int) throws(BadgeError) -> [UInt8] {
        let (root, title, lightBody) = parts(light)
        let (_, _, darkBody) = parts(dark)
        let style = "<style>.\(darkClass){display:none}@media (prefers-color-scheme:dark)"
            + "{.\(lightClass){display:none}.\(darkClass){display:inline}}</style>"
        var out = root + title + Array(style.utf8)
        out += Array("<g class=\"\(lightClass)\">".utf8) + lightBody + Array("</g><g class=\"\(darkClass)\">".utf8)
        out += suffixingIDs(darkBody, "-dark") + Array("</g></svg>".utf8)
        guard out.count <= limit else { throw .svgTooLarge(plannedBytes: out.count, limit: limit) }
        return out
    }

    /// The root element's start tag, the document's `<title>` (empty
    /// without one) and what follows up to the closing `</svg>`.
    private static func parts(_ svg: [UInt8]) -> (root: [UInt8], title: [UInt8], body: [UInt8]) {
        let start = (svg.firstRange(of: Array("<svg".utf8))?.upperBound).flatMap { from in
            svg[from...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
        } ?? 0
        let close = Array("</svg>".utf8)
        let end = stride(from: svg.count - close.count, through: start, by: -1)
            .first { svg[$0..<($0 + close.count)].elementsEqual(close) } ?? svg.count
        var bodyStart = start
        if svg[start...].starts(with: Array("<title>".utf8)),
           let close = svg[start..<end].firstRange(of: Array("</title>".utf8)) {
            bodyStart = close.upperBound
        }
        return (Array(svg[..<start]), Array(svg[start..<bodyStart]), Array(svg[bodyStart..<end]))
    }

    /// `body` with every `id="X"` it defines renamed `X<suffix>`, and each
    /// reference to one (`#X"`, `#X)`) with it.
    static func suffixingIDs(_ body: [UInt8], _ suffix: String) -> [UInt8] {
        let marker = Array(" id=\"".utf8), quote = UInt8(ascii: "\"")
        var ids = Set<[UInt8]>()
        var at = body.startIndex
        while let found = body[at...].firstRange(of: marker) {
            let end = body[found.upperBound...].firstIndex(of: quote) ?? body.endIndex
            ids.insert(Array(body[found.upperBound..<end]))
            at = end
        }
        var out: [UInt8] = []
        out.reserveCapacity(body.count + ids.count * 16)
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            out.append(byte)
            index += 1
            // A definition's name, or a reference (`url(#X)`, `href="#X"`);
            // never a colour (`fill="#d10"`).
            let opensName = [marker, Array("url(#".utf8), Array("href=\"#".utf8)].contains { out.suffix($0.count).elementsEqual($0) }
            guard opensName else { continue }
            let end = body[index...].firstIndex { $0 == quote || $0 == UInt8(ascii: ")") } ?? body.endIndex
            let name = Array(body[index..<end])
            out += name
            if ids.contains(name) { out += Array(suffix.utf8) }
            index = end
        }
        return out
    }
}
