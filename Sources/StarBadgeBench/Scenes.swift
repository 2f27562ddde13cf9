import StarBadge

/// The reference scenes shared with the peer benchmark (../shared/anchors).
struct Scene {
    let name: String
    let description: String
    /// The scene's image, for encoder measurements.
    let image: (inout BadgeRenderer) -> PNGImage?
    /// Renders and encodes once; returns the PNG size.
    let run: (inout BadgeRenderer) -> Int
    /// Renders without encoding.
    let render: (inout BadgeRenderer) -> Void
}

enum Scenes {
    static func all() throws -> [Scene] {
        let b1 = try BadgeSpec(rating: 3.5)
        let b3 = try BadgeSpec(rating: 3.5, starSize: 192, spacing: 32, padding: 32)
        let p1 = try BadgeSpec(rating: 3.37, fillMode: .precise)
        let font = try FontLibrary.defaultFace()
        let l1 = try BadgeSpec(rating: 4, label: LabelSpec(template: "Rating: {rating}", font: font))
        let s1 = try SpriteSheet(style: b1, step: 0.5)
        return [
            badge("B1", "default badge, rating 3.5 (144×32)", b1),
            badge("B3", "the same at 8× (1152×256)", b3),
            badge("P1", "precise 3.37, a split star (144×32)", p1),
            badge("L1", "rating 4 with the label 'Rating: 4' (216×32)", l1),
            Scene(name: "S1", description: "sprite of 11 states of B1 (144×352)",
                  image: { renderer in try? s1.image(renderer: &renderer) },
                  run: { renderer in
                      guard let image = try? s1.image(renderer: &renderer) else { return 0 }
                      return (try? PNGEncoder().describing(b1).encode(image))?.count ?? 0
                  },
                  render: { renderer in _ = try? s1.image(renderer: &renderer) }),
        ]
    }

    private static func badge(_ name: String, _ description: String, _ spec: BadgeSpec) -> Scene {
        Scene(name: name, description: description,
              image: { renderer in renderer.image(for: spec) },
              run: { renderer in (try? renderer.png(for: spec))?.count ?? 0 },
              render: { renderer in _ = renderer.image(for: spec) })
    }
}
