extension LabelSpec {
    /// The same label drawn in `color` (nil: dark or light, whichever reads
    /// better on the background).
    public func with(textColor color: Color?) -> LabelSpec {
        var copy = self
        copy.textColor = color
        return copy
    }
}
