/// Collects, for every position of a segment, the matches a parser may use.
enum MatchSearch {
    /// Fills `table` with the matches of positions `start..<end` of `data`
    /// (`count` bytes, readable 8 bytes beyond), indexing positions into
    /// `chains` as it goes. Matches do not reach past `end`.
    static func collect(_ data: UnsafeRawPointer, count: Int, start: Int, end: Int,
                        effort: DeflateEffort, chains: inout HashChains.Tables, into table: inout MatchTable) {
        table.reset(positions: end - start)
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        let minimum = effort.minimumMatch, nice = effort.niceLength, window = effort.window
        var position = start
        while position < end {
            let limit = min(DeflateAlphabet.maximumMatch, end - position)
            guard limit >= minimum else {
                table.ends.append(Int32(truncatingIfNeeded: table.records.count))
                position += 1
                continue
            }
            let h = chains.hash(data, position)
            var best = minimum - 1
            var candidate = chains.newest(h)
            var depth = effort.chainDepth
            while candidate >= 0 && depth > 0 {
                let distance = position - candidate
                if distance > window { break }
                if bytes[candidate + best] == bytes[position + best] {
                    let length = matchLength(data, candidate, position, limit)
                    if length > best {
                        best = length
                        table.records.append(.match(length: length, distance: distance))
                        if length >= nice || length == limit { break }
                    }
                }
                candidate = chains.older(candidate)
                depth -= 1
            }
            chains.insert(position, hash: h)
            table.ends.append(Int32(truncatingIfNeeded: table.records.count))
            position += 1
            if best >= nice {
                // Positions the long match covers are not searched: each gets
                // the rest of that match as its only record.
                let distance = Int(table.records[table.records.count - 1] & 0xFFFF)
                let skipEnd = position - 1 + best
                while position < skipEnd {
                    // Indexing the match's last position keeps runs at distance 1.
                    if effort.indexesInsideLongMatches || position == skipEnd - 1 {
                        chains.insert(position, hash: chains.hash(data, position))
                    }
                    let rest = skipEnd - position
                    if rest >= minimum { table.records.append(.wholeMatch(length: rest, distance: distance)) }
                    table.ends.append(Int32(truncatingIfNeeded: table.records.count))
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
            let x = data.loadUnaligned(fromByteOffset: a + length, as: UInt64.self)
                ^ data.loadUnaligned(fromByteOffset: b + length, as: UInt64.self)
            #if _endian(little)
            if x != 0 { return length + x.trailingZeroBitCount >> 3 }
            #else
            if x != 0 { return length + x.leadingZeroBitCount >> 3 }
            #endif
            length += 8
        }
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        while length < limit && bytes[a + length] == bytes[b + length] { length += 1 }
        return length
    }
}
