import StarBadge

extension BadgeSetting {
    /// The option that sets this setting, without dashes: how the command
    /// line names a setting the library's errors name.
    var optionName: String {
        switch self {
        case .rating: return "rating"
        case .outOf: return "out-of"
        case .count: return "count"
        case .stars: return "stars"
        case .fill: return "fill"
        case .size: return "size"
        case .spacing: return "spacing"
        case .padding: return "padding"
        case .onColor: return "on-color"
        case .offColor: return "off-color"
        case .background: return "background"
        case .sectionColor: return "section-color"
        case .points: return "points"
        case .innerRatio: return "inner-ratio"
        case .scale: return "scale"
        case .step: return "step"
        case .columns: return "columns"
        case .label: return "label"
        case .labelFormat: return "label-format"
        case .labelPosition: return "label-position"
        case .labelGap: return "label-gap"
        case .font: return "font"
        case .fontSize: return "font-size"
        case .maxPixels: return "max-pixels"
        case .textColor: return "text-color"
        case .shape: return "shape"
        case .shapeFont: return "shape-font"
        case .direction: return "direction"
        case .cornerRadius: return "corner-radius"
        case .borderColor: return "border-color"
        case .borderWidth: return "border-width"
        case .inset: return "inset"
        case .emptyStars: return "empty-style"
        case .outlineWidth: return "outline-width"
        case .starBorderColor: return "star-border-color"
        case .starBorderWidth: return "star-border-width"
        case .starCornerRadius: return "star-corner-radius"
        case .width: return "width"
        case .height: return "height"
        case .minSize: return "min-size"
        case .fullImage: return "full-image"
        case .halfImage: return "half-image"
        case .emptyImage: return "empty-image"
        case .style: return "style"
        case .valueText: return "value-text"
        case .alt: return "alt"
        }
    }

    /// The flag, as messages name it: `--scale`.
    var flag: String { "--" + optionName }
}

extension BadgeError {
    /// The message with settings named by their flags.
    var commandLineMessage: String { message { $0.flag } }

    /// What is wrong, settings named by their flags.
    var commandLineReason: String { reason { $0.flag } }
}
