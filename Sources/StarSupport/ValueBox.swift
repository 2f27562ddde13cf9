/// An immutable value on the heap: what `NotCompared` and `Boxed` hold, so
/// that a holder copied often copies one reference, not the value.
package final class ValueBox<Value: Sendable>: Sendable {
    package let value: Value

    package init(_ value: Value) { self.value = value }
}
