import Foundation
import Testing

/// The slow end-to-end checks (building an outside package, …) run in their
/// own step, `Scripts/e2e.sh`, which sets STARBADGE_E2E=1; plain `swift
/// test` skips them so the inner loop stays quick.
public enum EndToEnd {
    /// True in `Scripts/e2e.sh`'s run.
    public static var requested: Bool { ProcessInfo.processInfo.environment["STARBADGE_E2E"] == "1" }
}

extension Trait where Self == ConditionTrait {
    /// An end-to-end check: runs only in `Scripts/e2e.sh`.
    public static var endToEnd: Self {
        .enabled(if: EndToEnd.requested, "an end-to-end check: Scripts/e2e.sh runs it (STARBADGE_E2E=1)")
    }
}
