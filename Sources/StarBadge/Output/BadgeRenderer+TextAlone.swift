import StarGeometry
import StarText

extension BadgeRenderer {
    /// Draws one line of text alone in `color`, its start on the baseline at
    /// `origin`, on a transparent `width × height` image written into
    /// `pixels` (straight-alpha RGBA8, 4·width bytes a row, zeroed first):
    /// what the benchmark sets against other libraries' text drawing.
    /// `hinting` as a badge's (`auto`: light-hinted at the default label's size).
    package func drawText(_ line: TextLine, at origin: Point, color: Color, width: Int, height: Int,
                          hinting: TextHinting = .auto, into pixels: inout [UInt8]) {
        precondition(width > 0 && height > 0)
        let paint = TextPaint(line: line, origin: origin, letterSpacing: 0, color: color, drawsBitmapGlyphs: true,
                              outlines: hinting.outlines(pixelSize: line.pixelSize))
        let scene = BadgeScene(width: width, height: height, background: nil, items: [.text(paint)], splitsRecur: false)
        if pixels.count != width * height * 4 {
            pixels = [UInt8](repeating: 0, count: width * height * 4)
        } else {
            pixels.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        }
        pixels.withUnsafeMutableBytes { out in
            guard let base = out.baseAddress else { return }
            withBackend { $0.draw(scene, into: base, rowBytes: width * 4) }
        }
    }
}
