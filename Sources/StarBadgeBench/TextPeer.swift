import StarBadge
import StarGeometry
import StarText

/// `--text-peer-json`: what Benchmarks/text_peer.py needs to draw the same
/// new label with skia-python, and our times, as JSON: T1 (the label alone,
/// new every time, "Vote 1", "Vote 2"…: shaped, then drawn on a transparent
/// image of the badge's size, as skia draws it), L2 (a badge whose label is
/// new every time, its layout included) and B1 (the plain badge).
enum TextPeer {
    /// Draws T1's new labels `count` times (for a profiler).
    static func profile(count: Int) throws {
        let font = try FontLibrary.defaultFace()
        let renderer = BadgeRenderer()
        let chain = FontChain(font)
        var pixels: [UInt8] = []
        for n in 0..<count {
            guard let line = try? TextLine("Vote \(n)", fonts: chain, pixelSize: 14.40625) else { continue }
            renderer.drawText(line, at: Point(x: 146, y: 21), color: .black, width: 196, height: 32, into: &pixels)
        }
    }

    static func json(runSeconds: Double) throws -> String {
        let scenes = try Scenes.all()
        let font = try FontLibrary.defaultFace()
        let sample = try BadgeSpec(rating: 4) { $0.label = LabelSpec(template: "Vote 1", font: font) }
        let scene = sample.scene
        var text = ""
        var origin = Point.zero
        var pixelSize = 0.0
        for case .text(let paint) in scene.items {
            text = paint.line.text
            origin = paint.origin
            pixelSize = paint.line.pixelSize
        }
        var times: [String] = []
        let renderer = BadgeRenderer()
        let counter = Counter()
        var pixels: [UInt8] = []
        let chain = FontChain(font)
        let t1 = medianMicroseconds(runSeconds: runSeconds) {
            guard let line = try? TextLine("Vote \(counter.next())", fonts: chain, pixelSize: pixelSize) else { return }
            renderer.drawText(line, at: origin, color: .black, width: scene.width, height: scene.height, into: &pixels)
        }
        times.append("\"T1_render_us\": \(t1)")
        for name in ["L2", "B1", "L1"] {
            guard let scene = scenes.first(where: { $0.name == name }) else { continue }
            let renderer = BadgeRenderer()
            let microseconds = medianMicroseconds(runSeconds: runSeconds) { scene.render(renderer) }
            times.append("\"\(name)_render_us\": \(microseconds)")
        }
        return "{\"font\": \"\(font.source)\", \"text\": \"\(text)\", \"word\": \"Vote\", \"pixel_size\": \(pixelSize), "
            + "\"origin_x\": \(origin.x), \"origin_y\": \(origin.y), \"width\": \(scene.width), \"height\": \(scene.height), "
            + times.joined(separator: ", ") + "}"
    }
}
