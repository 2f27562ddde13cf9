/// Per-pixel coverage (0…1) of a shape over a rectangle of whole pixels
/// whose top-left corner is at (`originX`, `originY`) on a canvas.
package struct CoverageMask: Sendable {
    package let originX: Int
    package let originY: Int
    package let width: Int
    package let height: Int
    /// Row-major, `width × height` values in 0…1.
    package internal(set) var values: [Float]

    package init(originX: Int, originY: Int, width: Int, height: Int, values: [Float]) {
        precondition(width >= 0 && height >= 0 && values.count == width * height)
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.values = values
    }

    /// The canvas pixels the mask covers.
    package var bounds: PixelRect { PixelRect(minX: originX, minY: originY, width: width, height: height) }

    /// Coverage at a pixel of the mask (0-based, relative to the origin).
    package subscript(x: Int, y: Int) -> Float { values[y * width + x] }
}
