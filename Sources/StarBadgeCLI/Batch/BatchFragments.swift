import StarUnicode

/// `batch --html-fragments DIR`: one HTML file per finished entry,
/// `DIR/<name>.html`, holding the entry's markup alone (`BatchMarkup.markup`),
/// to be included in a page as it is. Its URLs lead from the fragment's own
/// folder (or start with `--base-url`). Written like the badges: inside the
/// folder held open, atomically, only when the bytes change.
struct BatchFragments: Sendable {
    /// The folder as given (no trailing '/').
    let path: String
    /// `path`, held open.
    let folder: ContainedFolder
    let outDir: String
    let baseURL: String?

    /// The fragment's path relative to the folder (the manifest's
    /// "fragment"): the name's folders, then `<base>.html`.
    static func relativePath(of name: OutputName) -> String {
        (name.components.dropLast() + [(name.components.last ?? "badge") + ".html"]).joined(separator: "/")
    }

    /// Refuses, before any file of the entry is written, a fragment that
    /// would replace a planned output or input by its path (links to one
    /// are caught when it is written).
    func check(name: OutputName, plan: OutputPlan) throws(CLIError) {
        let file = path + "/" + Self.relativePath(of: name)
        if let clash = plan.clash(with: file, identity: nil) {
            throw CLIError.usage("its fragment '\(Echo.value(file))' would replace \(clash.path) (--\(clash.option))", command: nil)
        }
    }

    /// Writes the fragment of `badge` and notes it in the badge.
    func write(for badge: inout BatchBadge, name: OutputName, plan: OutputPlan) throws(CLIError) {
        let base = (name.components.last ?? "badge") + ".html"
        let relative = Self.relativePath(of: name)
        let file = path + "/" + relative
        let links = MarkupLinks(outDir: outDir, holder: file, baseURL: baseURL)
        guard let text = BatchReport.fragment(badge, links: links) else { return }
        let contained: ContainedFolder
        do { contained = try folder.subfolder(Array(name.components.dropLast())) } catch {
            throw CLIError.usage("cannot use name '\(Echo.value(name.path))' in --html-fragments: \(error)", command: nil)
        }
        StaleTemporaryFiles.sweep(contained.path)
        badge.fragmentChanged = try contained.writeIfChanged(Array(text.utf8), name: base) { identity in
            plan.clash(with: file, identity: identity).map {
                CLIError.usage("its fragment '\(Echo.value(file))' would replace \($0.path) (--\($0.option))", command: nil)
            }
        }
        badge.fragment = relative
    }
}
