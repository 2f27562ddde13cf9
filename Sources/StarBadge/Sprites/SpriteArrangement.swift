import Dispatch
import StarPNG

/// How sprite cells are arranged.
public enum SpriteArrangement: Hashable, Sendable {
    /// One column, ratings top to bottom.
    case vertical
    /// One row, ratings left to right.
    case horizontal
    /// Rows of `columns` cells, left to right then top to bottom.
    case grid(columns: Int)
}
