import StarSupport

/// The stylesheet beside a sprite: a base class with the image (and its
/// higher-resolution variants), and one class per state with its offset.
enum SpriteCSS {
    /// - Parameters:
    ///   - images: URL of the sheet per scale, scale 1 first.
    ///   - sheetSize: the scale-1 sheet size (the background size at every scale).
    static func stylesheet(prefix: String, states: [SpriteState], images: [(scale: Int, url: String)],
                           sheetSize: (width: Int, height: Int)) -> String {
        guard let first = states.first, let base = images.first else { return "" }
        func url(_ u: String) -> String { "url(" + CSSString.quoted(u, quote: "\"") + ")" }
        var css = """
            /* StarBadge sprite: \(states.count) states of \(first.width)×\(first.height) px. */
            .\(prefix) {
              display: inline-block;
              width: \(first.width)px;
              height: \(first.height)px;
              background-image: \(url(base.url));

            """
        if images.count > 1 {
            let set = images.map { "\(url($0.url)) \($0.scale)x" }.joined(separator: ", ")
            css += "  background-image: image-set(\(set));\n"
        }
        css += """
              background-repeat: no-repeat;
              background-size: \(sheetSize.width)px \(sheetSize.height)px;
            }

            """
        for image in images.dropFirst() {
            css += """
                @media (min-resolution: \(image.scale)dppx), (-webkit-min-device-pixel-ratio: \(image.scale)) {
                  .\(prefix) { background-image: \(url(image.url)); }
                }

                """
        }
        for state in states {
            css += ".\(state.className) { background-position: \(-state.x == 0 ? "0" : "\(-state.x)px") "
                + "\(-state.y == 0 ? "0" : "\(-state.y)px"); width: \(state.width)px; height: \(state.height)px; }\n"
        }
        return css
    }

    /// The dark sheet's images (`images`, by scale) in place of the light
    /// one's when the page is in dark mode; empty without a dark sheet. The
    /// states' positions and sizes are the light sheet's: only colours differ.
    static func darkRules(prefix: String, images: [(scale: Int, url: String)]) -> String {
        guard let base = images.first else { return "" }
        func url(_ u: String) -> String { "url(" + CSSString.quoted(u, quote: "\"") + ")" }
        var css = "@media (prefers-color-scheme: dark) {\n  .\(prefix) { background-image: \(url(base.url));"
        if images.count > 1 {
            css += " background-image: image-set(" + images.map { "\(url($0.url)) \($0.scale)x" }.joined(separator: ", ") + ");"
        }
        css += " }\n}\n"
        for image in images.dropFirst() {
            css += "@media (prefers-color-scheme: dark) and (min-resolution: \(image.scale)dppx), "
                + "(prefers-color-scheme: dark) and (-webkit-min-device-pixel-ratio: \(image.scale)) {\n"
                + "  .\(prefix) { background-image: \(url(image.url)); }\n}\n"
        }
        return css
    }
}
