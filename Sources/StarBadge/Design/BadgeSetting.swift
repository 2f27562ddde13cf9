/// The settings of a badge, named as on the command line (without dashes).
public enum BadgeSetting: String, CaseIterable, Hashable, Sendable {
    case rating
    case stars
    case fill
    case size
    case spacing
    case padding
    case onColor = "on-color"
    case offColor = "off-color"
    case background
    case sectionColor = "section-color"
    case points
    case innerRatio = "inner-ratio"
    case scale
    case step
    case columns
    case label
    case labelFormat = "label-format"
    case labelPosition = "label-position"
    case labelGap = "label-gap"
    case font
    case fontSize = "font-size"
    case maxPixels = "max-pixels"
    case textColor = "text-color"
    case shape
    case shapeFont = "shape-font"
    case direction
    case cornerRadius = "corner-radius"
    case borderColor = "border-color"
    case borderWidth = "border-width"
    case inset
    case emptyStars = "empty-style"
    case outlineWidth = "outline-width"
    case starBorderColor = "star-border-color"
    case starBorderWidth = "star-border-width"
    case starCornerRadius = "star-corner-radius"
    case width
    case height
    case minSize = "min-size"
    case fullImage = "full-image"
    case halfImage = "half-image"
    case emptyImage = "empty-image"
    case style
    case valueText = "value-text"
    case alt
}
