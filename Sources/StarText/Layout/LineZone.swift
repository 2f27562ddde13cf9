/// Where a line of text sits about its baseline, for placing it: the zone
/// its script is centred by and the ink it draws. Lengths in px, measured
/// up from the baseline (negative below it).
public struct LineZone: Hashable, Sendable {
    /// The reference zone of the line's script in the font that sets it
    /// (cap height for Latin, the headline for Devanagari, …; see
    /// `ReferenceLetters`): its bottom, ≤ 0.
    public let zoneBottom: Double
    /// The reference zone's top, ≥ 0.
    public let zoneTop: Double
    /// The lowest ink of the line's glyphs (0 for a line of no ink).
    public let inkBottom: Double
    /// The highest ink of the line's glyphs (0 for a line of no ink).
    public let inkTop: Double
    /// The leftmost ink, px right of the line's start (negative when a
    /// glyph reaches left of it; 0 for a line of no ink).
    public let inkLeft: Double
    /// The rightmost ink, px right of the line's start, without letter
    /// spacing (0 for a line of no ink).
    public let inkRight: Double

    public init(zoneBottom: Double, zoneTop: Double, inkBottom: Double, inkTop: Double, inkLeft: Double = 0,
                inkRight: Double = 0) {
        self.zoneBottom = zoneBottom
        self.zoneTop = zoneTop
        self.inkBottom = inkBottom
        self.inkTop = inkTop
        self.inkLeft = inkLeft
        self.inkRight = inkRight
    }

    /// The middle of the reference zone, px above the baseline: the height
    /// that is centred on what the text stands beside.
    public var middle: Double { (zoneBottom + zoneTop) / 2 }

    /// The room the line needs above its baseline: its zone and its ink, px.
    public var ascent: Double { max(zoneTop, inkTop) }

    /// The room the line needs below its baseline: its zone and its ink, px (≥ 0).
    public var descent: Double { max(-zoneBottom, -inkBottom) }
}
