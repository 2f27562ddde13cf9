import StarBadge

/// `--link URL` (`render`, `batch`) and a batch entry's `link` field: where
/// the badge leads, checked by `BadgeLink` (http:, https:, mailto: or relative).
enum LinkOption {
    static let definition = OptionDefinition(
        .link, setting: .link, value: "url",
        help: "Make the badge a link to this URL (http:, https:, mailto: or relative): the SVG is an <a href>; "
            + "in batch markup the <img> or <picture> is wrapped in one.")

    /// The link `read` gives, or nil without one; a usage error naming the
    /// option (`--link`, or the field `link`) when the URL is refused.
    static func link(_ read: ValueReader) throws(CLIError) -> BadgeLink? {
        guard let text = read.string(.link) else { return nil }
        do { return try BadgeLink(text) } catch {
            throw read.invalid(.link, text, error.commandLineReason)
        }
    }
}
