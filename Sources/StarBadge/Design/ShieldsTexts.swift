/// The two texts of a shields-like badge set at the output scale: the label
/// section's (upper-cased and letter-spaced for for-the-badge, its first
/// letter capitalised for social) and the
/// optional value text after the stars. An empty label means no label section.
struct ShieldsTexts: Hashable, Sendable {
    let label: SpacedTextLine?
    let value: SpacedTextLine?

    init(style: BadgeStyle, label: LabelSpec?, value: LabelSpec?, values: TemplateValues, direction: ReadingDirection,
         scale: Double) throws(BadgeError) {
        let metrics = style.metrics
        func set(_ spec: LabelSpec?, as setting: BadgeSetting, capitalized: Bool) throws(BadgeError) -> SpacedTextLine? {
            guard let spec else { return nil }
            var text = try spec.checkedText(values, as: setting)
            guard !text.isEmpty else { return nil }
            if metrics.uppercase { text = text.uppercased() }
            if capitalized, let first = text.first { text = first.uppercased() + text.dropFirst() }
            return try SpacedTextLine(text, label: spec, pixelSize: metrics.fontSize * scale,
                                      letterSpacing: metrics.letterSpacing * scale, direction: direction)
        }
        self.label = try set(label, as: .label, capitalized: metrics.capitalized)
        self.value = try set(value, as: .value, capitalized: false)
    }
}
