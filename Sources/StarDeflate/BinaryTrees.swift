/// A binary-tree match finder (as in LZMA's bt4 and libdeflate): for each
/// hash of the first bytes, the positions of the last 32 KiB form a binary
/// search tree ordered by the bytes that follow them, rebuilt with each new
/// position at its root. Searching walks one path of the tree and meets the
/// longest matches in order of length, however many copies of a run there
/// are — where hash chains would wade through every one of them.
/// Positions are stored plus one so that zero means "none".
struct BinaryTrees {
    private var roots: [Int32]
    /// Two children per position (smaller, greater), in a ring over the window.
    private var children: [Int32]
    private let hashShift: UInt32
    private let prefixMask: UInt32
    private let ringMask: Int

    /// Tables for `inputSize` bytes; none at all for 0 (a lazy parse needs none).
    init(inputSize: Int, prefixLength: Int) {
        guard inputSize > 0 else {
            (roots, children, hashShift, prefixMask, ringMask) = ([], [], 32, 0, 0)
            return
        }
        var bits = 10
        while bits < 16 && (1 << bits) < inputSize / 2 { bits += 1 }
        hashShift = UInt32(32 - bits)
        prefixMask = prefixLength == 3 ? 0x00FF_FFFF : 0xFFFF_FFFF
        roots = [Int32](repeating: 0, count: 1 << bits)
        var size = 1024
        while size < DeflateAlphabet.window && size < inputSize { size <<= 1 }
        // Written before read: a position's children are set when it is inserted.
        children = [Int32](unsafeUninitializedCapacity: 2 * size) { _, count in count = 2 * size }
        ringMask = size - 1
    }

    mutating func withTables<R>(_ body: (inout Tables) -> R) -> R {
        let shift = hashShift, mask = prefixMask, ringMask = ringMask
        return roots.withUnsafeMutableBufferPointer { roots in
            children.withUnsafeMutableBufferPointer { children in
                var tables = Tables(roots: roots, children: children, hashShift: shift, prefixMask: mask, ringMask: ringMask)
                return body(&tables)
            }
        }
    }

    struct Tables {
        let roots: UnsafeMutableBufferPointer<Int32>
        let children: UnsafeMutableBufferPointer<Int32>
        let hashShift: UInt32
        let prefixMask: UInt32
        let ringMask: Int

        /// Inserts `position` and, when `records` is given, appends its
        /// matches (each longer than the last, the nearest of that length).
        /// Returns the longest match length found (below `minimum` if none).
        ///
        /// The tree stays ordered by the first `depth` bytes of each position,
        /// where `depth` is `nice` or less only at the very end of the input:
        /// a search assumes that every node between its two bounds shares the
        /// shorter bound's prefix, so a position must never be placed by fewer
        /// bytes than a later search compares. That is why the ordering depth
        /// comes from the input's end, never from `limit` (a segment's or a
        /// part's end, which later positions pass): placing positions before a
        /// segment's end by their few remaining bytes misordered the tree and
        /// made later searches report matches whose bytes differ.
        /// - Parameters:
        ///   - count: bytes in the input; `data` must be readable 8 bytes past it.
        ///   - limit: the longest match recorded here (≥ `minimum`).
        ///   - nice: a match this long ends the search.
        ///   - depth: nodes visited at most.
        ///   - window: matches reach back less than this.
        @inline(__always)
        func advance(_ data: UnsafeRawPointer, _ position: Int, count: Int, limit: Int, nice: Int, depth: Int,
                     window: Int, minimum: Int, records: UnsafeMutablePointer<[UInt32]>?) -> Int {
            let bytes = data.assumingMemoryBound(to: UInt8.self)
            let prefix = data.loadUnaligned(fromByteOffset: position, as: UInt32.self) & prefixMask
            let h = Int((prefix &* 0x9E37_79B1) >> hashShift)
            var node = Int(roots[h]) - 1
            roots[h] = Int32(truncatingIfNeeded: position + 1)
            var smallerSlot = 2 * (position & ringMask), greaterSlot = smallerSlot + 1
            let cutoff = position - window
            guard node >= 0 && node > cutoff else {
                children[smallerSlot] = 0
                children[greaterSlot] = 0
                return 0
            }
            // How many bytes order the tree here, and how long a recorded match may be.
            let orderDepth = min(nice, DeflateAlphabet.maximumMatch, count - position)
            let recordLimit = min(limit, count - position)
            var best = minimum - 1
            var smallerLength = 0, greaterLength = 0, length = 0
            var remaining = depth
            while true {
                if bytes[node + length] == bytes[position + length] {
                    length += 1
                    length += MatchSearch.matchLength(data, node + length, position + length, orderDepth - length)
                    // A match as long as the ordering depth may go on: measured up to the limit.
                    var reach = length
                    if length >= orderDepth && recordLimit > length {
                        reach += MatchSearch.matchLength(data, node + length, position + length, recordLimit - length)
                    }
                    let recorded = min(reach, recordLimit)
                    if recorded > best {
                        best = recorded
                        records?.pointee.append(.match(length: recorded, distance: position - node))
                    }
                    if length >= orderDepth {
                        // The new root takes over the matched node's subtrees.
                        children[smallerSlot] = children[2 * (node & ringMask)]
                        children[greaterSlot] = children[2 * (node & ringMask) + 1]
                        return best
                    }
                }
                if bytes[node + length] < bytes[position + length] {
                    children[smallerSlot] = Int32(truncatingIfNeeded: node + 1)
                    smallerSlot = 2 * (node & ringMask) + 1
                    node = Int(children[smallerSlot]) - 1
                    smallerLength = length
                    length = min(length, greaterLength)
                } else {
                    children[greaterSlot] = Int32(truncatingIfNeeded: node + 1)
                    greaterSlot = 2 * (node & ringMask)
                    node = Int(children[greaterSlot]) - 1
                    greaterLength = length
                    length = min(length, smallerLength)
                }
                remaining -= 1
                if node < 0 || node <= cutoff || remaining == 0 {
                    children[smallerSlot] = 0
                    children[greaterSlot] = 0
                    return best
                }
            }
        }
    }
}
