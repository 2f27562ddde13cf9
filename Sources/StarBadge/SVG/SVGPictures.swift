import StarPNG

/// The raster pictures of an SVG document (star pictures, a full picture's
/// silhouette, colour glyph bitmaps), each kept once by what it shows and
/// written once: a `<symbol>` in `<defs>` holding the PNG as a data URI,
/// which `<use>` places and stretches wherever the picture appears. Only
/// what decides a picture is kept until the document is written, so the
/// planned size is known before any picture is encoded.
struct SVGPictures {
    /// What a picture shows.
    enum Source: Hashable {
        /// A star picture as it was read.
        case picture(StarImage)
        /// A star picture's shape in one colour (`StarImage.silhouette`).
        case silhouette(StarImage, Color)
        /// A colour glyph's bitmap.
        case bitmap(PNGImage)

        var width: Int {
            switch self {
            case .picture(let image), .silhouette(let image, _): return image.width
            case .bitmap(let image): return image.width
            }
        }

        var height: Int {
            switch self {
            case .picture(let image), .silhouette(let image, _): return image.height
            case .bitmap(let image): return image.height
            }
        }

        /// The straight-alpha pixels written.
        var image: PNGImage {
            switch self {
            case .picture(let image): return image.pixels8
            case .silhouette(let image, let color): return image.silhouette(color)
            case .bitmap(let image): return image
            }
        }
    }

    /// The pictures in the order they were first used, with their numbers.
    private(set) var entries: [(id: Int, source: Source)] = []
    private var ids: [Source: Int] = [:]

    /// The number of `source`'s symbol, if it has one.
    func id(of source: Source) -> Int? {
        ids[source]
    }

    /// Adds `source`'s symbol with the number `id`.
    mutating func add(_ source: Source, id: Int) {
        ids[source] = id
        entries.append((id, source))
    }

    /// The most bytes `write(into:)` appends, the ids' prefixes aside:
    /// each symbol's markup and its PNG's base64 at the encoder's largest size.
    var plannedBytes: Int {
        entries.reduce(0) { total, entry in
            let png = PNGEncoder.sizeBound(width: entry.source.width, height: entry.source.height)
            return total + Self.head(entry.id, entry.source).count + Base64.encodedCount(png) + Self.tail.utf8.count
        }
    }

    /// Appends every symbol, encoding one picture at a time. (The encoder
    /// fails only on images beyond PNG's size fields, which no picture
    /// reaches; such a picture would be left empty.)
    func write(into out: inout SVGAssembly) {
        for (id, source) in entries {
            out.append(Self.head(id, source))
            out.appendBase64(of: (try? PNGEncoder().encode(source.image)) ?? [])
            out.append(bytes: Array(Self.tail.utf8))
        }
    }

    /// A symbol's markup up to the data: the picture at its own size in
    /// pixels, stretched to the `<use>`'s box, drawn beyond the box's edge as
    /// a plain `<image>` is (no clip).
    private static func head(_ id: Int, _ source: Source) -> SVGMarkup {
        var out = SVGMarkup(capacity: 200)
        out.write("<symbol id=\"")
        out.id(id)
        out.write("\" viewBox=\"0 0 ")
        out.integer(source.width)
        out.byte(UInt8(ascii: " "))
        out.integer(source.height)
        out.write("\" preserveAspectRatio=\"none\" overflow=\"visible\"><image width=\"")
        out.integer(source.width)
        out.write("\" height=\"")
        out.integer(source.height)
        out.write("\" href=\"data:image/png;base64,")
        return out
    }

    private static let tail = "\"/></symbol>"
}

extension StarImage {
    /// The picture as straight-alpha RGBA8 (as it was read).
    var pixels8: PNGImage {
        straight { $0 }
    }

    /// The picture's shape in one colour: `color` at each pixel's alpha.
    func silhouette(_ color: Color) -> PNGImage {
        let paint = color.premultiplied
        return straight { pixel in paint * pixel.w }
    }

    private func straight(_ transform: (SIMD4<Float>) -> SIMD4<Float>) -> PNGImage {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for (index, source) in pixels.pixels.enumerated() {
            let pixel = transform(source)
            guard pixel.w > 0 else { continue }
            for channel in 0..<3 {
                bytes[4 * index + channel] = UInt8(min(255, max(0, (pixel[channel] / pixel.w * 255).rounded())))
            }
            bytes[4 * index + 3] = UInt8(min(255, max(0, (pixel.w * 255).rounded())))
        }
        return PNGImage(width: width, height: height, rgba: bytes)!
    }
}
