import StarBadge

/// The reference scenes shared with the peer benchmark (../shared/anchors).
struct Scene {
    let name: String
    let description: String
    /// The scene's image, for encoder measurements.
    let image: (BadgeRenderer) -> PNGImage?
    /// Renders and encodes once; returns the PNG size.
    let run: (BadgeRenderer) -> Int
    /// Renders without encoding.
    let render: (BadgeRenderer) -> Void
    /// Writes the scene as SVG once; returns its size (nil: no SVG for this scene).
    var svg: ((BadgeRenderer) -> Int)? = nil
}

enum Scenes {
    static func all() throws -> [Scene] {
        let b1 = try BadgeSpec(rating: 3.5)
        let b3 = try BadgeSpec(rating: 3.5) { $0.starSize = 192; $0.spacing = 32; $0.padding = 32 }
        let p1 = try BadgeSpec(rating: 3.37) { $0.fillMode = .precise }
        let font = try FontLibrary.defaultFace()
        let l1 = try BadgeSpec(rating: 4) { $0.label = LabelSpec(template: "Rating: {rating}", font: font) }
        let a1 = try BadgeSpec(rating: 4) {
            $0.label = LabelSpec(template: "تقييم {rating}", position: .left, font: font)
            $0.direction = .rightToLeft
        }
        let s1 = try SpriteSheet(design: b1.design, step: 0.5)
        return [
            badge("B1", "default badge, rating 3.5 (144×32)", b1),
            badge("B3", "the same at 8× (1152×256)", b3),
            badge("P1", "precise 3.37, a split star (144×32)", p1),
            badge("L1", "rating 4 with the label 'Rating: 4' (216×32)", l1),
            varying("U1", "precise rating, different every badge (no star reused; 144×32)"),
            freshLabel("L2", "a label never drawn before every badge: 'Vote 1', 'Vote 2'… (~200×32)", font: font),
            badge("A1", "rating 4, the Arabic label 'تقييم 4' shaped right to left (DejaVu Sans; ~200×32)", a1),
            freshLabel("A2", "an Arabic label never shaped before every badge: 'تقييم 1', 'تقييم 2'… (~200×32)", font: font,
                       word: "تقييم", direction: .rightToLeft),
            Scene(name: "S1", description: "sprite of 11 states of B1 (144×352)",
                  image: { renderer in try? s1.image(renderer: renderer) },
                  run: { renderer in
                      guard let image = try? s1.image(renderer: renderer) else { return 0 }
                      return (try? PNGEncoder().describing(b1).encode(image))?.count ?? 0
                  },
                  render: { renderer in _ = try? s1.image(renderer: renderer) }),
        ]
    }

    /// A precise badge whose rating changes every time, as in a batch where
    /// every badge differs: the split star is drawn afresh each time.
    private static func varying(_ name: String, _ description: String) -> Scene {
        let counter = Counter()
        // 997 ratings between 0 and 5 that split a star at different places.
        let specs = (0..<997).compactMap { try? BadgeSpec(rating: Double($0) * 5 / 997) { $0.fillMode = .precise } }
        func spec() -> BadgeSpec { specs[counter.next() % specs.count] }
        return Scene(name: name, description: description,
                     image: { renderer in renderer.image(for: spec()) },
                     run: { renderer in (try? renderer.png(for: spec(), altText: nil))?.count ?? 0 },
                     render: { renderer in _ = renderer.image(for: spec()) },
                     svg: { renderer in (try? renderer.svg(for: spec(), altText: nil))?.count ?? 0 })
    }

    /// A badge rated 4 whose label text is new every time (the spec, its
    /// text layout and coverage are made afresh), as in a batch of badges
    /// with a different label each.
    private static func freshLabel(_ name: String, _ description: String, font: FontFace, word: String = "Vote",
                                   direction: ReadingDirection = .leftToRight) -> Scene {
        let counter = Counter()
        func spec() -> BadgeSpec? {
            let label = LabelSpec(template: "\(word) \(counter.next())", position: direction == .rightToLeft ? .left : .right,
                                   font: font)
            return try? BadgeSpec(rating: 4) { $0.label = label; $0.direction = BadgeDirection(direction) }
        }
        return Scene(name: name, description: description,
                     image: { renderer in spec().map { renderer.image(for: $0) } },
                     run: { renderer in spec().flatMap { try? renderer.png(for: $0, altText: nil) }?.count ?? 0 },
                     render: { renderer in _ = spec().map { renderer.image(for: $0) } },
                     svg: { renderer in spec().flatMap { try? renderer.svg(for: $0, altText: nil).count } ?? 0 })
    }

    private static func badge(_ name: String, _ description: String, _ spec: BadgeSpec) -> Scene {
        Scene(name: name, description: description,
              image: { renderer in renderer.image(for: spec) },
              run: { renderer in (try? renderer.png(for: spec, altText: nil))?.count ?? 0 },
              render: { renderer in _ = renderer.image(for: spec) },
              svg: { renderer in (try? renderer.svg(for: spec, altText: nil))?.count ?? 0 })
    }
}

/// A counter the scene closures share (the benchmark runs on one thread).
final class Counter: @unchecked Sendable {
    private var value = 0
    func next() -> Int {
        value += 1
        return value
    }
}
