import StarGeometry

/// Where everything of one badge goes, at the output scale: the star size
/// (as given, fitted to a frame, or the style's), the boxes, and the texts
/// laid out. It depends on the rating only through texts that show it.
struct BadgeComposition: Hashable, Sendable {
    /// Side of each star's box, px at scale 1.
    let starSize: Double
    let layout: BadgeLayout
    /// The label laid out (plain style).
    let labelLine: LabelLine?
    /// The texts of a shields-like style.
    let shieldsTexts: ShieldsTexts?
    /// The logo before the label, set beside its text; the layout's label is both.
    let logo: LogoBox?
    /// The size the image is padded to on the right and bottom, if larger
    /// than the drawing's own: the design's `minimumPixelSize`, or at a
    /// scale other than 1, that scale times the 1× image's size, rounded up.
    let minimumSize: PixelSize?

    /// Lays `design` out with the texts' placeholders filled from `values`.
    /// Throws when a text cannot be laid out, a fitted size cannot be found,
    /// or the image would be larger than the design's limits.
    init(_ design: BadgeDesign, values: TemplateValues) throws(BadgeError) {
        let scale = design.scale, direction = design.readingDirection
        if design.style.isShields {
            let style = design.style, metrics = style.metrics
            let texts = try ShieldsTexts(style: style, label: design.label, value: design.value, values: values,
                                         direction: direction, scale: scale)
            let label = texts.label?.extent
            let logo = try design.logo.map { logo throws(BadgeError) in
                try LogoBox(logo, beside: texts.label.map { LogoBox.Extent($0.line, width: $0.width) },
                            fonts: Self.logoFonts(design.label ?? design.value),
                            pixelSize: metrics.fontSize * scale, gap: Self.shieldsLogoGap * scale, scale: scale,
                            maxHeight: (metrics.height - 2 * Self.shieldsLogoMargin) * scale, direction: direction)
            }
            guard let shields = ShieldsLayout(
                height: metrics.height * scale, textPadding: metrics.textPadding * scale,
                sectionPadding: metrics.sectionPadding * scale, starCount: design.starCount,
                starSize: metrics.starSize * scale, spacing: metrics.spacing * scale,
                label: logo.map { ShieldsLayout.Text(width: $0.extent.width, ascent: $0.extent.ascent,
                                                     descent: $0.extent.descent, middle: $0.extent.middle) } ?? label,
                value: texts.value?.extent, valueGap: metrics.valueGap * scale,
                widths: metrics.widths.flatMap { w in
                    ShieldsWidths(labelPadding: w.labelPadding, valuePadding: w.valuePadding, gutter: w.gutter,
                                  outline: w.outline, labelShift: w.labelShift, valueShift: w.valueShift, scale: scale)
                })
            else {
                throw .invalid(.style, value: style.rawValue, reason: .unusable("gives no drawable badge at this scale"))
            }
            starSize = metrics.starSize
            layout = BadgeLayout(shields: shields, direction: direction)
            labelLine = nil
            shieldsTexts = texts
            self.logo = logo
        } else {
            let edge = design.padding + design.backgroundShape.thickness  // from the image's edge to the stars, scale 1
            var size = design.starSize, keeping: Int? = nil
            if let fit = design.fit {
                (size, keeping) = try Self.fittedStarSize(design, fit: fit, values: values, edge: edge)
            }
            let (line, logo, box) = try Self.plainLabel(design, values: values, starSize: size, scale: scale,
                                                        keeping: keeping)
            guard let layout = BadgeLayout(starCount: design.starCount, starSize: size * scale,
                                           spacing: design.spacing * scale, padding: edge * scale,
                                           label: box,
                                           direction: direction,
                                           frameWidth: design.fit?.width.map { $0 * scale },
                                           frameHeight: design.fit?.height.map { $0 * scale }) else {
                throw .invalid(.starSize, value: formatLength(size), reason: .unusable("gives no drawable star at this scale"))
            }
            starSize = size
            self.layout = layout
            labelLine = line
            shieldsTexts = nil
            self.logo = logo
        }
        minimumSize = design.minimumPixelSize ?? Self.scaledUnitSize(design, values: values)
        try Self.checkImageSize(layout, maxPixels: design.maxPixels, minimum: minimumSize)
    }

    /// The size of the design's image at scale 1 for these values, times
    /// the scale, rounded up: the one rule that makes a badge at scale k
    /// exactly k times its 1× image (as `variant(scaledBy:)` pads a k×
    /// variant), whether the scale is given or made by a variant. nil at
    /// scale 1, or when the 1× badge cannot be laid out (a scale below 1
    /// whose 1× image exceeds the limits): then the badge has its own size.
    private static func scaledUnitSize(_ design: BadgeDesign, values: TemplateValues) -> PixelSize? {
        let scale = design.scale
        guard scale != 1, let unit = try? design.with({ $0.scale = 1 }),
              let size = unit.sharedComposition?.pixelSize ?? (try? BadgeComposition(unit, values: values))?.pixelSize else {
            return nil
        }
        return PixelSize(width: wholePixels(Double(size.width) * scale), height: wholePixels(Double(size.height) * scale))
    }

    /// The image size: the drawing's own, padded to `minimumSize`.
    var paddedPixelSize: PixelSize {
        let own = pixelSize
        guard let minimumSize else { return own }
        return PixelSize(width: max(own.width, minimumSize.width), height: max(own.height, minimumSize.height))
    }

    /// The space between a shields-like badge's logo and its label text, px
    /// at scale 1 (shields' logo padding).
    static let shieldsLogoGap = 3.0
    /// The least space above and below a shields-like badge's logo, px at scale 1.
    static let shieldsLogoMargin = 2.0

    /// The fonts a logo is set in: the label's, else the bundled font.
    private static func logoFonts(_ label: LabelSpec?) throws(BadgeError) -> LabelSpec {
        if let label { return label }
        return try LabelSpec(template: "")
    }

    /// The plain style's label for stars of `starSize` (px at scale 1): its
    /// line, its logo, and the box holding both (a logo widens the label's box
    /// by itself and a quarter of the font size; a logo alone goes where a
    /// label would, before the stars).
    /// `keeping`: the label cut to that many characters and an ellipsis.
    static func plainLabel(_ design: BadgeDesign, values: TemplateValues, starSize size: Double, scale: Double,
                           keeping: Int? = nil)
        throws(BadgeError) -> (line: LabelLine?, logo: LogoBox?, box: LabelBox?) {
        let direction = design.readingDirection
        let line = try design.label.map { label throws(BadgeError) in
            try LabelLine(label, values: values, direction: direction, starSize: size, scale: scale, keeping: keeping)
        }
        guard let logo = design.logo else { return (line, nil, line?.box) }
        let fontSize = (design.label?.fontSize ?? size * 0.6) * scale
        let text = line.map { LogoBox.Extent($0.line, width: $0.box.width) }
        let set = try LogoBox(logo, beside: text, fonts: logoFonts(design.label), pixelSize: fontSize, gap: fontSize / 4,
                              scale: scale, direction: direction)
        let extent = set.extent
        let box = LabelBox(width: extent.width, ascent: extent.ascent, descent: extent.descent, middle: extent.middle,
                           position: line?.box.position ?? .left, gap: line?.box.gap ?? (design.label?.gap ?? size / 4) * scale)
        return (line, set, box)
    }

    /// The drawing's own size in whole pixels: the exact size rounded up
    /// (ignoring float noise below 1e-9 px).
    var pixelSize: PixelSize {
        PixelSize(width: Self.wholePixels(layout.contentWidth), height: Self.wholePixels(layout.contentHeight))
    }

    private static func wholePixels(_ length: Double) -> Int {
        max(1, Int((length - 1e-9).rounded(.up)))
    }

    private static func checkImageSize(_ layout: BadgeLayout, maxPixels: Int, minimum: PixelSize?) throws(BadgeError) {
        let width = max(layout.contentWidth, Double(minimum?.width ?? 0))
        let height = max(layout.contentHeight, Double(minimum?.height ?? 0))
        let side = Double(BadgeLimits.maxSide)
        if width > side || height > side {
            throw .imageTooLarge(width: width, height: height,
                                 reason: .unusable("a side is longer than \(BadgeLimits.maxSide) px"))
        }
        if (width.rounded(.up) * height.rounded(.up)) > Double(maxPixels) {
            throw .imageTooLarge(width: width, height: height,
                                 reason: .notApplicable("more than the limit of \(maxPixels) pixels (\(setting: .maxPixels) raises it)"))
        }
    }
}
