/// One drawing command of a `Path`.
public enum PathElement: Hashable, Sendable {
    case move(Point)
    case line(Point)
    case quadratic(control: Point, to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    case close
}
