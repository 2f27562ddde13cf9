extension SpriteSheet {
    /// The sheet as one SVG: every state where the PNG sheet has it (the
    /// same CSS offsets work), each addressable as `sheet.svg#CLASS` (a
    /// `<view>`), its drawing a `<symbol>` named by the id prefix `ids` gives,
    /// CLASS and "-symbol" (for the sheet's own `<use>`), where
    /// CLASS is the state's class name with `prefix`. Each state carries its
    /// alt text as a `<title>`; texts are written as `textMode` says, the
    /// ids of shared definitions as `ids` says.
    /// - Throws: `BadgeError` when a state's badge cannot be made, or
    ///   `.svgTooLarge` when the sheet would pass `BadgeLimits.maxSVGBytes`.
    package func svg(prefix: String = "stars", altText: AltText = AltText(),
                    textMode: SVGTextMode = .outlines, ids: SVGIDs = .contentHash) throws(BadgeError) -> [UInt8] {
        var parts: [(scene: BadgeScene, x: Int, y: Int, id: String, title: String)] = []
        for state in states {
            let badge = try design.badge(rating: state.rating)
            parts.append((badge.scene, state.x, state.y, state.className(prefix: prefix), badge.altText(altText)))
        }
        let size = pixelSize(scale: 1)
        return try SVGWriter(textMode: textMode, ids: ids).sheet(parts, width: size.width, height: size.height, title: nil)
    }
}
