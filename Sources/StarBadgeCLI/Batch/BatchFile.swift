import StarBadge
import StarPNG

/// One file written (or found unchanged) for an entry: a PNG at a scale, or the SVG.
struct BatchFile: Sendable {
    let scale: Int
    let dark: Bool
    var format: RenderCommand.Format = .png
    /// Relative to the output folder.
    let path: String
    let width: Int
    let height: Int
    let changed: Bool
}
