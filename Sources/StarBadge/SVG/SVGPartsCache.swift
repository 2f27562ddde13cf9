import StarSupport
import StarGeometry
import StarText

/// Path data kept between SVG documents, so a renderer writing many badges
/// makes each text line's and each star shape's data once: text lines by
/// their outline at the origin, star shapes by their outline, box and part
/// (the box's place too, so the digits are those the first document of
/// that box would write: the same bytes whatever was written before).
/// Bounded: a table is emptied when it holds `limit` entries. Safe to share
/// between threads.
package final class SVGPartsCache: Sendable {
    /// Most entries a table holds before it is emptied.
    static let limit = 256

    struct StarKey: Hashable {
        let outline: StarOutline
        let box: Rect
        let part: SVGStarPart
    }

    private let texts = Locked<[TextLine.OutlineKey: [UInt8]]>([:])
    private let stars = Locked<[StarKey: [UInt8]]>([:])

    package init() {}

    /// The path data of the text line `key` names, made by `make` the first time.
    func text(_ key: TextLine.OutlineKey, _ make: () -> [UInt8]?) -> [UInt8]? {
        if let known = texts.withLock({ $0[key] }) { return known }
        guard let made = make() else { return nil }
        texts.withLock { table in
            if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
            table[key] = made
        }
        return made
    }

    /// The path data of a star's part, made by `make` the first time.
    func star(_ key: StarKey, _ make: () -> [UInt8]) -> [UInt8] {
        if let known = stars.withLock({ $0[key] }) { return known }
        let made = make()
        stars.withLock { table in
            if table.count >= Self.limit { table.removeAll(keepingCapacity: true) }
            table[key] = made
        }
        return made
    }
}
