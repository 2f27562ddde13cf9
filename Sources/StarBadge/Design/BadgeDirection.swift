import StarGeometry
import StarText

/// The order a badge's stars are read and filled in.
public enum BadgeDirection: String, CaseIterable, Hashable, Sendable {
    /// Left to right.
    case leftToRight = "ltr"
    /// Right to left.
    case rightToLeft = "rtl"
    /// The direction of the first strong letter of the label, else of the
    /// value text (placeholders count as digits, which have none); left to
    /// right when neither has one.
    case auto

    /// A fixed direction.
    package init(_ direction: ReadingDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }

    /// The direction for a badge with these texts.
    func resolved(label: LabelSpec?, value: LabelSpec?) -> ReadingDirection {
        resolved(texts: [label?.template.text, value?.template.text])
    }

    /// The direction for a badge whose label and value texts (templates,
    /// nil when absent) are `texts`, in that order.
    package func resolved(texts: [String?]) -> ReadingDirection {
        switch self {
        case .leftToRight: return .leftToRight
        case .rightToLeft: return .rightToLeft
        case .auto:
            for case let text? in texts {
                // Placeholders become digits, which have no direction of their own.
                let words = (try? TextTemplate(parsing: text))?.filled { _ in "0" } ?? text
                if let direction = TextDirection.ofFirstStrongCharacter(in: words) {
                    return direction == .rightToLeft ? .rightToLeft : .leftToRight
                }
            }
            return .leftToRight
        }
    }
}
