import StarBadge
import StarPNG

/// One file written (or found unchanged) for an entry: a PNG at a scale, or the SVG.
struct BatchFile: Sendable {
    let scale: Int
    let dark: Bool
    var format: OutputSettings.Format = .png
    /// Relative to the output folder.
    let path: String
    let width: Int
    let height: Int
    var changed: Bool

    /// Hex digits of the content hash in a `--hash-names` file name.
    static let hashLength = 12

    /// The file's path relative to the output folder, as `batch` names it:
    /// the name's folders, then `<base>[.dark][@<scale>x][.<hash>].<format>`
    /// (`hash`: the first `hashLength` hex digits of `Hash64` (FNV-1a, not cryptographic) in hex of the
    /// bytes with `--hash-names`, else nil). `manifest merge` names a shard's
    /// files again with it, so both name them with one rule.
    static func path(of name: OutputName, dark: Bool, scale: Int, hash: String?, format: OutputSettings.Format) -> String {
        var base = name.components.last ?? "badge"
        if dark { base += ".dark" }
        if scale > 1 { base += "@\(scale)x" }
        if let hash { base += "." + hash }
        base += "." + format.rawValue
        return (name.components.dropLast() + [base]).joined(separator: "/")
    }
}
