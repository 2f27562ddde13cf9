import StarDeflate
/// Measures what each candidate filter's row costs after the rows already
/// chosen, by compressing them (up to a window's worth) with the row
/// appended: what the compressor will see, at the price of a compression
/// per row and filter. For `--optimize`.
final class TrialCompression {
    /// Bytes of already-filtered rows kept before the candidate row.
    static let contextBytes = 32 * 1024
    private static let effort = DeflateEffort(chainDepth: 32, niceLength: 258, minimumMatch: 3, passes: 0,
                                              indexesInsideLongMatches: true)
    private var buffer: [UInt8] = []

    /// Compressed size of `context` (whole filtered rows with their filter
    /// bytes) followed by `row` filtered with `filter`.
    func compressedSize(context: UnsafeBufferPointer<UInt8>, filter: RowFilter,
                                 row: UnsafeBufferPointer<UInt8>) -> Int {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: context)
        buffer.append(filter.rawValue)
        buffer.append(contentsOf: row)
        let count = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: RowFiltering.padding))
        return ZlibCompressor(effort: Self.effort).compress(buffer, count: count).count
    }
}
