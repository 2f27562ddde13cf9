/// The colours a shields-like style sets itself.
extension BadgeSettings {
    /// Throws when a colour the style sets is given: social's boxes are its
    /// own light grey, so it takes neither a `background` (the label box) nor
    /// a `sectionColor` (the bubble).
    func checkStyleColors() throws(BadgeError) {
        guard style == .social else { return }
        let reason: BadgeReason = .notApplicable("the colours of a \(setting: .style) social badge are set by the style")
        if let sectionColor { throw .invalid(.sectionColor, value: sectionColor.hexString, reason: reason) }
        if background.alpha > 0 { throw .invalid(.background, value: background.hexString, reason: reason) }
    }
}
