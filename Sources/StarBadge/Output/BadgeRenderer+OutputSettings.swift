import StarPNG

/// The one way from a badge (or a sprite sheet) to the bytes of a file:
/// the command line's `render`, `sprite` and `batch` write what these give.
extension BadgeRenderer {
    /// The badge as a file in `output.format`: a PNG (`png(for:encoder:altText:)`,
    /// the alt text as its `Title` text chunk) or an SVG (`svg(for:altText:textMode:)`).
    /// - Throws: `BadgeWriteError.invalid` when the alt text breaks its
    ///   limits once filled in (`OutputSettings.check(for:)`) or an SVG would
    ///   pass `BadgeLimits.maxSVGBytes`, `.encoding` when the PNG encoder
    ///   fails (an internal error: a badge always encodes).
    public func bytes(for spec: BadgeSpec, _ output: OutputSettings = OutputSettings()) throws(BadgeWriteError) -> [UInt8] {
        try bytes(for: spec, output, altText: nil)
    }

    /// `bytes(for:_:)` with `altText`, the alt text `output` gives `spec`
    /// (`OutputSettings.checkedAltText(for:)`), when the caller has it
    /// already; nil: described and checked here.
    package func bytes(for spec: BadgeSpec, _ output: OutputSettings, altText described: String?) throws(BadgeWriteError) -> [UInt8] {
        // The check's text is the one the file stores: described once.
        let description: String
        if let described { description = described } else {
            do { description = try output.checkedAltText(for: spec) } catch { throw .invalid(error) }
        }
        let title = output.storedAltText == nil ? nil : description
        switch output.format {
        case .png:
            do { return try png(for: spec, encoder: output.encoder, title: title) } catch {
                throw .encoding(error)
            }
        case .svg:
            do { return try svg(for: spec, title: title, textMode: output.svgTextMode, ids: output.svgIDs,
                                         link: output.link) } catch {
                throw .invalid(error)
            }
        }
    }

    /// The sprite sheet as a file in `output.format`: a PNG drawn at integer
    /// `scale` (no text chunk: a sheet is not one image to a reader), or one
    /// SVG whatever the scale, each state titled with its alt text and
    /// addressable by its class with `prefix` (`SpriteSheet.svg(prefix:altText:textMode:)`).
    /// - Throws: `BadgeWriteError.invalid` when the sheet at `scale` is beyond
    ///   the image limits or the SVG beyond `BadgeLimits.maxSVGBytes`, `.encoding` when the encoder fails.
    public func bytes(for sheet: SpriteSheet, scale: Int = 1, prefix: String = "stars",
                      _ output: OutputSettings = OutputSettings()) throws(BadgeWriteError) -> [UInt8] {
        switch output.format {
        case .png:
            let image: PNGImage
            do { image = try sheet.image(scale: scale, renderer: self) } catch { throw .invalid(error) }
            do { return try output.encoder.describing(sheet.design).encode(image) } catch { throw .encoding(error) }
        case .svg:
            do {
                return try sheet.svg(prefix: prefix, altText: output.altText, textMode: output.svgTextMode, ids: output.svgIDs)
            } catch {
                throw .invalid(error)
            }
        }
    }

    /// Writes the badge's file (`bytes(for:_:)`) to `path` atomically (a
    /// temporary file in the same folder, then renamed over it, so readers
    /// see the old file or the new one, never a part) and leaves a file that
    /// already holds exactly these bytes untouched (its time stamp too). A
    /// symbolic link at `path` is followed; the replaced file keeps its permissions.
    /// - Returns: true when the file was written, false when it was already up to date.
    /// - Throws: `BadgeWriteError` naming the path and the system's reason, or as `bytes(for:_:)`.
    @discardableResult
    public func write(_ spec: BadgeSpec, to path: String, _ output: OutputSettings = OutputSettings()) throws(BadgeWriteError) -> Bool {
        try BadgeFile.write(bytes(for: spec, output), to: path)
    }

    /// Writes the sheet's file (`bytes(for:scale:prefix:_:)`) to `path` as
    /// `write(_:to:_:)` writes a badge's.
    @discardableResult
    public func write(_ sheet: SpriteSheet, scale: Int = 1, prefix: String = "stars", to path: String,
                      _ output: OutputSettings = OutputSettings()) throws(BadgeWriteError) -> Bool {
        try BadgeFile.write(bytes(for: sheet, scale: scale, prefix: prefix, output), to: path)
    }
}
