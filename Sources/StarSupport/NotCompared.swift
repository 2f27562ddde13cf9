/// A value held beside a type's settings that takes no part in its
/// equality or hash: a cache or a precomputed form that follows from the
/// other properties. Holding it this way lets the type synthesize `==` and
/// `hash(into:)` over everything else, so no setting can be left out of them.
package struct NotCompared<Value: Sendable>: Hashable, Sendable {
    package let value: Value

    package init(_ value: Value) { self.value = value }

    package static func == (a: NotCompared, b: NotCompared) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
}
