/// The colours of a shields-like badge, derived from the spec's.
extension BadgeSpec {
    /// The label section's colour: `background`, or the default grey when
    /// that is transparent.
    public var labelSectionColor: Color {
        background.alpha == 0 ? BadgeStyle.shieldsLabelColor : background
    }

    /// The colour of the filled part of the stars: `onColor`, or in a
    /// shields-like style white or dark grey, whichever reads better on the
    /// coloured section (which is `onColor`).
    public var starOnColor: Color {
        style.isShields ? Contrast.readableText(on: onColor) : onColor
    }

    /// The colour of the empty part of the stars: `offColor`, or in a
    /// shields-like style the star colour at 35 % opacity.
    public var starOffColor: Color {
        guard style.isShields else { return offColor }
        var color = starOnColor
        color.alpha = 0x59
        return color
    }

    /// The colour of the value text: its own, or readable on the section.
    public var valueTextColor: Color {
        value?.textColor ?? Contrast.readableText(on: onColor)
    }
}
