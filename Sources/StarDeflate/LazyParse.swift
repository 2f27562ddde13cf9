/// The fast parse: at each position take the longest match found, unless
/// the next position has a longer one (one step of lazy evaluation, as zlib
/// does); positions inside long matches are not all searched or indexed.
/// docs/INTERNALS.md has the measurements behind its constants.
struct LazyParse {
    typealias Match = (length: Int, distance: Int, score: Int)

    private let data: UnsafeRawPointer
    private let bytes: UnsafePointer<UInt8>
    private let end: Int
    private let chains: HashChains.Tables
    private let minimum: Int, nice: Int, window: Int, chainDepth: Int
    /// Matches up to this long index every position they cover.
    private let indexedLength: Int
    /// A pending match this long is taken at once, without looking one position further.
    private let takeAtOnce: Int
    private var recent = RecentDistances()
    /// Whether the last match emitted was at one of the recent distances.
    private var repeatsRecent = false

    /// A pending match this long makes the search at the next position shallower (as in zlib).
    private static let goodLength = 8
    /// A match at most one RGBA pixel back (a run) is taken at once: looking
    /// further after one almost never finds better.
    private static let runDistance = 4

    /// Symbols for `data[start..<end]` (`count` bytes, readable 8 beyond),
    /// indexing positions into `chains` as it goes.
    static func symbols(_ data: UnsafeRawPointer, count: Int, start: Int, end: Int, effort: DeflateEffort,
                        chains: inout HashChains.Tables, into symbols: inout [LZSymbol]) {
        symbols.removeAll(keepingCapacity: true)
        symbols.reserveCapacity(end - start + 1)
        var parse = LazyParse(data: data, end: end, effort: effort, chains: chains)
        parse.run(from: start, into: &symbols)
    }

    private init(data: UnsafeRawPointer, end: Int, effort: DeflateEffort, chains: HashChains.Tables) {
        self.data = data
        bytes = data.assumingMemoryBound(to: UInt8.self)
        self.end = end
        self.chains = chains
        minimum = effort.minimumMatch
        nice = effort.niceLength
        window = effort.window
        chainDepth = effort.chainDepth
        indexedLength = effort.indexesInsideLongMatches ? DeflateAlphabet.maximumMatch : 16
        takeAtOnce = max(effort.minimumMatch, effort.niceLength / 4)
    }

    private mutating func run(from start: Int, into symbols: inout [LZSymbol]) {
        var position = start
        var pending: Match? = nil
        while position < end {
            if let previous = pending, previous.length >= takeAtOnce || previous.distance <= Self.runDistance {
                emit(previous, into: &symbols)
                indexCovered(from: position, to: position - 1 + previous.length, by: previous)
                position += previous.length - 1
                pending = nil
                continue
            }
            let depth = (pending?.length ?? 0) >= Self.goodLength ? max(1, chainDepth / 4) : chainDepth
            let match = bestMatch(position, chainDepth: depth)
            if let previous = pending, match.score <= previous.score + 2 {
                // The pending match stays the better one.
                emit(previous, into: &symbols)
                let matchEnd = position - 1 + previous.length
                indexCovered(from: position + 1, to: matchEnd, by: previous)
                position = matchEnd
                pending = nil
                continue
            }
            if pending != nil {
                // The match here is better: the pending one's first byte goes as a literal.
                symbols.append(.literal(bytes[position - 1]))
                pending = nil
            }
            if match.length >= nice {
                emit(match, into: &symbols)
                indexCovered(from: position + 1, to: position + match.length, by: match)
                position += match.length
            } else if match.length >= minimum {
                pending = match
                position += 1
            } else {
                symbols.append(.literal(bytes[position]))
                position += 1
            }
        }
        if let previous = pending { emit(previous, into: &symbols) }
    }

    @inline(__always)
    private mutating func emit(_ match: Match, into symbols: inout [LZSymbol]) {
        symbols.append(.match(length: match.length, distance: match.distance))
        repeatsRecent = recent.use(match.distance)
    }

    /// The best match at `position`: the longest, unless a shorter one is so
    /// much nearer that it is cheaper (2 points a byte of length against a
    /// point a bit of distance). Candidates come from the hash chain, nearest
    /// first, then from the distances of recent matches, which find repeated
    /// rows and shapes that a short chain misses. Indexes `position`.
    @inline(__always)
    private func bestMatch(_ position: Int, chainDepth: Int) -> Match {
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
        if !done {
            let reach = min(position, window)
            for distance in recent where distance <= reach {
                if consider(distance) { break }
            }
        }
        chains.insert(position, hash: h)
        return bestDistance == 0 ? (0, 0, 0) : (best, bestDistance, bestScore)
    }

    /// Inside a match at a recent distance (a repeated star, row or run) the
    /// content is already indexed where it was copied from, and later repeats
    /// are found by that distance again: its first and last few positions
    /// serve later searches as well as all of them. Inside a new run every
    /// position holds the same bytes. Inside other long matches every other
    /// position is indexed, and the last few all: a later match found one
    /// byte late costs less than indexing the rest.
    private static let repeatEdge = 4, runEdge = 8, sparseAbove = 32, sparseStride = 2, denseTail = 8

    /// Indexes the positions from `first` to `last` that the match just emitted covers.
    @inline(__always)
    private func indexCovered(from first: Int, to last: Int, by match: Match) {
        if match.length > indexedLength {
            if last - 1 >= first { chains.insert(last - 1, hash: chains.hash(data, last - 1)) }
        } else if repeatsRecent && last - first > 2 * Self.repeatEdge {
            indexRange(first, first + Self.repeatEdge)
            indexRange(last - Self.repeatEdge, last)
        } else if match.distance <= Self.runDistance && last - first > 2 * Self.runEdge {
            indexRange(first, first + Self.runEdge)
            indexRange(last - Self.runEdge, last)
        } else if match.length > Self.sparseAbove {
            indexRange(first, last - Self.denseTail, stride: Self.sparseStride)
            indexRange(last - Self.denseTail, last)
        } else {
            indexRange(first, last)
        }
    }

    @inline(__always)
    private func indexRange(_ first: Int, _ last: Int, stride: Int = 1) {
        var p = first
        while p < last { chains.insert(p, hash: chains.hash(data, p)); p &+= stride }
    }
}
