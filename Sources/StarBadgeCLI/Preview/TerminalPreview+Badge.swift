import StarBadge

extension TerminalPreview {
    /// What a preview of `spec` shows in `columns` cells, and whether it is
    /// smaller than the badge.
    struct Drawing {
        let text: String
        let shownSmaller: Bool
        /// False when the terminal is too narrow to show the badge at all.
        var isShown = true
    }

    /// The preview of `spec` in at most `columns` cells (`cellWidth`: a
    /// cell's width in pixels, for the picture protocols): the badge, drawn
    /// smaller when it is wider; one shaded character a star when smaller
    /// would give a star under one cell; or one line saying the terminal is
    /// too narrow.
    func drawing(of spec: BadgeSpec, renderer: BadgeRenderer, columns: Int, cellWidth: Int) -> Drawing {
        switch PreviewFit.choose(for: spec, columns: columns, cellWidth: showsPictures ? cellWidth : 1) {
        case .tooNarrow(let line):
            return Drawing(text: line, shownSmaller: false, isShown: false)
        case .starsOnly:
            return Drawing(text: starsOnly(spec), shownSmaller: true)
        case .badge(let shown):
            let backdrop = mode == .monochrome ? nil : Self.backdrop(for: shown)
            let shownSmaller = shown.pixelSize.width < spec.pixelSize.width
            // A picture protocol carries the badge's PNG; should the encoder
            // ever fail, the half blocks still show it.
            if showsPictures, let png = try? renderer.png(for: shown, over: backdrop) {
                return Drawing(text: pictureText(png, width: shown.pixelSize.width, height: shown.pixelSize.height),
                               shownSmaller: shownSmaller)
            }
            let image = renderer.image(for: shown, over: backdrop)
            let halfBlocks = HalfBlocks(image: image, mode: showsPictures ? .trueColor : mode, scene: shown.scene)
            return Drawing(text: halfBlocks.text, shownSmaller: shownSmaller)
        }
    }

    /// One character a star, in reading order: full "█", more than half
    /// "▓", up to half "▒", empty "░" (in the on and off colours when the
    /// terminal has colour).
    func starsOnly(_ spec: BadgeSpec) -> String {
        var cells: [String] = (0..<spec.design.starCount).map { index in
            let fraction = min(1, max(0, spec.displayedStars - Double(index)))
            let character = fraction >= 1 ? "█" : fraction > 0.5 ? "▓" : fraction > 0 ? "▒" : "░"
            guard mode != .monochrome else { return character }
            let color = fraction > 0 ? spec.onColor : spec.design.offColor
            let style = HalfBlocks.color((color.red, color.green, color.blue), foreground: true, mode: mode)
            return "\u{1B}[0" + style + "m" + character
        }
        if spec.design.readingDirection == .rightToLeft { cells.reverse() }
        return cells.joined() + (mode == .monochrome ? "" : "\u{1B}[0m") + "\n"
    }

    /// The page a badge with a see-through background and a text is shown
    /// on in colour: white behind dark text, black behind light text, so
    /// its text reads on a dark terminal as on a light one (the text colour
    /// was chosen for that page). Nil: pixels under half opaque are left to
    /// the terminal's background.
    static func backdrop(for spec: BadgeSpec) -> Color? {
        guard spec.labelText != nil || spec.design.value != nil, !spec.design.style.isShields, spec.design.background.alpha < 255 else { return nil }
        let text = spec.effectiveTextColor
        return Contrast.ratio(text, .white) >= Contrast.ratio(text, .black) ? .white : .black
    }
}
