import Dispatch
import StarPNG

/// Every rating state of one badge design in a single image.
///
/// Cells are `cellWidth × cellHeight` whole pixels at scale 1; a sheet at an
/// integer scale k has cells exactly k times larger, each badge drawn at
/// that scale on its own pixel grid (not resampled), so one set of CSS
/// offsets serves every scale.
public struct SpriteSheet: Hashable, Sendable {
    /// The badge every state shares: everything but the rating.
    public let design: BadgeDesign
    /// The ratings, in sheet order.
    public let ratings: [Double]
    public let arrangement: SpriteArrangement
    /// `cellSize`, measured once (each state's badge built to measure it).
    private let cellWidth: Int, cellHeight: Int

    /// Most cells in one sheet.
    package static let maxStates = 1001
    /// Decimals that write every state's rating exactly and tell them all
    /// apart (2 for steps of 0.5, 0.25 or 0.1; 3 for 0.005 or 0.015): state
    /// names and alt texts use this many, so no two states share a name and
    /// none is described as a rating it is not.
    package let decimals: Int

    /// The fewest decimals (2 to 9) that write every rating exactly and
    /// each differently, nil when none do (states closer than 1e-9, or
    /// ratings no nine decimals write).
    static func decimals(telling ratings: [Double]) -> Int? {
        for decimals in 2...9 {
            let texts = ratings.map { AltText.format($0, separator: ".", decimals: decimals) }
            let exact = zip(ratings, texts).allSatisfy { rating, text in abs((Double(text) ?? .nan) - rating) < 1e-9 }
            if exact && Set(texts).count == texts.count { return decimals }
        }
        return nil
    }

    /// States 0, step, 2·step, … up to the best rating, `design.maxRating`
    /// (always included): the star count, or the scale `outOf` sets, in
    /// whose units the step is.
    /// Throws when the step is not positive, gives too many states, or the
    /// sheet would exceed the image limits.
    public init(design: BadgeDesign, step: Double, arrangement: SpriteArrangement = .vertical) throws(BadgeError) {
        let maximum = design.maxRating
        guard step.isFinite, step > 0, step <= maximum, maximum / step < Double(Self.maxStates) else {
            throw .invalid(.step, value: formatLength(step),
                           reason: .outOfRange("must be greater than 0, at most \(formatLength(maximum)), and give at most \(Self.maxStates) states"))
        }
        var ratings: [Double] = []
        var k = 0
        while true {
            // Multiply rather than accumulate, and snap float noise (0.1·3 = 0.30000000000000004).
            let r = (Double(k) * step * 1e9).rounded() / 1e9
            if r >= maximum - 1e-9 { break }
            ratings.append(r)
            k += 1
        }
        ratings.append(maximum)
        try self.init(design: design, ratings: ratings, arrangement: arrangement)
    }

    /// A sheet of the given ratings, in that order.
    public init(design: BadgeDesign, ratings: [Double], arrangement: SpriteArrangement = .vertical) throws(BadgeError) {
        guard !ratings.isEmpty, ratings.count <= Self.maxStates else {
            throw .invalid(.step, value: String(ratings.count), reason: .unusable("a sprite holds 1 to \(Self.maxStates) states"))
        }
        if case .grid(let columns) = arrangement, columns < 1 {
            throw .invalid(.columns, value: String(columns), reason: .outOfRange("must be at least 1"))
        }
        // Every state must be a valid badge; the cell fits the largest.
        var cell = (width: 1, height: 1)
        for rating in ratings {
            let badge = try design.badge(rating: rating).pixelSize
            cell = (max(cell.width, badge.width), max(cell.height, badge.height))
        }
        (cellWidth, cellHeight) = cell
        self.design = design
        self.ratings = ratings
        guard let decimals = Self.decimals(telling: ratings) else {
            throw .invalid(.step, value: ratings.map { formatLength($0) }.prefix(4).joined(separator: ", "),
                           reason: .unusable("the states need names that tell them apart: give ratings that nine decimals write, each different"))
        }
        self.decimals = decimals
        self.arrangement = arrangement
        let size = pixelSize(scale: 1)
        let side = Double(BadgeLimits.maxSide)
        if Double(size.width) > side || Double(size.height) > side
            || Double(size.width) * Double(size.height) > Double(design.maxPixels) {
            throw .imageTooLarge(width: Double(size.width), height: Double(size.height),
                                 reason: .unusable("the sprite sheet exceeds \(BadgeLimits.maxSide) px a side or \(design.maxPixels) pixels"))
        }
    }

    /// One cell at sheet scale 1 (the design's own `scale` included), in whole
    /// pixels: the largest badge of all states (a label's width may vary).
    public var cellSize: (width: Int, height: Int) { (cellWidth, cellHeight) }

    private var grid: (columns: Int, rows: Int) {
        switch arrangement {
        case .vertical: return (1, ratings.count)
        case .horizontal: return (ratings.count, 1)
        case .grid(let columns):
            let c = min(columns, ratings.count)
            return (c, (ratings.count + c - 1) / c)
        }
    }

    /// Top-left corner of cell `index` at scale 1, px.
    package func cellOrigin(_ index: Int) -> (x: Int, y: Int) {
        let columns = grid.columns
        return ((index % columns) * cellSize.width, (index / columns) * cellSize.height)
    }

    /// The sheet size at integer `scale`.
    public func pixelSize(scale: Int) -> (width: Int, height: Int) {
        let (columns, rows) = grid
        return (columns * cellSize.width * scale, rows * cellSize.height * scale)
    }

    /// Checks that the sheet at integer scale `scale` is within the image
    /// limits (from its size alone: nothing is drawn).
    /// - Throws: `BadgeError.invalid(.scale, …)` naming the limits.
    package func check(scale: Int) throws(BadgeError) {
        let size = pixelSize(scale: max(1, min(scale, Int(BadgeLimits.maxScale))))
        guard scale >= 1, Double(scale) * design.scale <= BadgeLimits.maxScale,
              Double(size.width) * Double(size.height) <= Double(design.maxPixels),
              max(size.width, size.height) <= BadgeLimits.maxSide else {
            throw .invalid(.scale, value: String(scale),
                           reason: BadgeReason(kind: .outOfRange, parts: [.text(
                               "the sheet at this scale (\(size.width)×\(size.height) px) exceeds the image limits "
                               + "(\(BadgeLimits.maxSide) px a side, \(design.maxPixels) pixels)")]))
        }
    }

    /// The sheet drawn at integer scale `scale` (1…`BadgeLimits.maxScale`)
    /// with the renderer's backends; users go through `BadgeRenderer.bytes(for:scale:prefix:_:)`.
    /// - Throws: as `check(scale:)`, before anything is allocated.
    package func image(scale: Int = 1, renderer: BadgeRenderer) throws(BadgeError) -> PNGImage {
        try check(scale: scale)
        let size = pixelSize(scale: scale)
        var sheet = [UInt8](repeating: 0, count: size.width * size.height * 4)
        // The states are independent: two workers build and draw alternate
        // states, each with a backend of its own from the renderer's pool,
        // straight into their own cells of the sheet.
        let workers = ratings.count >= 4 ? 2 : 1
        let failures = UnsafeMutableBufferPointer<BadgeError?>.allocate(capacity: workers)
        _ = failures.initialize(from: repeatElement(nil, count: workers))
        defer {
            _ = failures.deinitialize()
            failures.deallocate()
        }
        sheet.withUnsafeMutableBufferPointer { sheet in
            guard let target = sheet.baseAddress else { return }
            let shared = SheetWorkers(failures: failures, sheet: target)
            // The states' design at this scale, checked and laid out once.
            let scaled: BadgeDesign
            do throws(BadgeError) {
                let sheetScale = self.design.scale * Double(scale)
                scaled = try self.design.with {
                    $0.scale = sheetScale
                    $0.minimumPixelSize = nil
                }
            } catch {
                shared.failures[0] = error
                return
            }
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                renderer.withBackend { backend in
                    for index in stride(from: worker, to: ratings.count, by: workers) {
                        guard let (spec, x0, y0) = cell(index, design: scaled, scale: scale, sheetSize: size,
                                                        failure: &shared.failures[worker]) else {
                            return
                        }
                        backend.draw(spec, into: shared.sheet + (y0 * size.width + x0) * 4, rowBytes: size.width * 4)
                    }
                }
            }
        }
        for case let failure? in failures { throw failure }
        guard let image = PNGImage(width: size.width, height: size.height, rgba: sheet) else {
            throw .imageTooLarge(width: Double(size.width), height: Double(size.height), reason: .unusable("empty sheet"))
        }
        return image
    }
}

extension SpriteSheet {
    /// State `index` at `scale` and where it goes on the sheet, or nil with
    /// `failure` set when it cannot be made or does not fit its cell.
    fileprivate func cell(_ index: Int, design: BadgeDesign, scale: Int, sheetSize size: (width: Int, height: Int),
                          failure: inout BadgeError?) -> (spec: BadgeSpec, x: Int, y: Int)? {
        let spec: BadgeSpec
        do throws(BadgeError) {
            spec = try design.badge(rating: ratings[index])
        } catch {
            failure = error
            return nil
        }
        let origin = cellOrigin(index)
        let (x0, y0) = (origin.x * scale, origin.y * scale)
        let badge = spec.pixelSize
        // A badge fits its cell (cells fit the largest state, and
        // ⌈k·w⌉ ≤ k·⌈w⌉); the sheet's edge is checked all the same.
        guard x0 + badge.width <= size.width, y0 + badge.height <= size.height else {
            failure = .imageTooLarge(width: Double(badge.width), height: Double(badge.height),
                                     reason: .unusable("state \(index + 1) does not fit its sprite cell"))
            return nil
        }
        return (spec, x0, y0)
    }
}

/// What the sheet's workers share: one failure slot each, and the sheet,
/// where each writes only its own cells.
private struct SheetWorkers: @unchecked Sendable {
    let failures: UnsafeMutableBufferPointer<BadgeError?>
    let sheet: UnsafeMutablePointer<UInt8>
}

/// How sprite cells are arranged.
public enum SpriteArrangement: Hashable, Sendable {
    /// One column, ratings top to bottom.
    case vertical
    /// One row, ratings left to right.
    case horizontal
    /// Rows of `columns` cells, left to right then top to bottom.
    case grid(columns: Int)
}
