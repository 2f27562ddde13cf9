/// The settings a `BadgeError` names, each by its Swift property (a
/// property of `BadgeSettings`, or of a value one holds: `label.gap`).
public enum BadgeSetting: String, CaseIterable, Hashable, Sendable {
    case rating
    case outOf
    case count
    case stars = "starCount"
    case fill = "fillMode"
    case size = "starSize"
    case spacing
    case padding
    case onColor = "onColorScale"
    case offColor
    case background
    case sectionColor
    case points = "shape.points"
    case innerRatio = "shape.innerRatio"
    case scale
    case step
    case columns
    case label
    case labelFormat = "label.numberFormat"
    case labelPosition = "label.position"
    case labelGap = "label.gap"
    case font = "label.fonts"
    case fontSize = "label.fontSize"
    case maxPixels
    case textColor = "label.textColor"
    case hinting
    case shape
    case shapeFont = "shape.font"
    case direction
    case cornerRadius = "backgroundShape.cornerRadius"
    case borderColor = "backgroundShape.borderColor"
    case borderWidth = "backgroundShape.borderWidth"
    case inset = "backgroundShape.inset"
    case emptyStars = "starAppearance.emptyStars"
    case outlineWidth = "starAppearance.outlineWidth"
    case starBorderColor = "starAppearance.borderColor"
    case starBorderWidth = "starAppearance.borderWidth"
    case starCornerRadius = "starAppearance.cornerRadius"
    case width = "fit.width"
    case height = "fit.height"
    case minSize = "fit.minStarSize"
    case fullImage = "images.full"
    case halfImage = "images.half"
    case emptyImage = "images.empty"
    case style
    case valueText = "value"
    case alt = "altText"
    case link
    case logo
    case logoWidth = "logo.width"
    case palette
    case pageColors
    case labelOverflow = "fit.labelOverflow"
}
