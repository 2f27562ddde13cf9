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

    /// The pictures in the order they were first used, with their ids.
    private(set) var entries: [(id: String, source: Source)] = []
    private var ids: [Source: String] = [:]

    /// The id of `source`'s symbol, if it has one.
    func id(of source: Source) -> String? {
        ids[source]
    }

    /// Adds `source`'s symbol with the id `id`.
    mutating func add(_ source: Source, id: String) {
        ids[source] = id
        entries.append((id, source))
    }

    /// The most bytes `write(into:)` appends: each symbol's markup and its
    /// PNG's base64 at the encoder's largest size.
    var plannedBytes: Int {
        entries.reduce(0) { total, entry in
            let png = PNGEncoder.sizeBound(width: entry.source.width, height: entry.source.height)
            return total + Self.head(entry.id, entry.source).utf8.count + Base64.encodedCount(png) + Self.tail.utf8.count
        }
    }

    /// Appends every symbol, encoding one picture at a time. (The encoder
    /// fails only on images beyond PNG's size fields, which no picture
    /// reaches; such a picture would be left empty.)
    func write(into out: inout [UInt8]) {
        for (id, source) in entries {
            out += Self.head(id, source).utf8
            Base64.append((try? PNGEncoder().encode(source.image)) ?? [], to: &out)
            out += Self.tail.utf8
        }
    }

    /// A symbol's markup up to the data: the picture at its own size in
    /// pixels, stretched to the `<use>`'s box, drawn beyond the box's edge as
    /// a plain `<image>` is (no clip).
    private static func head(_ id: String, _ source: Source) -> String {
        let (w, h) = (source.width, source.height)
        return "<symbol id=\"\(id)\" viewBox=\"0 0 \(w) \(h)\" preserveAspectRatio=\"none\" overflow=\"visible\">"
            + "<image width=\"\(w)\" height=\"\(h)\" href=\"data:image/png;base64,"
    }

    private static let tail = "\"/></symbol>"
}
