import StarBadge
import StarGeometry

/// How much ink a pixel gets in a preview without colour (`NO_COLOR`),
/// decided by what the scene draws there rather than by its colour (a gold
/// star and a light grey one are both light): the on part of a star and
/// anything that is not a star (texts, borders) in full ink, the off part
/// of a star in light ink, the badge's own background and what is not shown
/// in none. So full, half and empty stars stay apart, and a label is drawn
/// in the terminal's own text colour, readable on a dark or a light terminal.
struct PreviewInk {
    enum Ink: Equatable { case none, light, full }

    private let image: PNGImage
    /// Each star's (or star picture's) box and fill, in image px.
    private let stars: [(box: Rect, fill: StarFill)]
    /// The badge's background colours: pixels this close to one get no ink.
    private let backgrounds: [Color]

    /// Without a scene, every shown pixel is in full ink.
    init(image: PNGImage, scene: BadgeScene?) {
        self.image = image
        var stars: [(box: Rect, fill: StarFill)] = []
        var backgrounds = scene?.background.map { [$0] } ?? []
        for item in scene?.items ?? [] {
            switch item {
            case .star(let star): stars.append((star.box, star.fill))
            case .picture(let picture):
                stars.append((picture.box, StarFill(fraction: picture.fraction, bounds: picture.box, direction: picture.direction)))
            case .background(let background): backgrounds.append(background.fill)
            case .sections(let sections): backgrounds += [sections.labelColor, sections.sectionColor]
            case .shape(let shape): backgrounds.append(shape.color)
            case .text, .logo: break
            }
        }
        self.stars = stars
        self.backgrounds = backgrounds.filter { $0.alpha == 255 }
    }

    /// The ink of pixel (x, y).
    func ink(_ x: Int, _ y: Int) -> Ink {
        let i = 4 * (y * image.width + x)
        guard image.rgba[i + 3] >= HalfBlocks.shownAlpha else { return .none }
        let rgb = (Int(image.rgba[i]), Int(image.rgba[i + 1]), Int(image.rgba[i + 2]))
        if backgrounds.contains(where: { abs(Int($0.red) - rgb.0) + abs(Int($0.green) - rgb.1) + abs(Int($0.blue) - rgb.2) < 48 }) {
            return .none
        }
        let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
        guard let star = stars.first(where: { $0.box.minX <= px && px < $0.box.minX + $0.box.width
                                              && $0.box.minY <= py && py < $0.box.minY + $0.box.height }) else { return .full }
        switch star.fill {
        case .full: return .full
        case .empty: return .light
        case .split(let line, let side): return (side == .left) == (px < line) ? .full : .light
        }
    }

    /// The character for a cell whose upper and lower pixels have these inks.
    static func character(_ upper: Ink, _ lower: Ink) -> String {
        switch (upper, lower) {
        case (.full, .full): return "█"
        case (.full, .none): return "▀"
        case (.none, .full): return "▄"
        case (.full, .light), (.light, .full): return "▓"
        case (.light, _), (_, .light): return "░"
        case (.none, .none): return " "
        }
    }
}
