/// Colours that will be hard to see (WCAG 2 contrast): stars below 3:1 and
/// text below 4.5:1 against what they are drawn on.
extension BadgeSpec {
    /// The least contrast stars should have with their background.
    package static let minimumStarContrast = 3.0
    /// The least contrast text should have with its background.
    package static let minimumTextContrast = 4.5

    /// One sentence per colour pair below its threshold, naming the
    /// settings (as `BadgeReason` parts, so a caller names them its way);
    /// empty when all is well. A plain badge's stars and label are
    /// judged against `background` (translucent colours composited over a
    /// white page); a transparent background says nothing about the page,
    /// so nothing is judged. A shields-like badge's stars and value text are
    /// judged against the coloured section, its label against the label section.
    package var contrastWarnings: [BadgeReason] { contrastWarnings(onPage: nil) }

    /// `contrastWarnings`, with translucent and transparent colours judged
    /// over `page` when one is given (a dark variant's: `DarkAppearance.page`),
    /// so a transparent background is judged as the page it stands for.
    package func contrastWarnings(onPage page: Color?) -> [BadgeReason] {
        var warnings: [BadgeReason] = []
        func check(_ color: Color, _ what: BadgeReason, on backdrop: Color, _ where_: BadgeReason, minimum: Double) {
            let ground = Contrast.flattened(backdrop, over: page ?? .white)
            let shown = Contrast.flattened(color, over: ground)
            let ratio = Contrast.ratio(shown, ground)
            guard ratio < minimum else { return }
            let rounded = (ratio * 100).rounded() / 100
            let words: BadgeReason = .unusable(" \(color.hexString) has a contrast of \(rounded):1 with ")
            let rest: BadgeReason = .unusable(" \(backdrop.hexString), below \(formatLength(minimum)):1; it may be hard to see")
            warnings.append(BadgeReason(kind: .notApplicable, parts: what.parts + words.parts + where_.parts + rest.parts))
        }
        if design.style.isShields {
            let section: BadgeReason = design.sectionColor == nil
                ? .notApplicable("the stars section (\(setting: .onColor))")
                : .notApplicable("the stars section (\(setting: .sectionColor))")
            let stars: BadgeReason = design.sectionColor == nil ? .unusable("the stars' colour") : .notApplicable("\(setting: .onColor)")
            // Social's stars keep their own colours on its light bubble,
            // as the plain style's do on a transparent background: unchecked.
            if design.style.colorsStarsSection {
                check(starOnColor, stars, on: starSectionColor, section, minimum: Self.minimumStarContrast)
            }
            if shieldsTexts?.label != nil {
                check(effectiveTextColor, .unusable("the label colour"), on: labelSectionColor, .unusable("the label section"), minimum: Self.minimumTextContrast)
            }
            if shieldsTexts?.value != nil {
                check(valueTextColor, .unusable("the value text colour"), on: starSectionColor, .unusable("the stars section"), minimum: Self.minimumTextContrast)
            }
            return warnings
        }
        guard design.background.alpha > 0 || page != nil else { return warnings }
        if design.images == nil {
            check(onColor, .notApplicable("\(setting: .onColor)"), on: design.background, .notApplicable("\(setting: .background)"),
                  minimum: Self.minimumStarContrast)
            check(design.offColor, .notApplicable("\(setting: .offColor)"), on: design.background, .notApplicable("\(setting: .background)"),
                  minimum: Self.minimumStarContrast)
        }
        if labelLine != nil {
            check(effectiveTextColor, .unusable("the label colour"), on: design.background, .notApplicable("\(setting: .background)"),
                  minimum: Self.minimumTextContrast)
        }
        return warnings
    }
}
