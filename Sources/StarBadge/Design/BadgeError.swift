import StarUnicode

/// Why a badge specification is invalid. Messages name the setting (as its
/// Swift property, `BadgeSetting`) and say what is wrong in words a user
/// understands; the reason's `kind` says what kind of problem it is, and a
/// caller that names settings its own way (a command line: flags) writes
/// the message with `message(naming:)`.
public enum BadgeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A setting's value is out of range or malformed.
    case invalid(BadgeSetting, value: String, reason: BadgeReason)
    /// The whole image would be larger than the limits allow.
    case imageTooLarge(width: Double, height: Double, reason: BadgeReason)
    /// A font could not be found or loaded.
    case font(path: String, reason: BadgeReason)
    /// The SVG document would be larger than `limit` bytes (`plannedBytes`
    /// counts every picture at the PNG encoder's largest size).
    case svgTooLarge(plannedBytes: Int, limit: Int)

    /// The setting at fault, when one is.
    public var setting: BadgeSetting? {
        if case .invalid(let setting, _, _) = self { return setting }
        return nil
    }

    public var description: String { message { $0.rawValue } }

    /// The message with each setting named by `name`.
    package func message(naming name: (BadgeSetting) -> String) -> String {
        switch self {
        case .invalid(let setting, let value, let reason):
            return "invalid \(name(setting)) '\(Echo.value(value))': \(reason.text(naming: name))"
        case .imageTooLarge(let width, let height, let reason):
            return "the badge would be \(formatPixels(width))×\(formatPixels(height)) px: \(reason.text(naming: name))"
        case .font(_, let reason):
            return reason.text(naming: name)
        case .svgTooLarge(let planned, let limit):
            return "the SVG would be up to \(formatMiB(planned)) MiB, more than the limit of \(formatMiB(limit)) MiB "
                + "(each picture is written once; smaller pictures, fewer states or shorter texts make it smaller)"
        }
    }
}

/// Bytes in MiB for messages, rounded up to one decimal (so a size over a limit never reads as the limit).
func formatMiB(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 1_048_575) / 1_048_576
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
}

/// A length for messages, as people write one: whole numbers without a
/// fraction, others in decimals (never an exponent), at most nine.
func formatLength(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return value.isNaN ? "not a number" : String(value) }
    return AltText.format(value, separator: ".", decimals: 9)
}

/// An image side for messages: whole pixels (an image has no part of
/// one), rounded up as the image would be, grouped by thousands.
func formatPixels(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    return Echo.grouped(Int(value.rounded(.up)))
}

extension BadgeError {
    /// What is wrong, without the setting's name (for callers that name it
    /// themselves), other settings named by `name`.
    package func reason(naming name: (BadgeSetting) -> String) -> String {
        switch self {
        case .invalid(_, _, let reason): return reason.text(naming: name)
        case .imageTooLarge, .font: return message(naming: name)
        case .svgTooLarge(let planned, let limit):
            return "the SVG would be up to \(formatMiB(planned)) MiB, more than the limit of \(formatMiB(limit)) MiB "
                + "(each picture is written once; smaller pictures, fewer states or shorter texts make it smaller)"
        }
    }

    /// What is wrong, without the setting's name, other settings named as Swift properties.
    public var reason: String { reason { $0.rawValue } }
}
