import StarUnicode

/// The check of the caller's own template fields (`BadgeSettings.fields`).
extension BadgeSettings {
    /// Throws `BadgeError.invalid` naming the label (or value text) when a
    /// field name is a placeholder's, when a text names a field that has no
    /// value, or when a value it shows breaks `LabelSpec.rules` (a line
    /// break, a control character, too long).
    func checkFields() throws(BadgeError) {
        for name in fields.keys.sorted() where TextTemplate.Placeholder(rawValue: name) != nil {
            throw .invalid(.label, value: name, reason: .unusable("is the name of the placeholder {\(name)}; a field needs another name"))
        }
        for (setting, text) in [(BadgeSetting.label, label), (.valueText, value)] {
            guard let template = text?.template else { continue }
            for name in template.fieldNames {
                guard let given = fields[name] else {
                    throw .invalid(setting, value: template.text, reason: .unusable("shows the field {\(Echo.value(name))}, which has no value"))
                }
                do { try LabelSpec.rules.check(given) } catch {
                    throw .invalid(setting, value: given, reason: .unusable("is the value of the field {\(Echo.value(name))}: \(error.description)"))
                }
            }
        }
    }
}
