import StarBadge

/// The reference scenes shared with the peer benchmark (../shared/anchors).
struct Scene {
    let name: String
    let description: String
    let spec: BadgeSpec
}

enum Scenes {
    static func all() throws -> [Scene] {
        [
            Scene(name: "B1", description: "default badge, rating 3.5 (144×32)",
                  spec: try BadgeSpec(rating: 3.5)),
            Scene(name: "B3", description: "the same at 8× (--size 192 --spacing 32 --padding 32, 1152×256)",
                  spec: try BadgeSpec(rating: 3.5, starSize: 192, spacing: 32, padding: 32)),
            Scene(name: "P1", description: "precise 3.37 (a split star, 144×32)",
                  spec: try BadgeSpec(rating: 3.37, fillMode: .precise)),
        ]
    }
}
