import StarBadge

/// What `--base-url` may be: `URLRule.base` (an `http://` or `https://` URL
/// with a host, a path, or `/`; no query or fragment), the rule links follow too.
enum BaseURL {
    /// What is wrong with `text` as a base URL, in words; nil when it is fine.
    static func problem(in text: String) -> String? { URLRule.base.problem(in: text) }
}
