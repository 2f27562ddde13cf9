
/// A vector outline made of lines and Bézier curves, in px.
/// Every sub-path is filled as if closed.
public struct Path: Hashable, Sendable {
    public private(set) var elements: [PathElement] = []

    public init() {}

    public init(elements: [PathElement]) { self.elements = elements }

    /// A closed polygon path through the given vertices.
    public init(polygon vertices: [Point]) {
        guard let first = vertices.first else { return }
        elements.reserveCapacity(vertices.count + 1)
        elements.append(.move(first))
        for v in vertices.dropFirst() { elements.append(.line(v)) }
        elements.append(.close)
    }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to p: Point) { elements.append(.move(p)) }
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    public mutating func quadratic(to p: Point, control: Point) {
        elements.append(.quadratic(control: control, to: p))
    }
    public mutating func cubic(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(control1: control1, control2: control2, to: p))
    }
    public mutating func close() { elements.append(.close) }

    /// Appends every element of another path.
    public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through `transform`.
    package func transformed(by transform: AffineTransform) -> Path {
        Path(elements: elements.map { element in
            switch element {
            case .move(let p): return .move(transform.apply(p))
            case .line(let p): return .line(transform.apply(p))
            case .quadratic(let c, let p): return .quadratic(control: transform.apply(c), to: transform.apply(p))
            case .cubic(let c1, let c2, let p):
                return .cubic(control1: transform.apply(c1), control2: transform.apply(c2), to: transform.apply(p))
            case .close: return .close
            }
        })
    }

    /// The bounding box of all points including control points (a superset
    /// of the curve's tight bounds), or nil for an empty path.
    public var controlBounds: Rect? {
        // One pass without intermediate arrays: layouts ask this of every glyph of every new label.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func include(_ p: Point) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): include(p)
            case .quadratic(let c, let p): include(c); include(p)
            case .cubic(let c1, let c2, let p): include(c1); include(c2); include(p)
            case .close: break
            }
        }
        guard minX <= maxX else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// One drawing command of a `Path`.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quadratic(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
}

extension Path {
    /// The path scaled uniformly so that `bounds` fits `box` (aspect fit) and
    /// translated so that `bounds` is centred in `box` — the rule every badge
    /// shape follows (see `StarShape.polygon(fittedInto:)`).
    func fitted(bounds: Rect, into box: Rect) -> Path {
        transformed(by: .aspectFit(bounds, into: box))
    }
}
