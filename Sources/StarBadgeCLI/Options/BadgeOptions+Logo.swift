import StarBadge

extension BadgeOptions {
    /// `--logo` and `--logo-width`: a glyph or emoji as given, else a PNG
    /// file read like the star pictures (once per run, the same limits).
    static func logo(_ read: ValueReader, context: RunContext) throws(CLIError) -> BadgeLogo? {
        guard let text = read.string("logo") else { return nil }
        let width = try read.optionalNumber("logo-width")
        let source: BadgeLogo.Source
        if BadgeLogo.isTextSpec(text) {
            do throws(BadgeError) { source = try BadgeLogo.textSource(parsing: text) } catch {
                throw .badge(error, read)
            }
        } else {
            source = .picture(try image(read, "logo", .logo, context: context))
        }
        return BadgeLogo(source, width: width)
    }
}
