/// Validation and quantisation of font sizes.
///
/// FreeType takes sizes in 26.6 fixed point, so a pixel size is used rounded
/// to the nearest 1/64 px; every px value StarText returns is for that
/// rounded size.
enum FontSize {
    /// Sizes a face accepts, in px per em.
    static let range: ClosedRange<Double> = 1...4096

    /// The size in 1/64 px, or `.invalidPixelSize` when it is not finite or
    /// not within `range`.
    static func fixed26Dot6(_ pixelSize: Double) throws(FontError) -> Int {
        guard pixelSize.isFinite, range.contains(pixelSize) else {
            throw .invalidPixelSize(pixelSize, range: range)
        }
        return Int((pixelSize * 64).rounded())
    }

    /// The size FreeType actually uses for `pixelSize`, in px.
    static func quantized(_ pixelSize: Double) throws(FontError) -> Double {
        Double(try fixed26Dot6(pixelSize)) / 64
    }
}
