import StarBadge

/// The style options every badge-making command shares (`render`, `sprite`,
/// `batch`, `measure`): the option table. Each entry states the option's
/// kind, help group, help, default (the library's, from `BadgeSettings`
/// and the values it holds) and rules; a batch entry and `--defaults` set
/// each by the same name. `BadgeOptions.spec` reads them into a `BadgeSpec`.
enum BadgeOptions {
    /// The library's defaults, where the table's come from.
    private static let settings = BadgeSettings()

    static let definitions: [OptionDefinition] = [
        OptionDefinition(.stars, setting: .starCount, value: "n", kind: .wholeNumber, group: .star,
                         help: "Number of stars, 1–\(BadgeLimits.maxStars).",
                         default: .wholeNumber(settings.starCount)),
        OptionDefinition(.outOf, setting: .outOf, value: "n", kind: .number, group: .star,
                         help: "The rating's scale, any number above 0: --rating 7.8 --out-of 10 on 5 stars fills 3.9 of them; "
                             + "{max} and the alt text say it.", shown: "the number of stars"),
        OptionDefinition(.fill, setting: .fillMode, value: "mode",
                         kind: .choice(FillMode.allCases.map(\.rawValue) + [FillMeasure.area.rawValue]),
                         group: .star,
                         help: "Rounding: full (whole stars), half (nearest 0.5), precise (exact width), "
                             + "area (exact, the filled part has that share of the star's area).",
                         default: .word(settings.fillMode.rawValue)),
        OptionDefinition(.size, setting: .starSize, value: "px", kind: .number, group: .star, help: "Side of each star's square box.",
                         default: .number(settings.starSize),
                         rules: [.excludes([.width, .height], why: ": the star size is computed from the frame "
                                               + "(use '--min-size' to bound it)"), .setByShieldsStyle]),
        OptionDefinition(.spacing, setting: .spacing, value: "px", kind: .number, group: .star, help: "Gap between star boxes.",
                         default: .number(settings.spacing), rules: [.setByShieldsStyle]),
        OptionDefinition(.padding, setting: .padding, value: "px", kind: .number, group: .star, help: "Margin around the stars.",
                         default: .number(settings.padding), rules: [.setByShieldsStyle]),
        OptionDefinition(.onColor, setting: .onColorScale, value: "color", kind: .colorScale, group: .star,
                         help: "Colour of filled stars, or a colour by rating: ramp:C1,C2,… or steps:T1=C1,…,C.",
                         default: .color(BadgeSettings.defaultOnColor)),
        OptionDefinition(.offColor, setting: .offColor, value: "color", kind: .color, group: .star, help: "Colour of empty stars.",
                         default: .color(settings.offColor),
                         rules: [.needsInShieldsStyle(.sectionColor, why: ": without it the style draws the stars white "
                                                          + "or dark grey on the '--on-color' section")]),
        OptionDefinition(.background, setting: .background, value: "color", kind: .color, group: .background,
                         help: "Background colour (in shields styles: the label section's).", default: .color(settings.background)),
        OptionDefinition(.sectionColor, setting: .sectionColor, value: "color", kind: .color, group: .background,
                         help: "Shields styles: the stars section's colour (shields' color). Without it the section takes "
                             + "--on-color and the stars are white or dark grey on it; with it, --on-color colours the stars."),
        OptionDefinition(.shape, setting: .shape, value: "shape", group: .star,
                         help: "star, heart, circle, polygon:N, path:SVG-PATH-DATA or glyph:U+XXXX (a font glyph).",
                         shown: "star", rules: [.notWithPictures]),
        OptionDefinition(.shapeFont, setting: .shapeFont, value: "font", group: .star,
                         help: "Font for --shape glyph:… (a file or a family name).",
                         shown: "the label font",
                         rules: [.needsGlyphShape(why: " (the font the glyph is taken from)")]),
        OptionDefinition(.points, setting: .shapePoints, value: "n", kind: .wholeNumber, group: .star,
                         help: "Points of each star, 3–\(BadgeLimits.maxPoints).",
                         default: .wholeNumber(StarShape.default.points), rules: [.notWithPictures]),
        OptionDefinition(.innerRatio, setting: .shapeInnerRatio, value: "x", kind: .number, group: .star,
                         help: "Inner radius / outer radius, between 0 and 1.",
                         default: .number(StarShape.default.innerRatio), rules: [.notWithPictures]),
        OptionDefinition(.direction, setting: .direction, value: "dir",
                         kind: .choice(ReadingDirection.allCases.map(\.rawValue) + [BadgeDirection.auto.rawValue]),
                         group: .star,
                         help: "ltr; rtl: first star on the right, filling from the right, text right to left; "
                             + "auto: rtl when the label's first letter is of a right-to-left script (Arabic, Hebrew, …).",
                         default: .word(BadgeDirection.auto.rawValue)),
        OptionDefinition(.palette, setting: .palette, value: "name", kind: .choice(BadgePalette.allCases.map(\.rawValue)),
                         group: .star,
                         help: "standard, or accessible: filled stars, empty-star outlines and their boundary at 3:1 or more "
                             + "on white and on #0D1117, empty stars outlined (not colour alone). "
                             + "--on-color, --off-color, --empty-style and --outline-width given with it override its parts.",
                         default: .word(settings.palette.rawValue), rules: [.notWithPictures, .setByShieldsStyle]),
        OptionDefinition(.pageColors, setting: .pageColors, value: "colors", group: .background,
                         help: "The pages a transparent badge will sit on, e.g. white,#0D1117: the contrast check judges "
                             + "each part (stars, empty stars, label) on each and warns with the WCAG ratios. "
                             + "Never changes the image.",
                         shown: "none (a transparent badge is not judged)"),
        OptionDefinition(.emptyStyle, setting: .starAppearanceEmptyStars, value: "style",
                         kind: .choice(EmptyStars.allCases.map(\.rawValue)), group: .star,
                         help: "fill, or outline: empty stars drawn as an outline.",
                         default: .word(settings.starAppearance.emptyStars.rawValue), rules: [.notWithPictures]),
        OptionDefinition(.outlineWidth, setting: .starAppearanceOutlineWidth, value: "px", kind: .number, group: .star,
                         help: "Width of the outline of empty stars (2 with --palette accessible).",
                         default: .number(StarAppearance.defaultOutlineWidth),
                         rules: [.needsOutlinedEmptyStars]),
        OptionDefinition(.starBorderColor, setting: .starAppearanceBorderColor, value: "color", kind: .color, group: .star,
                         help: "Border around the filled part of the stars.", rules: [.notWithPictures]),
        OptionDefinition(.starBorderWidth, setting: .starAppearanceBorderWidth, value: "px", kind: .number, group: .star,
                         help: "Width of that border.",
                         default: .number(StarAppearance.defaultBorderWidth), rules: [.needs([.starBorderColor])]),
        OptionDefinition(.starCornerRadius, setting: .starAppearanceCornerRadius, value: "px", kind: .number, group: .star,
                         help: "Rounds the corners (tips) of the stars.",
                         default: .number(settings.starAppearance.cornerRadius), rules: [.notWithPictures]),
        OptionDefinition(.cornerRadius, setting: .backgroundShapeCornerRadius, value: "px", kind: .number, group: .background,
                         help: "Rounded corners of the background.",
                         default: .number(settings.backgroundShape.cornerRadius), rules: [.setByShieldsStyle]),
        OptionDefinition(.borderColor, setting: .backgroundShapeBorderColor, value: "color", kind: .color, group: .background,
                         help: "Border ring inside the background's edge.", rules: [.setByShieldsStyle]),
        OptionDefinition(.borderWidth, setting: .backgroundShapeBorderWidth, value: "px", kind: .number, group: .background,
                         help: "Width of the border ring.",
                         default: .number(BackgroundShape.defaultBorderWidth),
                         rules: [.needs([.borderColor]), .setByShieldsStyle]),
        OptionDefinition(.inset, setting: .backgroundShapeInset, value: "px", kind: .number, group: .background,
                         help: "Space between the border and the content.",
                         default: .number(settings.backgroundShape.inset), rules: [.setByShieldsStyle]),
        OptionDefinition(.width, setting: .fitWidth, value: "px", kind: .number, group: .background,
                         help: "Fit the badge to this width: the star size is computed.", rules: [.setByShieldsStyle]),
        OptionDefinition(.height, setting: .fitHeight, value: "px", kind: .number, group: .background,
                         help: "Fit the badge to this height: the star size is computed.", rules: [.setByShieldsStyle]),
        OptionDefinition(.minSize, setting: .fitMinStarSize, value: "px", kind: .number, group: .background,
                         help: "Smallest star size --width/--height may give.",
                         default: .number(FrameFit.defaultMinStarSize),
                         rules: [.needs([.width, .height], why: " (it bounds the star size computed from the frame)"),
                                 .setByShieldsStyle]),
        OptionDefinition(.labelOverflow, setting: .fitLabelOverflow, value: "mode",
                         kind: .choice(LabelOverflow.allCases.map(\.rawValue)), group: .background,
                         help: "A label too long for --width/--height at the smallest text size "
                             + "(\(Int(FrameFit.minimumTextSize)) px): refuse (the message gives the width it needs), "
                             + "ellipsis (cut at a character with …), or shrink (smaller text, as far as it takes).",
                         default: .word(LabelOverflow.refuse.rawValue),
                         rules: [.needs([.width, .height], why: " (it says what a fit does with a long label)"),
                                 .setByShieldsStyle]),
        OptionDefinition(.fullImage, setting: .imagesFull, value: "file", group: .star,
                         help: "PNG drawn for a full star instead of the shape."),
        OptionDefinition(.halfImage, setting: .imagesHalf, value: "file", group: .star, help: "PNG for a half star.",
                         shown: "full image up to the split",
                         rules: [.needs([.fullImage], why: " (the picture of a full star)")]),
        OptionDefinition(.emptyImage, setting: .imagesEmpty, value: "file", group: .star, help: "PNG for an empty star.",
                         shown: "full image's silhouette in --off-color",
                         rules: [.needs([.fullImage], why: " (the picture of a full star)")]),
        OptionDefinition(.logo, setting: .logo, value: "logo", kind: .picture, group: .label,
                         help: "Logo before the label: a PNG file, a single-colour SVG file (drawn in --logo-color), "
                             + "glyph:U+XXXX (a glyph of the label font, in the text colour) or one emoji."),
        OptionDefinition(.logoColor, value: "color", kind: .color, group: .label,
                         help: "Colour of an SVG logo.", shown: "the label's text colour",
                         rules: [.needs([.logo], why: " (the SVG logo it colours)")]),
        OptionDefinition(.logoWidth, setting: .logoWidth, value: "px", kind: .number, group: .label,
                         help: "The logo's width (its height follows the picture's aspect).",
                         shown: "as tall as the label text", rules: [.needs([.logo], why: " (the logo it sizes)")]),
        OptionDefinition(.style, setting: .style, value: "style", kind: .choice(BadgeStyle.allCases.map(\.rawValue)),
                         group: .background,
                         help: "plain, or a shields.io look: \(BadgeStyle.shieldsNames).",
                         default: .word(settings.style.rawValue)),
        OptionDefinition(.valueText, setting: .value, value: "text", group: .background,
                         help: "In shields styles, text after the stars, e.g. '{rating}/{max}'.", rules: [.needsShieldsStyle]),
        OptionDefinition(.scale, setting: .scale, value: "k", kind: .number, group: .background,
                         help: "Multiplies every length (2 for a @2x image).",
                         default: .number(settings.scale)),
        OptionDefinition(.maxPixels, setting: .maxPixels, value: "n", kind: .wholeNumber, group: .file,
                         help: "Largest image allowed, in pixels (up to 16384²).", default: .wholeNumber(settings.maxPixels)),
        OptionDefinition(.label, setting: .label, value: "text", group: .label,
                         help: "Text beside the stars, any script; {rating} (the score given), {shown} (the rating "
                             + "the stars show), {max} (the best rating), {percent} and {count} (--count, grouped: 1,234) "
                             + "are replaced (in batch also an entry's own fields, "
                             + "e.g. {title}), {{ and }} write braces, e.g. 'Rating: {rating}/{max}'.",
                         shown: "none; 'rating' in shields styles"),
        OptionDefinition(.labelFormat, setting: .labelNumberFormat, value: "format", group: .label,
                         help: "How {rating} and {shown} are written: %.1f, %.2f, %d, "
                             + "or %g (at most 2 decimals).", shown: "%g", rules: [.needsLabel]),
        OptionDefinition(.labelPosition, setting: .labelPosition, value: "side",
                         kind: .choice(LabelPosition.allCases.map(\.rawValue)), group: .label,
                         help: "left, right, top or bottom.", shown: "after the stars: right, or left when --direction is rtl",
                         rules: [.needsLabel, .setByShieldsStyle]),
        OptionDefinition(.labelGap, setting: .labelGap, value: "px", kind: .number, group: .label,
                         help: "Space between stars and label.",
                         shown: "size/4", rules: [.needsLabel, .setByShieldsStyle]),
        OptionDefinition(.font, setting: .labelFonts, value: "font", group: .label,
                         help: "Font for the label: an OpenType/TrueType file or a family name alone ('Noto Sans'; "
                             + "for one style, its file). Give it "
                             + "several times for a chain: each character is set in the first font that has it, "
                             + "then in an installed font that has it.",
                         shown: "DejaVu Sans", repeatable: true),
        OptionDefinition(.noSystemFonts, value: nil, group: .label,
                         help: "Set text only in the --font chain (or the bundled font), never in other installed fonts."),
        OptionDefinition(.fontSize, setting: .labelFontSize, value: "px", kind: .number, group: .label,
                         help: "Label font size.", shown: "0.6 × size",
                         rules: [.needsLabel, .setByShieldsStyle]),
        OptionDefinition(.textColor, setting: .labelTextColor, value: "color", kind: .color, group: .label, help: "Label colour.",
                         shown: "readable on the background", rules: [.needsLabel]),
        OptionDefinition(.hinting, setting: .hinting, value: "mode", kind: .choice(TextHinting.allCases.map(\.rawValue)),
                         group: .label,
                         help: "Fit a PNG's text to the pixel rows: none; light (vertical only: baseline, x-height and "
                             + "cap-height on whole pixels, widths and positions unchanged); auto (light for text of "
                             + "\(Int(TextHinting.autoLightLimit)) px and less in the image). An SVG is never hinted.",
                         default: .word(settings.hinting.rawValue)),
    ].map(\.asBatchField)
}

extension OptionDefinition {
    /// The same option, settable by a batch entry and `--defaults`.
    var asBatchField: OptionDefinition {
        OptionDefinition(name, setting: setting, short: short, value: valueName, kind: kind, group: group, help: help,
                         default: fallback,
                         shown: defaultValue, required: isRequired, repeatable: isRepeatable, batchField: true, rules: rules)
    }
}
