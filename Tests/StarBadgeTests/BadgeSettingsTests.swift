import Testing
import StarBadge
import StarGeometry

/// Every setting of a badge, changed in turn: it makes another design and
/// another cache key, and every copy and variant of the design keeps it.
/// The list of changes is proved complete against the settings' stored
/// properties (by `Mirror`), so a new setting cannot be left out.
@Suite("Badge settings")
struct BadgeSettingsTests {
    /// One setting's change: the settings it starts from (plain, or a
    /// shields-like style for the settings of that style) and the change.
    struct Change: CustomTestStringConvertible, Sendable {
        let name: String
        let base: BadgeSettings
        let change: @Sendable (inout BadgeSettings) throws -> Void
        var testDescription: String { name }

        var changed: BadgeSettings {
            get throws { try base.with(change) }
        }
    }

    static let red = Color(red: 0xC0, green: 0x39, blue: 0x2B)
    static let navy = Color(red: 0x26, green: 0x32, blue: 0x38)

    /// A valid change of each setting, keyed by its property name.
    static func changes() throws -> [Change] {
        let face = try FontLibrary.defaultFace()
        let shields = BadgeSettings().with { $0.style = .flat }
        let picture = try StarImageTests.image("dots-8.png")
        func plain(_ name: String, _ change: @escaping @Sendable (inout BadgeSettings) throws -> Void) -> Change {
            Change(name: name, base: BadgeSettings(), change: change)
        }
        return [
            plain("starCount") { $0.starCount = 7 },
            plain("outOf") { $0.outOf = 10 },
            plain("fillMode") { $0.fillMode = .precise },
            plain("starSize") { $0.starSize = 30 },
            plain("spacing") { $0.spacing = 6 },
            plain("padding") { $0.padding = 9 },
            plain("offColor") { $0.offColor = red },
            plain("background") { $0.background = navy },
            plain("scale") { $0.scale = 1.5 },
            plain("label") { $0.label = LabelSpec(template: "Reviews", font: face) },
            plain("shape") { $0.shape = .heart },
            plain("onColorScale") { $0.onColorScale = .constant(red) },
            plain("fillMeasure") { $0.fillMeasure = .area },
            plain("direction") { $0.direction = .rightToLeft },
            plain("backgroundShape") { $0.backgroundShape = BackgroundShape(cornerRadius: 4) },
            plain("starAppearance") { $0.starAppearance = StarAppearance(emptyStars: .outline) },
            plain("images") { $0.images = StarImages(full: picture) },
            plain("style") { $0.style = .flatSquare },
            Change(name: "value", base: shields) { $0.value = LabelSpec(template: "{rating}", font: face) },
            Change(name: "sectionColor", base: shields) { $0.sectionColor = navy },
            plain("logo") { $0.logo = BadgeLogo(.picture(picture)) },
            plain("fit") { $0.fit = FrameFit(width: 300) },
            plain("palette") { $0.palette = .accessible },
            plain("pageColors") { $0.pageColors = [.white, navy] },
            plain("maxPixels") { $0.maxPixels = 1_000_000 },
            plain("minimumPixelSize") { $0.minimumPixelSize = PixelSize(width: 400, height: 100) },
            plain("fields") { $0.fields = ["title": "Dune"] },
            plain("hinting") { $0.hinting = .light },
        ]
    }

    /// The names of the settings whose values differ between `a` and `b`.
    static func differences(_ a: BadgeSettings, _ b: BadgeSettings) -> Set<String> {
        var names: Set<String> = []
        for (x, y) in zip(Mirror(reflecting: a).children, Mirror(reflecting: b).children) {
            let label = x.label ?? "?"
            guard let left = x.value as? AnyHashable, let right = y.value as? AnyHashable else {
                names.insert(label + " (not Hashable)")
                continue
            }
            if left != right { names.insert(label) }
        }
        return names
    }

    @Test("the list of changes names every stored setting, once")
    func complete() throws {
        let stored = Mirror(reflecting: BadgeSettings()).children.compactMap(\.label)
        let listed = try Self.changes().map(\.name)
        #expect(stored.count == Set(stored).count)
        #expect(listed.sorted() == stored.sorted())
    }

    @Test("a changed setting makes another design and another cache key", arguments: try changes())
    func differs(_ change: Change) throws {
        let base = try BadgeDesign(change.base), changed = try BadgeDesign(change.changed)
        // A shields-like style sets the sizes too, a palette the colours it has; every other change is of its setting alone.
        let changedNames = Self.differences(base.settings, changed.settings)
        #expect(changedNames.contains(change.name))
        #expect(change.name == "style" || changedNames == [change.name]
                || (change.name == "palette" && changedNames == ["palette", "onColorScale", "offColor", "starAppearance"]))
        #expect(base != changed)
        // The batch render cache keys on the badge; renderers take everything from it.
        let one = try base.badge(rating: 3), other = try changed.badge(rating: 3)
        #expect(one != other)
        #expect(one.hashValue != other.hashValue)
        #expect(Set([one, other]).count == 2)
    }

    @Test("every copy and variant keeps a changed setting", arguments: try changes())
    func preserved(_ change: Change) throws {
        let design = try BadgeDesign(change.changed)
        let spec = try design.badge(rating: 3)
        #expect(try BadgeDesign(design.settings) == design)
        #expect(try spec.with(rating: 2).design == design)
        #expect(Self.differences(design.settings, try design.with { _ in }.settings).isEmpty)

        let scaled = try design.variant(scaledBy: 2)
        #expect(scaled.scale == design.scale * 2)
        #expect(Self.differences(design.settings, scaled.settings).subtracting(["scale", "minimumPixelSize"]).isEmpty)
        let scaledBadge = try spec.variant(scaledBy: 3).design
        #expect(scaledBadge.scale == design.scale * 3)
        #expect(Self.differences(design.settings, scaledBadge.settings).subtracting(["scale", "minimumPixelSize"]).isEmpty)

        let refilled = try spec.with(rating: 2, fillMode: .full, scale: 2).design
        #expect(Self.differences(design.settings, refilled.settings)
            .subtracting(["fillMode", "scale", "minimumPixelSize"]).isEmpty)

        let dark = try design.with {
            $0.onColorScale = .constant(Self.red)
            $0.offColor = Self.navy
            $0.background = .black
        }
        #expect(Self.differences(design.settings, dark.settings)
            .subtracting(["onColorScale", "offColor", "background"]).isEmpty)
    }

    @Test("the default settings are the documented ones")
    func defaults() {
        let settings = BadgeSettings()
        #expect(settings.starCount == 5 && settings.fillMode == .half && settings.fillMeasure == .width)
        #expect(settings.starSize == 24 && settings.spacing == 4 && settings.padding == 4 && settings.scale == 1)
        #expect(settings.onColorScale == .constant(Color(red: 0xFF, green: 0xB4, blue: 0x00)))
        #expect(settings.offColor == Color(red: 0xD9, green: 0xD9, blue: 0xD9))
        #expect(settings.background == .transparent && settings.direction == .auto)
        #expect(settings.shape == .default && settings.style == .plain && settings.maxPixels == 16 * 1024 * 1024)
    }
}
