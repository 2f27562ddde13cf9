import StarGeometry
import StarPNG
import StarRaster

/// Writes a scene as an SVG document: the same geometry as the raster
/// backend's pixels, with texts as outlines (the file looks the same without
/// the font) and each star shape defined once and placed with `<use>`.
/// Each pixel of a shape's outer edge is drawn by one element only, so a
/// renderer's compositing of overlapping edges never lets the background
/// through (see `SVGDocument.addStar`); docs/SVG.md has the measurements.
///
/// Numbers are written to 1/100 px; the same scene always gives the same bytes.
public struct SVGWriter: Sendable {
    /// How texts are written (outlines unless told).
    public let textMode: SVGTextMode
    /// The largest document written, in bytes (`BadgeLimits.maxSVGBytes` unless told).
    public let maxBytes: Int

    public init(textMode: SVGTextMode = .outlines, maxBytes: Int = BadgeLimits.maxSVGBytes) {
        self.textMode = textMode
        self.maxBytes = maxBytes
    }

    /// The document for `scene` (UTF-8); `title` (the alt text) becomes its
    /// `<title>` and accessible name, nil leaves the image unnamed.
    /// - Throws: `BadgeError.svgTooLarge` when its planned size (every picture
    ///   at the PNG encoder's largest size) passes `maxBytes`; nothing large
    ///   is made before that is known.
    public func document(for scene: BadgeScene, title: String?) throws(BadgeError) -> [UInt8] {
        var document = SVGDocument(textMode: textMode)
        Self.draw(scene, into: &document)
        return try document.bytes(width: scene.width, height: scene.height, title: title, limit: maxBytes)
    }

    /// One document of several scenes, each at its place: a sprite sheet.
    /// Each part gets a `<view>` with its id (so `sheet.svg#id` shows that
    /// part alone) and its scene is a `<symbol>` of that id with "-symbol"
    /// appended (for `<use>`), drawn where the view looks. Shapes and
    /// pictures shared by the parts are defined once.
    /// - Throws: `BadgeError.svgTooLarge` as soon as the parts drawn so far
    ///   plan a document larger than `maxBytes`.
    public func sheet(_ parts: [(scene: BadgeScene, x: Int, y: Int, id: String, title: String)],
                      width: Int, height: Int, title: String?) throws(BadgeError) -> [UInt8] {
        var document = SVGDocument(textMode: textMode)
        var markup = 0
        for part in parts {
            let id = SVGPaint.escaped(part.id)
            var symbol = SVGDocument(sharing: document)
            symbol.body = []
            Self.draw(part.scene, into: &symbol)
            document.adopt(definitionsOf: symbol)
            let symbolElement = "<symbol id=\"\(id)-symbol\" viewBox=\"0 0 \(part.scene.width) \(part.scene.height)\">"
                + "<title>\(SVGPaint.escaped(part.title))</title>" + symbol.body.joined() + "</symbol>"
            let viewElement = "<view id=\"\(id)\" viewBox=\"\(part.x) \(part.y) \(part.scene.width) \(part.scene.height)\"/>"
                + "<use href=\"#\(id)-symbol\" x=\"\(part.x)\" y=\"\(part.y)\" width=\"\(part.scene.width)\" "
                + "height=\"\(part.scene.height)\"/>"
            document.definitions.append(symbolElement)
            document.body.append(viewElement)
            markup += symbol.definitions.reduce(0) { $0 + $1.utf8.count } + symbolElement.utf8.count + viewElement.utf8.count
            let planned = markup + document.pictures.plannedBytes
            guard planned <= maxBytes else { throw .svgTooLarge(plannedBytes: planned, limit: maxBytes) }
        }
        return try document.bytes(width: width, height: height, title: title, limit: maxBytes)
    }

    private static func draw(_ scene: BadgeScene, into document: inout SVGDocument) {
        if let background = scene.background {
            document.body.append("<rect width=\"\(scene.width)\" height=\"\(scene.height)\"\(SVGPaint.fill(background))/>")
        }
        for item in scene.items {
            switch item {
            case .background(let paint): document.addBackground(paint)
            case .sections(let paint): document.addSections(paint)
            case .shape(let paint): document.addShape(paint)
            case .text(let paint): document.addText(paint)
            case .star(let paint): document.addStar(paint)
            case .picture(let paint): document.addPicture(paint)
            case .logo(let paint): document.addLogo(paint)
            }
        }
    }
}
