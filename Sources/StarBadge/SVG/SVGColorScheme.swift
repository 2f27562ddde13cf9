/// One SVG that follows the reader's colour scheme: the light drawing, and
/// the dark one shown instead under `@media (prefers-color-scheme: dark)`
/// (a `<style>` inside the file), so every colour (on, off, background,
/// text) switches with the page. The dark drawing's ids carry "-dark", so
/// the two drawings' definitions never meet, inlined in a page or not.
enum SVGColorScheme {
    /// The classes of the two drawings.
    static let lightClass = "starbadge-light", darkClass = "starbadge-dark"

    /// `light` and `dark`, two documents of the same size from `SVGWriter`,
    /// as one document: `light`'s root element and title (or, linked, its
    /// `<a>` with the title and the hidden group the drawing sits in), then
    /// both drawings. A linked badge stays one link holding both drawings:
    /// a link in the drawing `display:none` hides is still in Chromium's
    /// accessibility tree, so two would be two links.
    /// - Throws: `BadgeError.svgTooLarge` when the two pass `limit` bytes.
    static func document(light: [UInt8], dark: [UInt8], limit: Int) throws(BadgeError) -> [UInt8] {
        let light = parts(light), darkBody = parts(dark).body
        let style = "<style>.\(darkClass){display:none}@media (prefers-color-scheme:dark)"
            + "{.\(lightClass){display:none}.\(darkClass){display:inline}}</style>"
        var out = light.root + light.opening + Array(style.utf8)
        out += Array("<g class=\"\(lightClass)\">".utf8) + light.body + Array("</g><g class=\"\(darkClass)\">".utf8)
        out += suffixingIDs(darkBody, "-dark") + Array("</g>".utf8) + light.closing + Array("</svg>".utf8)
        guard out.count <= limit else { throw .svgTooLarge(plannedBytes: out.count, limit: limit) }
        return out
    }

    /// The root element's start tag; what names the badge before the
    /// drawing (the `<title>`, or a linked document's `<a …>`, its
    /// `<title>` and the hidden group's start tag; empty without a title or
    /// link); the drawing with its definitions; what closes the opening
    /// (`</g></a>` when linked) before the closing `</svg>`.
    private static func parts(_ svg: [UInt8]) -> (root: [UInt8], opening: [UInt8], body: [UInt8], closing: [UInt8]) {
        let start = (svg.firstRange(of: Array("<svg".utf8))?.upperBound).flatMap { from in
            svg[from...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
        } ?? 0
        let close = Array("</svg>".utf8)
        let end = stride(from: svg.count - close.count, through: start, by: -1)
            .first { svg[$0..<($0 + close.count)].elementsEqual(close) } ?? svg.count
        var bodyStart = start, bodyEnd = end
        let linkEnd = Array("</g></a>".utf8)
        if svg[start...].starts(with: Array("<title>".utf8)),
           let close = svg[start..<end].firstRange(of: Array("</title>".utf8)) {
            bodyStart = close.upperBound
        } else if svg[start...].starts(with: Array("<a ".utf8)),
                  let open = svg[start..<end].firstRange(of: SVGDocument.hiddenDrawing.withUTF8Buffer { Array($0) }),
                  svg[start..<end].suffix(linkEnd.count).elementsEqual(linkEnd) {
            // The title and URL are escaped: no "<" in them, so the first
            // group's start tag is the drawing's.
            bodyStart = open.upperBound
            bodyEnd = end - linkEnd.count
        }
        return (Array(svg[..<start]), Array(svg[start..<bodyStart]), Array(svg[bodyStart..<bodyEnd]),
                Array(svg[bodyEnd..<end]))
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
