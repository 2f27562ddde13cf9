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
    /// so nothing is judged, unless `BadgeSettings.pageColors` names the
    /// pages: then each part is judged on each (`partContrasts(on:)`); the
    /// accessible palette's stars are judged on white and #0D1117 too. A shields-like badge's stars and value text are
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
                ? .notApplicable("the stars section (\(setting: .onColorScale))")
                : .notApplicable("the stars section (\(setting: .sectionColor))")
            let stars: BadgeReason = design.sectionColor == nil ? .unusable("the stars' colour") : .notApplicable("\(setting: .onColorScale)")
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
        // A see-through badge on the pages it was told of (or the accessible
        // palette on its own two) is judged there, part by part.
        if page == nil, design.background.alpha < 255 {
            warnings += pageWarnings()
            if !design.pageColors.isEmpty { return warnings }
        }
        guard design.background.alpha > 0 || page != nil else { return warnings }
        if design.images == nil {
            check(onColor, .notApplicable("\(setting: .onColorScale)"), on: design.background, .notApplicable("\(setting: .background)"),
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

    /// Each part that must be seen (filled stars, empty stars or their
    /// outline, the filled/empty boundary, the label text) against each of
    /// `pages` (opaque), with the background composited over the page. Empty
    /// for a shields-like style (its sections are opaque: `contrastWarnings`
    /// judges them); star pictures are not judged, their colours are their own.
    public func partContrasts(on pages: [Color]) -> [PartContrast] {
        guard !design.style.isShields else { return [] }
        var results: [PartContrast] = []
        for page in pages {
            let ground = Contrast.flattened(design.background, over: page)
            func add(_ part: PartContrast.Part, _ color: Color, against other: Color? = nil) {
                let shown = Contrast.flattened(color, over: ground)
                let behind = other.map { Contrast.flattened($0, over: ground) } ?? ground
                results.append(PartContrast(part: part, color: color, against: other ?? ground, page: page,
                                            ratio: Contrast.ratio(shown, behind)))
            }
            if design.images == nil {
                add(.filledStars, onColor)
                if design.starAppearance.emptyStars == .outline {
                    add(.emptyOutline, design.offColor)
                    add(.boundary, onColor)  // inside the outline the page shows
                } else {
                    add(.emptyStars, design.offColor)
                    add(.boundary, onColor, against: design.offColor)
                }
            }
            if labelLine != nil { add(.labelText, effectiveTextColor) }
        }
        return results
    }

    /// The parts below their minimum on the pages given
    /// (`BadgeSettings.pageColors`), and, with the accessible palette, the
    /// stars on the palette's own pages (white and #0D1117).
    private func pageWarnings() -> [BadgeReason] {
        let own = design.palette == .accessible ? BadgePalette.accessiblePages.filter { !design.pageColors.contains($0) } : []
        let told = partContrasts(on: design.pageColors).map { ($0, BadgeSetting.pageColors) }
        let palette = partContrasts(on: own).filter { $0.part != .labelText }.map { ($0, BadgeSetting.palette) }
        // Inside an outline the boundary is the filled colour on the page: said once, as the filled stars.
        let outlined = design.starAppearance.emptyStars == .outline
        return (told + palette).filter { !$0.0.passes && !(outlined && $0.0.part == .boundary) }.map { contrast, source in
            let what: BadgeReason.Words
            switch contrast.part {
            case .filledStars: what = "the filled stars' colour (\(setting: .onColorScale))"
            case .emptyStars: what = "the empty stars' colour (\(setting: .offColor))"
            case .emptyOutline: what = "the empty-star outline (\(setting: .offColor))"
            case .boundary: what = "the filled/empty boundary (\(setting: .onColorScale) against \(setting: .offColor))"
            case .labelText: what = "the label text"
            }
            let against = contrast.part == .boundary && design.starAppearance.emptyStars != .outline
                ? " \(contrast.against.hexString) on" : ""
            let words: BadgeReason.Words = """
                 \(contrast.color.hexString) has a contrast of \(contrast.roundedRatio):1 with\(against) the page \
                \(contrast.page.hexString) (\(setting: source)), below \(formatLength(contrast.part.minimum)):1 (WCAG \
                \(contrast.part == .labelText ? "1.4.3" : "1.4.11"))
                """
            return BadgeReason(kind: .notApplicable, parts: what.parts + words.parts)
        }
    }
}
