extension PNGEncoder {
    /// The most bytes `encode(_:)` writes for a `width`×`height` image
    /// without texts, whatever its pixels: the RGBA8 rows with their filter
    /// bytes (the largest pixel format) stored uncompressed, and room for
    /// the blocks', chunks' and stream's headers. Deflate never writes a
    /// block larger than its bytes stored, so this holds for noise too.
    public static func sizeBound(width: Int, height: Int) -> Int {
        let rows = height * (1 + 4 * width)
        return rows + rows / 256 + 4096
    }
}
