import StarBadge

/// The settings every entry of one batch shares.
struct BatchSettings: Sendable {
    let outDir: String
    let defaults: OptionValues
    let scales: [Int]
    /// The formats written per entry (`--formats`): PNG at every scale, SVG once (it scales itself).
    let formats: [OutputSettings.Format]
    let hashNames: Bool
    /// How every file is written (an entry's `alt` replaces the alt text's template).
    let output: OutputSettings
    /// Bytes of badges already made in this run, by spec.
    let cache: RenderCache
    /// The run's warnings and pictures.
    let context: RunContext
    /// The largest image any entry may ask for: the command line's
    /// `--max-pixels` (or the default). Data (an entry, the defaults file)
    /// can lower it, never raise it.
    let maxPixels: Int
    /// The run's other outputs and its inputs, which no badge may replace.
    let plan: OutputPlan
    /// `outDir`, held open: every badge is written below it (see ContainedFolder).
    let outputFolder: ContainedFolder
    /// `--html-fragments`: one HTML file per entry.
    let fragments: BatchFragments?
    /// The run's link, lazy loading, JSON-LD and mail options.
    var markup = MarkupOptions()
    /// The input's own fields, as surveyed before rendering.
    var entryFields = BatchFields()
    /// The fields nothing uses that fail their entries (`--strict-fields`); empty without it.
    var refusedFields: Set<String> = []
    /// `--locale auto`: each entry's alt text is in the language of its label's script.
    var localeFollowsLabel = false
    /// How the input file is read (delimiter, decimal commas, column names).
    var layout = BatchInputFormat()
    /// What an entry without a rating becomes.
    var unrated = UnratedPolicy.empty
    /// Where the run's values came from, by option name, as messages name
    /// them: "'--label'" (the command line), "'label' in --defaults d.json".
    /// An entry's own value is named by its field ('label') after its line.
    var sources: [OptionName: String] = [:]

    /// `sources` for an entry: its own values are named as its fields.
    func sources(for entry: OptionValues) -> [OptionName: String] {
        sources.filter { entry[$0.key] == nil }
    }

    /// Refuses a `max-pixels` above the command line's limit.
    static func checkLimit(_ read: ValueReader, maxPixels: Int) throws(CLIError) {
        guard let asked = try read.optionalWholeNumber(.maxPixels), asked > maxPixels else { return }
        throw read.invalid(.maxPixels, String(asked), "more than this batch's limit of \(maxPixels) pixels "
                           + "(only --max-pixels on the command line raises it)")
    }

    /// Fields an entry has besides the options it may set.
    static let entryKeys = ["name", "rating", "count", "link"]
    /// The options an entry and `--defaults` may set, by long name: those
    /// the option tables mark as batch fields (`OptionDefinition.isBatchField`).
    static let fields: [OptionName: OptionDefinition] = Dictionary(
        (BadgeOptions.definitions + OutputOptions.definitions + BatchCommand.options).filter(\.isBatchField).map { ($0.name, $0) },
        uniquingKeysWith: { first, _ in first })
    /// The fields of the dark variant (`dark-on-color` for its `on-color`), in table order.
    static let darkKeys = DarkOptions.names

    /// The file stems an entry named `name` may write (`BadgeFiles`' paths
    /// without an extension): the name, its dark variant and each scale
    /// variant, so `a`, `a.dark` and `a@2x` cannot overwrite each other's files.
    static func stems(of name: String, scales: [Int]) -> [String] {
        var stems: [String] = []
        for isDark in [false, true] {
            for scale in scales { stems.append(BadgeFiles.path(name: name, isDark: isDark, scale: scale, hash: nil, pathExtension: "")) }
        }
        return stems
    }
}
