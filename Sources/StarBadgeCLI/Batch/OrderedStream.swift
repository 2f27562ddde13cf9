import StarSupport
import Dispatch
import StarBadge

/// The shared state of `ParallelWork.stream`: the feed (items handed out in
/// order) and the results waiting for those before them, each behind its
/// own lock (`Locked`: pthread mutexes, which ThreadSanitizer understands).
/// `next` and `deliver` are called only under those locks, hence
/// `@unchecked Sendable`.
final class OrderedStream<Item, Result, Failure: Error>: @unchecked Sendable {
    private struct Feed {
        var taken = 0
        var ended = false
        var failure: Failure?
    }
    private struct Waiting {
        var results: [Int: Result] = [:]
        var delivered = 0
    }
    private let next: () throws(Failure) -> Item?
    private let deliver: (Result) -> Void
    /// One permit per item that may be taken before earlier ones are delivered.
    private let permits: DispatchSemaphore
    private let feed = Locked(Feed())
    private let waiting = Locked(Waiting())

    init(next: @escaping () throws(Failure) -> Item?, deliver: @escaping (Result) -> Void, window: Int) {
        self.next = next
        self.deliver = deliver
        permits = DispatchSemaphore(value: window)
    }

    /// The error that ended the feed, if one did.
    var failure: Failure? { feed.withLock { $0.failure } }

    /// The next item and its index, or nil when the stream has ended.
    func take() -> (Int, Item)? {
        permits.wait()
        let item: (Int, Item)? = feed.withLock { feed in
            guard !feed.ended else { return nil }
            do throws(Failure) {
                guard let item = try next() else { feed.ended = true; return nil }
                feed.taken += 1
                return (feed.taken - 1, item)
            } catch {
                feed.failure = error
                feed.ended = true
                return nil
            }
        }
        // A worker that found the end leaves; its permit lets the next one find it too.
        if item == nil { permits.signal() }
        return item
    }

    /// Stores the result of item `index` and delivers every result now in order.
    func complete(_ index: Int, _ result: Result) {
        waiting.withLock { waiting in
            waiting.results[index] = result
            while let ready = waiting.results.removeValue(forKey: waiting.delivered) {
                deliver(ready)
                waiting.delivered += 1
                permits.signal()
            }
        }
    }
}
