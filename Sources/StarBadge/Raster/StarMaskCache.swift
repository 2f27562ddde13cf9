import StarGeometry
import StarRaster

/// Star coverage depends only on the star's recipe (shape, rounding, band
/// widths) and where its box sits relative to the pixel grid, so boxes with
/// the same recipe, size and fractional offset share one mask (per kind: the
/// shape, its outline band, its border band, a half star's on part), moved
/// by the whole-pixel difference — within a badge and across the badges one
/// renderer draws. So do the masks' pixels in given colours (`StraightTile`),
/// which a canvas copies instead of converting the coverage again.
struct StarMaskCache: Sendable {
    enum Kind: Hashable, Sendable {
        case shape, outline, border
        /// The on part of a split star: the split line's offset from the
        /// box's whole-pixel corner, and the side kept.
        case onPart(lineOffset: Double, keepsLeft: Bool)
    }

    /// Everything besides the box that decides a star's masks.
    struct Recipe: Hashable, Sendable {
        let shape: BadgeShape
        let cornerRadius: Double
        let outlineWidth: Double?
        let borderWidth: Double?
    }

    private struct Key: Hashable {
        let phaseX: Double, phaseY: Double, width: Double, height: Double
        let kind: Kind
    }
    /// A tile: the mask's key and the colours painted through it.
    private struct TileKey: Hashable {
        let mask: Key
        let first: Color, second: Color?
    }
    /// Most masks kept; past it the cache starts over (memory stays bounded).
    private static let capacity = 256
    /// Most tile bytes kept; past it the tiles start over.
    private static let tileBudget = 4 << 20
    /// False for the reference path: every mask is rendered afresh and no tile is kept.
    var isEnabled = true
    private var recipe: Recipe?
    /// The mask, with its origin relative to the box's whole-pixel corner.
    private var entries: [Key: CoverageMask] = [:]
    private var tiles: [TileKey: StraightTile] = [:]
    private var tileBytes = 0

    /// Starts a badge: masks and tiles of another recipe are dropped.
    mutating func prepare(for recipe: Recipe) {
        if self.recipe != recipe || entries.count >= Self.capacity {
            entries.removeAll(keepingCapacity: true)
            tiles.removeAll(keepingCapacity: true)
            tileBytes = 0
            self.recipe = recipe
        }
        if tileBytes > Self.tileBudget {
            tiles.removeAll(keepingCapacity: true)
            tileBytes = 0
        }
    }

    /// The mask of `kind` for the star in `box`, rendered by `render` when no
    /// star of this recipe, size and pixel phase had it before.
    mutating func mask(for box: Rect, _ kind: Kind, render: () -> CoverageMask) -> CoverageMask {
        guard isEnabled else { return render() }
        let (key, x, y) = Self.key(for: box, kind)
        if let relative = entries[key] {
            return CoverageMask(originX: relative.originX + x, originY: relative.originY + y,
                                width: relative.width, height: relative.height, values: relative.values)
        }
        let mask = render()
        entries[key] = CoverageMask(originX: mask.originX - x, originY: mask.originY - y,
                                    width: mask.width, height: mask.height, values: mask.values)
        return mask
    }

    /// The tile of the `kind` mask for `box` painted in `first` (and
    /// `second`, for a split or bordered star), made by `make` when new.
    /// Only for masks that come from `mask(for:_:render:)` with the same box and kind.
    mutating func tile(for box: Rect, _ kind: Kind, _ first: Color, _ second: Color? = nil,
                       make: () -> StraightTile) -> StraightTile? {
        guard isEnabled else { return nil }
        let key = TileKey(mask: Self.key(for: box, kind).key, first: first, second: second)
        if let tile = tiles[key] { return tile }
        let tile = make()
        tiles[key] = tile
        tileBytes += tile.byteCount
        return tile
    }

    private static func key(for box: Rect, _ kind: Kind) -> (key: Key, x: Int, y: Int) {
        let cornerX = box.minX.rounded(.down), cornerY = box.minY.rounded(.down)
        let key = Key(phaseX: box.minX - cornerX, phaseY: box.minY - cornerY, width: box.width, height: box.height,
                      kind: kind)
        return (key, Int(cornerX), Int(cornerY))
    }
}
