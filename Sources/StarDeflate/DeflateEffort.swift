/// How hard the DEFLATE compressor works: how far it searches for matches
/// and how many times it re-parses with a refined cost model.
public struct DeflateEffort: Hashable, Sendable {
    /// Hash-chain links (lazy parse) or tree nodes (optimal parse) visited
    /// per position, 1…4096.
    public var chainDepth: Int
    /// A match at least this long (4…258) ends the search and is taken without
    /// searching the positions it covers.
    public var niceLength: Int
    /// 3 finds every match; 4 hashes four bytes and is faster on pixels.
    public var minimumMatch: Int
    /// 0: the fast lazy parse (take the longest match unless the next
    /// position has a longer one). 1 or more: an optimal parse under a cost
    /// model, re-run this many times with the costs of the previous parse.
    public var passes: Int
    /// Whether positions inside long matches are indexed too (better matches
    /// later, slower).
    public var indexesInsideLongMatches: Bool
    /// The farthest back a match may start, 256…32768 bytes. Nearer matches
    /// cost fewer distance bits and shorter searches.
    public var window: Int

    public init(chainDepth: Int, niceLength: Int, minimumMatch: Int, passes: Int, indexesInsideLongMatches: Bool,
                window: Int = 32768) {
        self.chainDepth = min(4096, max(1, chainDepth))
        self.niceLength = min(258, max(4, niceLength))
        self.minimumMatch = minimumMatch <= 3 ? 3 : 4
        self.passes = min(64, max(0, passes))
        self.indexesInsideLongMatches = indexesInsideLongMatches
        self.window = min(DeflateAlphabet.window, max(256, window))
    }

    /// Every PNG StarBadge writes by default: the fast lazy parse. Eight
    /// chain links suffice because the parse also tries the distances of
    /// recent matches; a deeper chain costs more time than it saves bytes
    /// (docs/INTERNALS.md).
    public static let standard = DeflateEffort(chainDepth: 8, niceLength: 258, minimumMatch: 3, passes: 0,
                                               indexesInsideLongMatches: true)
    /// `--optimize`: a deep binary-tree search at every position and six
    /// passes of the optimal parse: more passes or nodes give no smaller
    /// files, fewer nodes larger ones (docs/INTERNALS.md).
    public static let thorough = DeflateEffort(chainDepth: 256, niceLength: 258, minimumMatch: 3, passes: 6,
                                               indexesInsideLongMatches: true)
}
