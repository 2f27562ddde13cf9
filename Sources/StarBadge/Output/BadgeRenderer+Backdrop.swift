import StarColor
import StarPNG

/// A badge shown on an opaque page (the terminal preview shows a
/// see-through badge on the page its text colour was chosen for).
extension BadgeRenderer {
    /// The badge's pixels composited over the opaque `backdrop`; the plain
    /// image when `backdrop` is nil.
    package func image(for spec: BadgeSpec, over backdrop: Color?) -> PNGImage {
        let image = image(for: spec)
        guard let backdrop else { return image }
        var rgba = image.rgba
        for i in stride(from: 0, to: rgba.count, by: 4) {
            let flat = Contrast.flattened(Color(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3]),
                                          over: backdrop)
            (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]) = (flat.red, flat.green, flat.blue, 255)
        }
        return PNGImage(width: image.width, height: image.height, rgba: rgba) ?? image
    }

    /// `image(for:over:)` as PNG bytes, through the encoder every badge file
    /// goes through (told what the badge draws), with no text chunk.
    /// - Throws: `PNGError` when the encoder fails (an internal error).
    package func png(for spec: BadgeSpec, over backdrop: Color?) throws(PNGError) -> [UInt8] {
        try PNGEncoder().describing(spec).encode(image(for: spec, over: backdrop))
    }
}
