import Testing
import StarBadge

/// `BadgePalette.accessible`, `BadgeSettings.pageColors` and the part-by-part
/// contrast check (issue 36): WCAG 2 ratios, 3:1 for graphics, 4.5:1 for text.
@Suite("The accessible palette and the contrast check on pages")
struct AccessiblePaletteTests {
    static let white = Color.white
    static let dark = Color(red: 0x0D, green: 0x11, blue: 0x17)

    @Test("every part of the accessible palette reaches 3:1 on white and on #0D1117")
    func paletteParts() throws {
        let spec = try BadgeSpec(rating: 3.5) { $0.palette = .accessible }
        let contrasts = spec.partContrasts(on: [Self.white, Self.dark])
        #expect(Set(contrasts.map(\.part)) == [.filledStars, .emptyOutline, .boundary])
        #expect(contrasts.count == 6)
        for contrast in contrasts {
            #expect(contrast.ratio >= 3, "\(contrast.part.rawValue) on \(contrast.page.hexString): \(contrast.ratio)")
        }
        // Empty stars are outlined: their state is their shape, not their colour alone.
        #expect(spec.design.starAppearance.emptyStars == .outline)
        #expect(spec.contrastWarnings.isEmpty)
    }

    @Test("the default look's ratios are those issue 36 measured, and it says nothing without pages")
    func defaultLook() throws {
        let spec = try BadgeSpec(rating: 3.5)
        #expect(spec.contrastWarnings.isEmpty)
        let onWhite = spec.partContrasts(on: [Self.white])
        #expect(onWhite.map(\.roundedRatio) == ["1.78", "1.41", "1.26"])
        #expect(onWhite.map(\.part) == [.filledStars, .emptyStars, .boundary])
        let paged = try BadgeSpec(rating: 3.5) { $0.pageColors = [Self.white, Self.dark] }
        let warnings = paged.contrastWarnings.map(\.description)
        #expect(warnings.count == 4, "\(warnings)")  // 3 on white; the boundary on the dark page too
        #expect(warnings[0].contains("#FFB400 has a contrast of 1.78:1 with the page #FFFFFF (pageColors), below 3:1"))
        #expect(warnings.contains { $0.contains("1.26:1") && $0.contains("#D9D9D9 on the page #0D1117") })
    }

    @Test("a part set after the palette overrides it and is judged on the palette's pages")
    func override() throws {
        let spec = try BadgeSpec(rating: 3.5) {
            $0.palette = .accessible
            $0.onColorScale = .constant(BadgeSettings.defaultOnColor)
        }
        #expect(spec.design.offColor == BadgePalette.accessible.offColor)
        let warnings = spec.contrastWarnings.map(\.description)
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings[0].contains("#FFB400 has a contrast of 1.78:1 with the page #FFFFFF (palette)"))
    }

    @Test("the label is judged on the pages given, at 4.5:1")
    func labelOnPages() throws {
        let label = try LabelSpec(template: "Rated {rating}")
        let spec = try BadgeSpec(rating: 4) { $0.palette = .accessible; $0.label = label; $0.pageColors = [Self.dark] }
        let warnings = spec.contrastWarnings.map(\.description)
        #expect(warnings.count == 1 && warnings[0].contains("the label text #333333 has a contrast of 1.50:1"), "\(warnings)")
        // On the palette's own pages alone the label is not judged: no one colour reads at 4.5:1 on both.
        let unpaged = try BadgeSpec(rating: 4) { $0.palette = .accessible; $0.label = label }
        #expect(unpaged.contrastWarnings.isEmpty)
    }

    @Test("an opaque background is judged as before, whatever the pages")
    func opaqueBackground() throws {
        let spec = try BadgeSpec(rating: 4) { $0.palette = .accessible; $0.background = Self.dark; $0.pageColors = [Self.white] }
        #expect(spec.contrastWarnings.isEmpty)
    }

    @Test("BadgeSettings.check refuses the palette where it does not apply and see-through pages")
    func checks() throws {
        func setting(_ change: (inout BadgeSettings) -> Void) -> BadgeSetting? {
            do { _ = try BadgeDesign(BadgeSettings().with(change)); return nil } catch {
                if case .invalid(let setting, _, _) = error { return setting }
                return nil
            }
        }
        #expect(setting { $0.palette = .accessible; $0.style = .flat } == .palette)
        #expect(setting { $0.pageColors = [Color(red: 1, green: 2, blue: 3, alpha: 128)] } == .pageColors)
        #expect(setting { $0.pageColors = Array(repeating: .white, count: 9) } == .pageColors)
        #expect(setting { $0.palette = .accessible } == nil)
    }
}
