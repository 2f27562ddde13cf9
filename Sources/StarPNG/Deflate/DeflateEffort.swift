/// How hard the DEFLATE compressor works: how far it searches for matches
/// and how many times it re-parses with a refined cost model.
public struct DeflateEffort: Hashable, Sendable {
    /// Hash-chain links followed per position (1…4096).
    public var chainDepth: Int
    /// A match at least this long (4…258) ends the search and is taken without
    /// searching the positions it covers.
    public var niceLength: Int
    /// 3 finds every match; 4 hashes four bytes and is faster on pixels.
    public var minimumMatch: Int
    /// Parses with an updated cost model (1 = one pass with estimated costs).
    public var passes: Int
    /// Whether positions inside long matches are indexed too (better matches
    /// later, slower).
    public var indexesInsideLongMatches: Bool

    public init(chainDepth: Int, niceLength: Int, minimumMatch: Int, passes: Int, indexesInsideLongMatches: Bool) {
        self.chainDepth = min(4096, max(1, chainDepth))
        self.niceLength = min(258, max(4, niceLength))
        self.minimumMatch = minimumMatch <= 3 ? 3 : 4
        self.passes = min(64, max(1, passes))
        self.indexesInsideLongMatches = indexesInsideLongMatches
    }

    /// Every PNG StarBadge writes by default: fast, and near-optimal parsing.
    public static let standard = DeflateEffort(chainDepth: 12, niceLength: 64, minimumMatch: 4, passes: 2,
                                               indexesInsideLongMatches: false)
    /// `--optimize`: deep searches, every position indexed, many passes.
    public static let thorough = DeflateEffort(chainDepth: 1024, niceLength: 258, minimumMatch: 3, passes: 12,
                                               indexesInsideLongMatches: true)
}
