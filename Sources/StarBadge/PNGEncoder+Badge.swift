import StarPNG

extension PNGEncoder {
    /// This encoder told what `spec` draws (text when it has a label, else
    /// shapes), so it tries only the row filters that suit it; unchanged if
    /// already told.
    public func describing(_ spec: BadgeSpec) -> PNGEncoder {
        guard content == .unknown else { return self }
        var encoder = self
        encoder.content = spec.label == nil ? .shapes : .text
        return encoder
    }
}
