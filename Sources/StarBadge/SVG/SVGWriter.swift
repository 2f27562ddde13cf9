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
/// Numbers are written to 1/100 px; the same scene always gives the same
/// bytes. The ids of what is defined once never clash with another
/// document's on the same HTML page (`ids`).
package struct SVGWriter: Sendable {
    /// How texts are written (outlines unless told).
    package var textMode: SVGTextMode
    /// The largest document written, in bytes (`BadgeLimits.maxSVGBytes` unless told).
    package var maxBytes: Int
    /// How definitions are named: by a hash of the document's content
    /// unless told (`SVGIDs`).
    package var ids: SVGIDs
    /// Path data kept between documents (a renderer's), or nil: made afresh.
    package var parts: SVGPartsCache?

    package init(textMode: SVGTextMode = .outlines, maxBytes: Int = BadgeLimits.maxSVGBytes, ids: SVGIDs = .contentHash) {
        self.textMode = textMode
        self.maxBytes = maxBytes
        self.ids = ids
    }

    /// The document for `scene` (UTF-8); `title` (the alt text) becomes its
    /// `<title>` and accessible name, nil leaves the image unnamed; with
    /// `link`, the badge is an `<a href>` to it named by `title`, its drawing
    /// hidden from assistive technology (docs/SVG.md, "Accessible names").
    /// - Throws: `BadgeError.svgTooLarge` when its planned size (every picture
    ///   at the PNG encoder's largest size) passes `maxBytes`; nothing large
    ///   is made before that is known.
    package func document(for scene: BadgeScene, title: String?, link: BadgeLink? = nil) throws(BadgeError) -> [UInt8] {
        var document = SVGDocument(textMode: textMode, parts: parts)
        Self.draw(scene, into: &document)
        return try document.bytes(width: scene.width, height: scene.height, title: title, ids: ids, link: link,
                                  limit: maxBytes)
    }

    /// One document of several scenes, each at its place: a sprite sheet.
    /// Each part gets a `<view>` with its id (so `sheet.svg#id` shows that
    /// part alone) and its scene is a `<symbol>` named by the document's id
    /// prefix, that id and "-symbol" (for `<use>`), drawn where the view
    /// looks, so that sheets inlined in one page never use each other's. Shapes and
    /// pictures shared by the parts are defined once.
    /// - Throws: `BadgeError.svgTooLarge` as soon as the parts drawn so far
    ///   plan a document larger than `maxBytes`.
    package func sheet(_ parts: [(scene: BadgeScene, x: Int, y: Int, id: String, title: String)],
                      width: Int, height: Int, title: String?) throws(BadgeError) -> [UInt8] {
        var document = SVGDocument(textMode: textMode)
        for part in parts {
            let views = document.body
            document.body = SVGMarkup(capacity: 512)
            Self.draw(part.scene, into: &document)
            let drawn = document.body
            document.body = views
            document.definitions.write("<symbol id=\"")
            document.definitions.id(named: part.id + "-symbol")
            document.definitions.write("\" viewBox=\"0 0 ")
            document.definitions.integer(part.scene.width)
            document.definitions.byte(UInt8(ascii: " "))
            document.definitions.integer(part.scene.height)
            document.definitions.write("\"><title>")
            document.definitions.escaped(part.title)
            document.definitions.write("</title>")
            document.definitions.write(drawn)
            document.definitions.write("</symbol>")
            Self.view(part, into: &document.body)
            let planned = document.plannedBytes(ids: ids)
            guard planned <= maxBytes else { throw .svgTooLarge(plannedBytes: planned, limit: maxBytes) }
        }
        return try document.bytes(width: width, height: height, title: title, ids: ids, limit: maxBytes)
    }

    /// A part's `<view>` and the `<use>` of its symbol where the view looks.
    private static func view(_ part: (scene: BadgeScene, x: Int, y: Int, id: String, title: String), into out: inout SVGMarkup) {
        out.write("<view id=\"")
        out.escaped(part.id)
        out.write("\" viewBox=\"")
        out.integer(part.x)
        out.byte(UInt8(ascii: " "))
        out.integer(part.y)
        out.byte(UInt8(ascii: " "))
        out.integer(part.scene.width)
        out.byte(UInt8(ascii: " "))
        out.integer(part.scene.height)
        out.write("\"/><use href=\"#")
        out.id(named: part.id + "-symbol")
        out.write("\" x=\"")
        out.integer(part.x)
        out.write("\" y=\"")
        out.integer(part.y)
        out.write("\" width=\"")
        out.integer(part.scene.width)
        out.write("\" height=\"")
        out.integer(part.scene.height)
        out.write("\"/>")
    }

    private static func draw(_ scene: BadgeScene, into document: inout SVGDocument) {
        if let background = scene.background {
            document.body.write("<rect width=\"")
            document.body.integer(scene.width)
            document.body.write("\" height=\"")
            document.body.integer(scene.height)
            document.body.byte(UInt8(ascii: "\""))
            document.body.fill(background)
            document.body.write("/>")
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
