import StarUnicode

/// The check of the caller's own template fields (`BadgeSettings.fields`).
extension BadgeSettings {
    /// Throws `BadgeError.invalid` naming the label (or value text) when a
    /// field name is a placeholder's, or when a value a text shows breaks
    /// `LabelSpec.rules` (a line break, a control character, too long).
    func checkFields() throws(BadgeError) {
        for name in fields.keys.sorted() where TextTemplate.Placeholder(rawValue: name) != nil {
            throw .invalid(.label, value: name, reason: .unusable("is the name of the placeholder {\(name)}; a field needs another name"))
        }
        for (setting, text) in [(BadgeSetting.label, label), (.value, value)] {
            guard let template = text?.template else { continue }
            for name in template.fieldNames {
                // `checkText` has refused a name without a value (as an unknown placeholder).
                guard let given = fields[name] else { continue }
                do { try LabelSpec.rules.check(given) } catch {
                    throw .invalid(setting, value: given, reason: .unusable("is the value of the field {\(Echo.value(name))}: \(error.description)"))
                }
            }
        }
    }
}
