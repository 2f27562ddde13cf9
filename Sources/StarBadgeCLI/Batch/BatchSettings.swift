import StarBadge
import StarPNG

/// The settings every entry of one batch shares.
struct BatchSettings: Sendable {
    let outDir: String
    let defaults: [String: String]
    let scales: [Int]
    /// The formats written per entry (`--formats`): PNG at every scale, SVG once (it scales itself).
    let formats: [RenderCommand.Format]
    let hashNames: Bool
    let alt: AltText
    /// Whether each PNG stores its alt text (a Title text chunk).
    let metadata: Bool
    let encoder: PNGEncoder
    /// How SVG files write texts (`--svg-text`).
    let svgTextMode: SVGTextMode
    /// Bytes of badges already made in this run, by spec.
    let cache: RenderCache
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
    /// `--locale auto`: each entry's alt text is in the language of its label's script.
    var localeFollowsLabel = false

    /// Refuses a `max-pixels` above the command line's limit.
    static func checkLimit(_ read: ValueReader, maxPixels: Int) throws(CLIError) {
        guard read.string("max-pixels") != nil else { return }
        let asked = try read.integer("max-pixels", default: maxPixels)
        guard asked <= maxPixels else {
            throw read.invalid("max-pixels", String(asked), "more than this batch's limit of \(maxPixels) pixels "
                               + "(only --max-pixels on the command line raises it)")
        }
    }

    /// Keys an entry may set besides the style options.
    static let entryKeys: Set<String> = ["name", "rating", "count", "alt"]
    static let darkKeys = ["dark-on-color", "dark-off-color", "dark-background"]

    /// The file stems an entry named `name` may write: the name, its dark
    /// variant and each scale variant, so `a`, `a.dark` and `a@2x` cannot
    /// overwrite each other's files.
    static func stems(of name: String, scales: [Int]) -> [String] {
        var stems: [String] = []
        for suffix in ["", ".dark"] {
            for scale in scales { stems.append(name + suffix + (scale > 1 ? "@\(scale)x" : "")) }
        }
        return stems
    }
}
