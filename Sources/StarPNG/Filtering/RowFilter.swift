/// The five PNG row filters (PNG spec §9.2): each row is stored as the
/// difference from a prediction made from the pixel to the left, the one
/// above, or both, which turns smooth areas into runs of zeros.
enum RowFilter: UInt8, CaseIterable, Sendable {
    case none = 0, sub, up, average, paeth

    /// Writes `row` filtered into `output` (same length). `previous` is the
    /// row above (all zeros for the first row); `bytesPerPixel` ≥ 1.
    func apply(_ row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int,
               into output: UnsafeMutableBufferPointer<UInt8>) {
        let count = row.count, bpp = min(bytesPerPixel, count)
        switch self {
        case .none:
            _ = output.update(fromContentsOf: row)
        case .sub:
            for i in 0..<bpp { output[i] = row[i] }
            for i in bpp..<count { output[i] = row[i] &- row[i - bpp] }
        case .up:
            var i = 0
            if let r = row.baseAddress, let p = previous.baseAddress, let o = output.baseAddress {
                let (rr, pr, or) = (UnsafeRawPointer(r), UnsafeRawPointer(p), UnsafeMutableRawPointer(o))
                while i + 16 <= count {
                    let difference = rr.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                        &- pr.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
                    or.storeBytes(of: difference, toByteOffset: i, as: SIMD16<UInt8>.self)
                    i += 16
                }
            }
            while i < count { output[i] = row[i] &- previous[i]; i += 1 }
        case .average:
            for i in 0..<bpp { output[i] = row[i] &- previous[i] >> 1 }
            for i in bpp..<count {
                output[i] = row[i] &- UInt8(truncatingIfNeeded: (Int(row[i - bpp]) + Int(previous[i])) >> 1)
            }
        case .paeth:
            for i in 0..<bpp { output[i] = row[i] &- previous[i] }
            for i in bpp..<count {
                output[i] = row[i] &- Self.paethPredictor(row[i - bpp], previous[i], previous[i - bpp])
            }
        }
    }

    @inline(__always)
    static func paethPredictor(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int(left), b = Int(above), c = Int(upperLeft)
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }
}
