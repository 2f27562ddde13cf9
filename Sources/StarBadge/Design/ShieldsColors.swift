/// The colours of a shields-like badge, derived from the spec's.
extension BadgeSpec {
    /// The label section's colour: `background`, or the default grey when
    /// that is transparent (social: its light label box).
    package var labelSectionColor: Color {
        if design.style == .social { return BadgeStyle.socialLabelColor }
        return design.background.alpha == 0 ? BadgeStyle.shieldsLabelColor : design.background
    }

    /// The colour of the section with the stars: `sectionColor` when given,
    /// else the on colour (shields' look: the section takes the colour, the
    /// stars white or dark grey on it; social: its light bubble).
    package var starSectionColor: Color {
        if design.style == .social { return BadgeStyle.socialBubbleColor }
        return design.sectionColor ?? onColor
    }

    /// The colour of the filled part of the stars: `onColor`; in a
    /// shields-like style without a `sectionColor`, white or dark grey,
    /// whichever reads better on the section (which then has the on colour).
    package var starOnColor: Color {
        design.style.colorsStarsSection && design.sectionColor == nil ? Contrast.readableText(on: onColor) : onColor
    }

    /// The colour of the empty part of the stars: `offColor`, or in a
    /// shields-like style without a `sectionColor` the star colour at 35 % opacity.
    package var starOffColor: Color {
        guard design.style.colorsStarsSection, design.sectionColor == nil else { return design.offColor }
        var color = starOnColor
        color.alpha = 0x59
        return color
    }

    /// The colour of the value text: its own, or readable on the section.
    package var valueTextColor: Color {
        design.value?.textColor ?? Contrast.readableText(on: starSectionColor)
    }
}
