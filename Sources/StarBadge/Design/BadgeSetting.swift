/// The settings a `BadgeError` names, each by the Swift property it is: a
/// property of `BadgeSettings`, of a value one holds, or of the spec,
/// output settings or sprite sheet that use them.
///
/// One naming rule: the raw value is the property's path from the value
/// that holds it (`label.fontSize`, `starAppearance.borderColor`), and the
/// case is that path in one camel-case word (`labelFontSize`,
/// `starAppearanceBorderColor`). A setting of `BadgeSettings` itself is
/// its property's name (`starSize`, `starCount`); `rating` and `count` are
/// `BadgeSpec`'s, `altText` and `link` are `OutputSettings`', `step` and
/// `columns` are `SpriteSheet`'s.
public enum BadgeSetting: String, CaseIterable, Hashable, Sendable {
    case rating
    case outOf
    case count
    case starCount
    case fillMode
    case starSize
    case spacing
    case padding
    case onColorScale
    case offColor
    case background
    case sectionColor
    case shapePoints = "shape.points"
    case shapeInnerRatio = "shape.innerRatio"
    case scale
    case step
    case columns
    case label
    case labelNumberFormat = "label.numberFormat"
    case labelPosition = "label.position"
    case labelGap = "label.gap"
    case labelFonts = "label.fonts"
    case labelFontSize = "label.fontSize"
    case maxPixels
    case labelTextColor = "label.textColor"
    case hinting
    case shape
    case shapeFont = "shape.font"
    case direction
    case backgroundShapeCornerRadius = "backgroundShape.cornerRadius"
    case backgroundShapeBorderColor = "backgroundShape.borderColor"
    case backgroundShapeBorderWidth = "backgroundShape.borderWidth"
    case backgroundShapeInset = "backgroundShape.inset"
    case starAppearanceEmptyStars = "starAppearance.emptyStars"
    case starAppearanceOutlineWidth = "starAppearance.outlineWidth"
    case starAppearanceBorderColor = "starAppearance.borderColor"
    case starAppearanceBorderWidth = "starAppearance.borderWidth"
    case starAppearanceCornerRadius = "starAppearance.cornerRadius"
    case fitWidth = "fit.width"
    case fitHeight = "fit.height"
    case fitMinStarSize = "fit.minStarSize"
    case imagesFull = "images.full"
    case imagesHalf = "images.half"
    case imagesEmpty = "images.empty"
    case style
    case value
    case altText
    case link
    case logo
    case logoWidth = "logo.width"
    case palette
    case pageColors
    case fitLabelOverflow = "fit.labelOverflow"
}
