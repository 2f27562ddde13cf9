import StarSupport
import StarUnicode
import StarBadge
import StarText

extension BadgeOptions {
    /// `--logo`, `--logo-width` and `--logo-color`: a glyph or emoji as
    /// given, else a file: an SVG logo when it starts like XML, a PNG read
    /// like the star pictures otherwise (each once per run, with limits).
    static func logo(_ read: ValueReader, context: RunContext) throws(CLIError) -> BadgeLogo? {
        guard let text = read.string(.logo) else { return nil }
        let width = try read.optionalNumber(.logoWidth)
        let color = try read.optionalColor(.logoColor)
        let source: BadgeLogo.Source
        if BadgeLogo.isTextSpec(text) {
            do throws(BadgeError) { source = try BadgeLogo.textSource(parsing: text) } catch {
                throw .badge(error, read)
            }
        } else if let vector = try vectorLogo(read, path: text, context: context) {
            source = .vector(vector)
        } else {
            source = .picture(try image(read, .logo, .logo, context: context))
        }
        return BadgeLogo(source, width: width, color: color)
    }

    /// The SVG logo at `path`, or nil when the file is not SVG (a PNG,
    /// read as a picture). Missing or unreadable: missing input (66);
    /// refused content: bad data (65), naming the element.
    private static func vectorLogo(_ read: ValueReader, path: String, context: RunContext) throws(CLIError) -> SVGLogo? {
        guard !path.isEmpty else { return nil }
        return try context.vectorLogo(at: path) { () throws(CLIError) -> SVGLogo? in
            let bytes: [UInt8]
            do throws(InputFileError) {
                bytes = try InputFile.contents(of: path, limit: max(StarImage.maxFileBytes, SVGLogoLimits.maxFileBytes))
            } catch {
                throw .input(error, option: "'\(read.namePrefix)logo'")
            }
            guard SVGLogo.looksLikeSVG(bytes) else { return nil }
            do throws(SVGLogoError) { return try SVGLogo(svgBytes: bytes) } catch {
                throw .badData("invalid value '\(Echo.value(path))' for '\(read.namePrefix)logo': \(error)")
            }
        }
    }
}
