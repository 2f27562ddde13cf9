import StarBadge

extension BadgeOptions {
    /// `--count` (a batch entry's `count`): the number of ratings, a whole
    /// number 0 or more; nil without it.
    static func ratingCount(_ read: ValueReader) throws(CLIError) -> Int? {
        guard let text = read.string(.count), let count = try read.optionalWholeNumber(.count) else { return nil }
        guard count >= 0 else { throw read.invalid(.count, text, "must be a whole number, 0 or more (the number of ratings)") }
        return count
    }

    /// Refuses output settings that do not fit `spec`: an alt text showing
    /// `{count}` without a count, or one past its limits once its fields are
    /// filled in (`OutputSettings.check(for:)`), naming the alt option.
    /// - Returns: the badge's alt text (`spec.altText(output.altText)`), described once for the check.
    @discardableResult
    static func checkOutput(_ output: OutputSettings, spec: BadgeSpec, _ read: ValueReader) throws(CLIError) -> String {
        try checkAltCount(output.altText, spec: spec, read)
        do { return try output.checkedAltText(for: spec) } catch { throw CLIError.badge(error, read, option: .alt) }
    }

    /// Refuses an alt text template that shows `{count}` for a badge whose
    /// count is not known, naming the alt option.
    private static func checkAltCount(_ alt: AltText, spec: BadgeSpec, _ read: ValueReader) throws(CLIError) {
        guard spec.count == nil, let template = alt.template, template.uses(.count) else { return }
        throw read.invalid(.alt, template.text, "shows {count}, the number of ratings: give '\(read.namePrefix)count'")
    }
}
