/// A value held beside a type's settings that takes no part in its
/// equality or hash: a cache or a precomputed form that follows from the
/// other properties. Holding it this way lets the type synthesize `==` and
/// `hash(into:)` over everything else, so no setting can be left out of them.
///
/// The value is immutable and held by reference (`ValueBox`): a holder that
/// is copied often (a `BadgeSpec` and its layout, kilobytes inline) copies
/// one reference, not the value.
package struct NotCompared<Value: Sendable>: Hashable, Sendable {
    private let box: ValueBox<Value>

    package init(_ value: Value) { box = ValueBox(value) }

    /// The value, read in place.
    package var value: Value {
        _read { yield box.value }
    }

    package static func == (a: NotCompared, b: NotCompared) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
