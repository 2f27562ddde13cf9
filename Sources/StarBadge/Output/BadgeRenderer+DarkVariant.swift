/// A badge (or sprite sheet) with its dark-mode variant, as files: a PNG
/// format gives two images (the dark one for `NAME.dark.png`), an SVG one
/// document that adapts (`prefers-color-scheme: dark` inside it switches
/// every colour).
extension BadgeRenderer {
    /// `spec` and `dark` (usually `spec.darkVariant(_:)`) in `output.format`:
    /// the light file's bytes, and the dark PNG's, or nil for an SVG (the
    /// light file adapts; its title is `spec`'s alt text).
    /// - Throws: as `bytes(for:_:)`; `.invalid(.svgTooLarge)` when the
    ///   adaptive SVG would pass `BadgeLimits.maxSVGBytes`.
    public func bytes(for spec: BadgeSpec, dark: BadgeSpec,
                      _ output: OutputSettings) throws(BadgeWriteError) -> (light: [UInt8], dark: [UInt8]?) {
        switch output.format {
        case .png:
            return (try bytes(for: spec, output), try bytes(for: dark, output))
        case .svg:
            let light = try bytes(for: spec, output)
            // The light document's title (or named link) names the whole; the dark one's is dropped.
            var darkOutput = output
            darkOutput.metadata = false
            return (try Self.adaptive(light, try bytes(for: dark, darkOutput)), nil)
        }
    }

    /// `sheet` and `dark` (the same sheet of the dark variant's design) as
    /// `bytes(for:dark:_:)` gives a badge's: two PNGs at `scale`, or one SVG.
    public func bytes(for sheet: SpriteSheet, dark: SpriteSheet, scale: Int = 1, prefix: String = "stars",
                      _ output: OutputSettings) throws(BadgeWriteError) -> (light: [UInt8], dark: [UInt8]?) {
        let light = try bytes(for: sheet, scale: scale, prefix: prefix, output)
        let darkBytes = try bytes(for: dark, scale: scale, prefix: prefix, output)
        switch output.format {
        case .png: return (light, darkBytes)
        case .svg: return (try Self.adaptive(light, darkBytes), nil)
        }
    }

    private static func adaptive(_ light: [UInt8], _ dark: [UInt8]) throws(BadgeWriteError) -> [UInt8] {
        do { return try SVGColorScheme.document(light: light, dark: dark, limit: BadgeLimits.maxSVGBytes) } catch {
            throw .invalid(error)
        }
    }
}
