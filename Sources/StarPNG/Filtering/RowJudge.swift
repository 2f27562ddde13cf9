import StarDeflate

/// How an adaptive `FilterStrategy` scores a candidate filtered row (lower
/// is better), with whatever state the scoring keeps between rows.
enum RowJudge {
    case signedSum
    case entropy(EntropyScorer)
    case changes(bytesPerPixel: Int)
    case trial(TrialCompression)

    /// The judge for `strategy`, or nil when it filters every row alike.
    init?(_ strategy: FilterStrategy, rowBytes: Int, bytesPerPixel: Int) {
        switch strategy {
        case .every: return nil
        case .minimumSum: self = .signedSum
        case .minimumEntropy: self = .entropy(EntropyScorer(rowBytes: rowBytes))
        case .fewestChanges: self = .changes(bytesPerPixel: bytesPerPixel)
        case .leastCompressed: self = .trial(TrialCompression())
        }
    }

    /// The score of `filtered` (the row through `filter`); `context` holds
    /// the filtered rows before it, with their filter bytes.
    func score(_ filtered: UnsafeBufferPointer<UInt8>, filter: RowFilter, context: UnsafeBufferPointer<UInt8>) -> Int {
        switch self {
        case .signedSum: return Self.signedSum(filtered)
        case .entropy(let scorer): return scorer.entropyBits(filtered)
        case .changes(let bytesPerPixel): return Self.changes(filtered, bytesPerPixel: bytesPerPixel)
        case .trial(let trial): return trial.compressedSize(context: context, filter: filter, row: filtered)
        }
    }

    /// Bytes of earlier rows the judge wants as context.
    var contextBytes: Int {
        if case .trial = self { return TrialCompression.contextBytes }
        return 0
    }

    /// The sum of absolute byte values as signed numbers (the PNG specification's heuristic).
    private static func signedSum(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var sum = 0
        for byte in bytes { sum += abs(Int(Int8(bitPattern: byte))) }
        return sum
    }

    /// Bytes unlike the byte one pixel before, compared sixteen at a time:
    /// each lane of `equalLanes` counts its equal bytes (a true lane of a
    /// SIMD mask is all ones, -1), folded before a lane can overflow.
    static func changes(_ bytes: UnsafeBufferPointer<UInt8>, bytesPerPixel: Int) -> Int {
        guard let base = bytes.baseAddress, bytes.count > bytesPerPixel else { return 0 }
        let raw = UnsafeRawPointer(base)
        var equal = 0, i = bytesPerPixel
        var equalLanes = SIMD16<UInt8>(), vectors = 0
        while i &+ 16 <= bytes.count {
            let a = raw.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let b = raw.loadUnaligned(fromByteOffset: i &- bytesPerPixel, as: SIMD16<UInt8>.self)
            equalLanes &-= unsafeBitCast(a .== b, to: SIMD16<UInt8>.self)
            vectors &+= 1
            if vectors == 255 {
                equal &+= Int(truncatingIfNeeded: SIMD16<UInt16>(truncatingIfNeeded: equalLanes).wrappedSum())
                equalLanes = SIMD16<UInt8>()
                vectors = 0
            }
            i &+= 16
        }
        equal &+= Int(truncatingIfNeeded: SIMD16<UInt16>(truncatingIfNeeded: equalLanes).wrappedSum())
        var changes = (i &- bytesPerPixel) &- equal
        while i < bytes.count {
            if base[i] != base[i &- bytesPerPixel] { changes &+= 1 }
            i &+= 1
        }
        return changes
    }

    /// `changes` of the row unfiltered and of the row through Up, in one
    /// pass that never writes the Up row (the default filters for pixels).
    static func changesNoneAndUp(_ row: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>,
                                 bytesPerPixel: Int) -> (none: Int, up: Int) {
        guard let r = row.baseAddress, let p = previous.baseAddress, row.count > bytesPerPixel else { return (0, 0) }
        let (rr, pr) = (UnsafeRawPointer(r), UnsafeRawPointer(p))
        let count = row.count, bpp = bytesPerPixel
        var equalNone = 0, equalUp = 0, i = bpp
        var noneLanes = SIMD16<UInt8>(), upLanes = SIMD16<UInt8>(), vectors = 0
        @inline(__always) func fold() {
            equalNone &+= Int(truncatingIfNeeded: SIMD16<UInt16>(truncatingIfNeeded: noneLanes).wrappedSum())
            equalUp &+= Int(truncatingIfNeeded: SIMD16<UInt16>(truncatingIfNeeded: upLanes).wrappedSum())
            noneLanes = SIMD16<UInt8>()
            upLanes = SIMD16<UInt8>()
            vectors = 0
        }
        while i &+ 16 <= count {
            let a = rr.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let b = rr.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self)
            let aboveA = pr.loadUnaligned(fromByteOffset: i, as: SIMD16<UInt8>.self)
            let aboveB = pr.loadUnaligned(fromByteOffset: i &- bpp, as: SIMD16<UInt8>.self)
            noneLanes &-= unsafeBitCast(a .== b, to: SIMD16<UInt8>.self)
            upLanes &-= unsafeBitCast((a &- aboveA) .== (b &- aboveB), to: SIMD16<UInt8>.self)
            vectors &+= 1
            if vectors == 255 { fold() }
            i &+= 16
        }
        fold()
        var none = (i &- bpp) &- equalNone, up = (i &- bpp) &- equalUp
        while i < count {
            if r[i] != r[i &- bpp] { none &+= 1 }
            if r[i] &- p[i] != r[i &- bpp] &- p[i &- bpp] { up &+= 1 }
            i &+= 1
        }
        return (none, up)
    }
}

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
