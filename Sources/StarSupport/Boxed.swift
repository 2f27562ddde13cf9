/// An immutable value held by reference (`ValueBox`) and compared and
/// hashed by value: a holder that is copied often (a `BadgeDesign` in every
/// `BadgeSpec`, its settings hundreds of bytes inline) copies one reference.
package struct Boxed<Value: Hashable & Sendable>: Hashable, Sendable {
    private let box: ValueBox<Value>

    package init(_ value: Value) { box = ValueBox(value) }

    /// The value, read in place.
    package var value: Value {
        _read { yield box.value }
    }

    package static func == (a: Boxed, b: Boxed) -> Bool { a.box === b.box || a.value == b.value }
    package func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
