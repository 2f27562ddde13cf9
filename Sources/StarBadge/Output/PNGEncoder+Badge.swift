import StarPNG

extension PNGEncoder {
    /// This encoder told what `spec` draws (text when it has a label, else
    /// shapes), so it tries only the row filters that suit it; unchanged if
    /// already told.
    package func describing(_ spec: BadgeSpec) -> PNGEncoder {
        describing(spec.design)
    }

    /// This encoder told what badges of `design` draw: see `describing(_:)`.
    package func describing(_ design: BadgeDesign) -> PNGEncoder {
        guard content == .unknown else { return self }
        var encoder = self
        encoder.content = design.label == nil ? .shapes : .text
        return encoder
    }
}
