/// Per-pixel coverage (0…1) of a shape over a rectangle of whole pixels
/// whose top-left corner is at (`originX`, `originY`) on a canvas.
public struct CoverageMask: Sendable {
    public let originX: Int
    public let originY: Int
    public let width: Int
    public let height: Int
    /// Row-major, `width × height` values in 0…1.
    public internal(set) var values: [Float]

    public init(originX: Int, originY: Int, width: Int, height: Int, values: [Float]) {
        precondition(width >= 0 && height >= 0 && values.count == width * height)
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.values = values
    }

    /// The canvas pixels the mask covers.
    public var bounds: PixelRect { PixelRect(minX: originX, minY: originY, width: width, height: height) }

    /// Coverage at a pixel of the mask (0-based, relative to the origin).
    public subscript(x: Int, y: Int) -> Float { values[y * width + x] }
}
