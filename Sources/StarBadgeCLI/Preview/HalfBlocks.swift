import StarBadge

/// An image as rows of half-block characters with SGR colours: each
/// character cell holds two pixels, the upper one as the foreground of "▀"
/// and the lower one as its background ("▄" when only the lower one shows).
/// Without colour, each cell is a shade character by the ink of its two
/// pixels (`PreviewInk`).
struct HalfBlocks {
    let image: PNGImage
    let mode: TerminalPreview.Mode
    /// What each pixel is, for the mode without colour.
    let ink: PreviewInk

    init(image: PNGImage, mode: TerminalPreview.Mode, scene: BadgeScene? = nil) {
        self.image = image
        self.mode = mode
        ink = PreviewInk(image: image, scene: scene)
    }

    /// Pixels at least this opaque are shown; the rest is the terminal's background.
    static let shownAlpha: UInt8 = 128

    var text: String {
        var text = ""
        for top in stride(from: 0, to: image.height, by: 2) {
            var current = ""
            for x in 0..<image.width {
                let (character, style) = cell(x, top)
                if style != current {
                    text += "\u{1B}[0" + style + "m"
                    current = style
                }
                text += character
            }
            text += mode == .monochrome ? "\n" : "\u{1B}[0m\n"
        }
        return text
    }

    /// The pixel's straight colour, or nil when it is not shown.
    private func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)? {
        let i = 4 * (y * image.width + x)
        guard image.rgba[i + 3] >= Self.shownAlpha else { return nil }
        return (image.rgba[i], image.rgba[i + 1], image.rgba[i + 2])
    }

    /// The character for the cell of pixels (x, top) and (x, top + 1), and its SGR parameters (after a reset).
    private func cell(_ x: Int, _ top: Int) -> (String, String) {
        let hasLower = top + 1 < image.height
        if mode == .monochrome {
            return (PreviewInk.character(ink.ink(x, top), hasLower ? ink.ink(x, top + 1) : .none), "")
        }
        let upper = pixel(x, top), lower = hasLower ? pixel(x, top + 1) : nil
        switch (upper, lower) {
        case let (upper?, lower?): return ("▀", color(upper, foreground: true) + color(lower, foreground: false))
        case let (upper?, nil): return ("▀", color(upper, foreground: true))
        case let (nil, lower?): return ("▄", color(lower, foreground: true))
        case (nil, nil): return (" ", "")
        }
    }

    private func color(_ rgb: (UInt8, UInt8, UInt8), foreground: Bool) -> String {
        Self.color(rgb, foreground: foreground, mode: mode)
    }

    /// The SGR parameters (after a ';') for a foreground or background colour: truecolour, else the palette.
    static func color(_ rgb: (UInt8, UInt8, UInt8), foreground: Bool, mode: TerminalPreview.Mode) -> String {
        let layer = foreground ? "38" : "48"
        if mode == .trueColor { return ";\(layer);2;\(rgb.0);\(rgb.1);\(rgb.2)" }
        return ";\(layer);5;\(Self.paletteIndex(rgb))"
    }

    /// The nearest colour of xterm's 256-colour palette: its 6×6×6 cube or
    /// its 24 greys (the first 16 vary between terminals and are not used).
    static func paletteIndex(_ rgb: (UInt8, UInt8, UInt8)) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(rgb.0), nearestLevel(rgb.1), nearestLevel(rgb.2))
        let cube = (levels[r], levels[g], levels[b])
        let average = (Int(rgb.0) + Int(rgb.1) + Int(rgb.2)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let grey = 8 + 10 * greyStep
        func distance(_ c: (Int, Int, Int)) -> Int {
            let dr = c.0 - Int(rgb.0), dg = c.1 - Int(rgb.1), db = c.2 - Int(rgb.2)
            return dr * dr + dg * dg + db * db
        }
        return distance((grey, grey, grey)) < distance(cube) ? 232 + greyStep : 16 + 36 * r + 6 * g + b
    }
}
