import StarBadge

extension BadgeOptions {
    /// `--count` (a batch entry's `count`): the number of ratings, a whole
    /// number 0 or more; nil without it.
    static func ratingCount(_ read: ValueReader) throws(CLIError) -> Int? {
        guard let text = read.string("count"), let count = try read.optionalWholeNumber("count") else { return nil }
        guard count >= 0 else { throw read.invalid("count", text, "must be a whole number, 0 or more (the number of ratings)") }
        return count
    }

    /// Refuses an alt text template that shows `{count}` for a badge whose
    /// count is not known, naming the alt option.
    static func checkAltCount(_ alt: AltText, spec: BadgeSpec, _ read: ValueReader) throws(CLIError) {
        guard spec.count == nil, let template = alt.template, template.uses(.count) else { return }
        throw read.invalid("alt", template.text, "shows {count}, the number of ratings: give '\(read.namePrefix)count'")
    }
}
