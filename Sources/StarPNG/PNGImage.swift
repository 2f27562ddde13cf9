/// A decoded or to-be-encoded image: straight-alpha RGBA, 8 bits per
/// channel, row-major, `width × height × 4` bytes.
public struct PNGImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let rgba: [UInt8]

    /// Returns nil unless both sides are ≥ 1 and `rgba` holds exactly
    /// width × height × 4 bytes.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width >= 1, height >= 1 else { return nil }
        let (pixels, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = pixels.multipliedReportingOverflow(by: 4)
        guard !o1, !o2, rgba.count == bytes else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The four channels of pixel (x, y).
    public subscript(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
    }
}
