import StarGeometry

/// The glyph outlines a face has decomposed, with their control bounds, by
/// size, source and glyph. A layout asks for every glyph of every new line,
/// so a lookup is an index into the table of one size and source (the one
/// asked for last is at hand without hashing). Bounded: past `capacity`
/// outlines or `tableCapacity` sizes it starts over (a table takes 8 bytes
/// a glyph of the face). Not thread-safe: the face's lock guards it.
struct KeptOutlines {
    /// A decomposed outline with its control bounds (nil: no outline).
    final class Outline: Sendable {
        let path: Path
        let bounds: Rect?

        init(_ path: Path) {
            self.path = path
            bounds = path.controlBounds
        }
    }

    /// The outlines of one size (1/64 px) and source, by glyph index. Its
    /// slots are memory of its own (not a stored array), so that reading
    /// one pays no run-time exclusivity check: the face's lock is what
    /// makes access exclusive.
    private final class Table {
        let outlines: UnsafeMutableBufferPointer<Outline?>

        init(glyphCount: Int) {
            outlines = .allocate(capacity: glyphCount)
            outlines.initialize(repeating: nil)
        }

        deinit {
            outlines.deinitialize()
            outlines.deallocate()
        }
    }

    private struct TableKey: Hashable {
        var size: Int
        var source: GlyphOutlineSource
    }

    /// Glyph indices are below this (the face's glyph count, at least 1).
    private let glyphCount: Int
    private let capacity: Int
    private static let tableCapacity = 16
    private var tables: [TableKey: Table] = [:]
    private var last: (key: TableKey, table: Table)?
    private var count = 0

    init(glyphCount: Int, capacity: Int = 4096) {
        self.glyphCount = max(1, glyphCount)
        self.capacity = capacity
    }

    /// The kept outline of `glyph`, if any.
    mutating func outline(_ glyph: GlyphIndex, size: Int, source: GlyphOutlineSource) -> Outline? {
        let index = Int(glyph.rawValue)
        guard index < glyphCount else { return nil }
        return table(TableKey(size: size, source: source), creating: false)?.outlines[index]
    }

    /// Keeps `outline` for `glyph` (a glyph index past the face's count is not kept).
    mutating func keep(_ outline: Outline, for glyph: GlyphIndex, size: Int, source: GlyphOutlineSource) {
        let index = Int(glyph.rawValue)
        guard index < glyphCount else { return }
        if count >= capacity || tables.count >= Self.tableCapacity && tables[TableKey(size: size, source: source)] == nil {
            tables.removeAll()
            last = nil
            count = 0
        }
        guard let table = table(TableKey(size: size, source: source), creating: true) else { return }
        if table.outlines[index] == nil { count += 1 }
        table.outlines[index] = outline
    }

    private mutating func table(_ key: TableKey, creating: Bool) -> Table? {
        if let last, last.key == key { return last.table }
        let found: Table
        if let known = tables[key] {
            found = known
        } else {
            guard creating else { return nil }
            found = Table(glyphCount: glyphCount)
            tables[key] = found
        }
        last = (key, found)
        return found
    }
}
