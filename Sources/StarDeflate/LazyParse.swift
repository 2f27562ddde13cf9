/// The fast parse: at each position take the longest match found, unless
/// the next position has a longer one (one step of lazy evaluation, as zlib
/// does); positions inside long matches are not all searched or indexed.
/// docs/INTERNALS.md has the measurements behind its constants.
///
/// One function with its steps as nested functions (`bestMatch`,
/// `indexCovered`, `emitMatch`, then the loop): the compiler inlines them
/// all into the loop and keeps the parse's state in registers, which the
/// same steps as methods of a struct do not get (docs/INTERNALS.md).
enum LazyParse {
    /// Symbols for `data[start..<end]` (`count` bytes, readable 8 beyond),
    /// indexing positions into `chains` as it goes.
    static func symbols(_ data: UnsafeRawPointer, count: Int, start: Int, end: Int, effort: DeflateEffort,
                        chains: inout HashChains.Tables, into symbols: inout [LZSymbol]) {
        symbols.removeAll(keepingCapacity: true)
        symbols.reserveCapacity(end - start + 1)
        let bytes = data.assumingMemoryBound(to: UInt8.self)
        let minimum = effort.minimumMatch, nice = effort.niceLength, window = effort.window
        // Matches up to this long index every position they cover.
        let indexedLength = effort.indexesInsideLongMatches ? DeflateAlphabet.maximumMatch : 16
        // As in zlib: a pending match this long is taken at once; one this
        // long makes the search at the next position shallower.
        let takeAtOnce = max(minimum, effort.niceLength / 4), goodLength = 8
        // A run (a match at most one RGBA pixel back) is taken at once too:
        // looking one position further after one almost never finds better.
        let runDistance = 4

        var recent = RecentDistances()
        /// Whether the last match emitted was at one of the recent distances.
        var repeatsRecent = false

        /// The best match at `position`: the longest, unless a shorter one is
        /// so much nearer that it is cheaper (2 points a byte of length
        /// against a point a bit of distance). Candidates come from the hash
        /// chain, nearest first, then from the distances of recent matches,
        /// which find repeated rows and shapes that a short chain misses.
        @inline(__always) func bestMatch(_ position: Int, chainDepth: Int) -> (length: Int, distance: Int, score: Int) {
            let limit = min(DeflateAlphabet.maximumMatch, end - position)
            guard limit >= minimum else { return (0, 0, 0) }
            var best = minimum - 1, bestDistance = 0, bestScore = 0
            /// Whether the match `distance` back is better; stops at the longest possible.
            @inline(__always) func consider(_ distance: Int) -> Bool {
                let candidate = position &- distance
                guard bytes[candidate &+ best] == bytes[position &+ best] else { return false }
                let length = MatchSearch.matchLength(data, candidate, position, limit)
                let score = length &* 2 &- (Int.bitWidth &- distance.leadingZeroBitCount)
                guard length > best && score > bestScore else { return false }
                best = length
                bestDistance = distance
                bestScore = score
                return length >= nice || length == limit
            }
            let h = chains.hash(data, position)
            var candidate = chains.newest(h)
            var depth = chainDepth, done = false
            while candidate >= 0 && depth > 0 {
                let distance = position &- candidate
                if distance > window { break }
                if consider(distance) { done = true; break }
                candidate = chains.older(candidate)
                depth &-= 1
            }
            let reach = min(position, window)
            if !done {
                for distance in recent where distance <= reach {
                    if consider(distance) { break }
                }
            }
            chains.insert(position, hash: h)
            return bestDistance == 0 ? (0, 0, 0) : (best, bestDistance, bestScore)
        }

        // Inside a match at a recent distance (a repeated star, row or run)
        // the content is already indexed where it was copied from, and later
        // repeats are found by that distance again: its first and last
        // `repeatEdge` positions serve later searches as well as all of them.
        // Likewise inside a new run every position holds the same bytes
        // (`runEdge`). Inside other long matches every other position is
        // indexed, and the last few all: a later match found one byte late
        // costs less than indexing the rest, and the recent distances find
        // most repeats anyway.
        let repeatEdge = 4, runEdge = 8, sparseAbove = 32, sparseStride = 2, denseTail = 8
        @inline(__always) func indexRange(_ first: Int, _ last: Int, stride: Int = 1) {
            var p = first
            while p < last { chains.insert(p, hash: chains.hash(data, p)); p &+= stride }
        }

        /// Indexes the positions after `first` that the match just emitted
        /// (of `length` and `distance`) covers.
        @inline(__always) func indexCovered(from first: Int, to last: Int, length: Int, distance: Int) {
            if length > indexedLength {
                if last - 1 >= first { chains.insert(last - 1, hash: chains.hash(data, last - 1)) }
            } else if repeatsRecent && last - first > 2 * repeatEdge {
                indexRange(first, first + repeatEdge)
                indexRange(last - repeatEdge, last)
            } else if distance <= runDistance && last - first > 2 * runEdge {
                indexRange(first, first + runEdge)
                indexRange(last - runEdge, last)
            } else if length > sparseAbove {
                indexRange(first, last - denseTail, stride: sparseStride)
                indexRange(last - denseTail, last)
            } else {
                indexRange(first, last)
            }
        }

        @inline(__always) func emitMatch(_ length: Int, _ distance: Int) {
            symbols.append(.match(length: length, distance: distance))
            repeatsRecent = recent.use(distance)
        }
        var position = start
        var pending: (length: Int, distance: Int, score: Int)? = nil
        while position < end {
            if let previous = pending, previous.length >= takeAtOnce || previous.distance <= runDistance {
                // Long enough, or a run: take it without looking one position further.
                emitMatch(previous.length, previous.distance)
                indexCovered(from: position, to: position - 1 + previous.length, length: previous.length,
                             distance: previous.distance)
                position += previous.length - 1
                pending = nil
                continue
            }
            let depth = (pending?.length ?? 0) >= goodLength ? max(1, effort.chainDepth / 4) : effort.chainDepth
            let match = bestMatch(position, chainDepth: depth)
            if let previous = pending {
                if match.score > previous.score + 2 {
                    symbols.append(.literal(bytes[position - 1]))
                    if match.length >= nice {
                        emitMatch(match.length, match.distance)
                        indexCovered(from: position + 1, to: position + match.length, length: match.length, distance: match.distance)
                        position += match.length
                        pending = nil
                    } else {
                        pending = match
                        position += 1
                    }
                } else {
                    emitMatch(previous.length, previous.distance)
                    let matchEnd = position - 1 + previous.length
                    indexCovered(from: position + 1, to: matchEnd, length: previous.length, distance: previous.distance)
                    position = matchEnd
                    pending = nil
                }
            } else if match.length >= nice {
                emitMatch(match.length, match.distance)
                indexCovered(from: position + 1, to: position + match.length, length: match.length, distance: match.distance)
                position += match.length
            } else if match.length >= minimum {
                pending = match
                position += 1
            } else {
                symbols.append(.literal(bytes[position]))
                position += 1
            }
        }
        if let previous = pending {
            emitMatch(previous.length, previous.distance)
        }
    }
}

