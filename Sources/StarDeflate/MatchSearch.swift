/// Collects, for every position of a segment, the matches a parser may use.
enum MatchSearch {
    /// Fills `table` with the matches of positions `start..<end` of `data`
    /// (`count` bytes, readable 8 bytes beyond), indexing positions into
    /// `trees` as it goes. Matches do not reach past `end`.
    static func collect(_ data: UnsafeRawPointer, count: Int, start: Int, end: Int,
                        effort: DeflateEffort, trees: inout BinaryTrees.Tables, into table: inout MatchTable) {
        table.reset(positions: end - start)
        let minimum = effort.minimumMatch, nice = effort.niceLength, window = effort.window
        withUnsafeMutablePointer(to: &table.records) { records in
            var position = start
            while position < end {
                let limit = min(DeflateAlphabet.maximumMatch, end - position)
                guard limit >= minimum else {
                    table.ends.append(Int32(truncatingIfNeeded: records.pointee.count))
                    position += 1
                    continue
                }
                let best = trees.advance(data, position, count: count, limit: limit, nice: nice, depth: effort.chainDepth,
                                         window: window, minimum: minimum, records: records)
                table.ends.append(Int32(truncatingIfNeeded: records.pointee.count))
                position += 1
                guard best >= nice else { continue }
                // Positions the long match covers are not searched: each gets
                // the rest of that match as its only record.
                let distance = Int(records.pointee[records.pointee.count - 1] & 0xFFFF)
                let skipEnd = position - 1 + best
                while position < skipEnd {
                    let rest = skipEnd - position
                    if effort.indexesInsideLongMatches || rest == 1 {
                        let limit = min(DeflateAlphabet.maximumMatch, end - position)
                        if limit >= minimum {
                            _ = trees.advance(data, position, count: count, limit: limit, nice: nice, depth: effort.chainDepth,
                                              window: window, minimum: minimum, records: nil)
                        }
                    }
                    if rest >= minimum { records.pointee.append(.wholeMatch(length: rest, distance: distance)) }
                    table.ends.append(Int32(truncatingIfNeeded: records.pointee.count))
                    position += 1
                }
            }
        }
    }

    /// How many bytes from `a` and `b` (a < b) agree, up to `limit`.
    @inline(__always)
    static func matchLength(_ data: UnsafeRawPointer, _ a: Int, _ b: Int, _ limit: Int) -> Int {
        var length = 0
        while length + 8 <= limit {
            let x = data.loadUnaligned(fromByteOffset: a &+ length, as: UInt64.self)
                ^ data.loadUnaligned(fromByteOffset: b &+ length, as: UInt64.self)
            #if _endian(little)
            if x != 0 { return length + x.trailingZeroBitCount >> 3 }
            #else
            if x != 0 { return length + x.leadingZeroBitCount >> 3 }
            #endif
            length &+= 8
        }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        while length < limit && bytes[a + length] == bytes[b + length] { length += 1 }
        return length
    }
}
