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

    /// Hex digits of the content hash in a `--hash-names` file name
    /// (`BadgeFiles.File.path(hash:)`: the first of `Hash64` (FNV-1a, not cryptographic)
    /// of the bytes in hex).
    static let hashLength = 12
}
