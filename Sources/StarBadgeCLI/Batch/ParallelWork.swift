import Dispatch
import StarBadge

/// Runs independent jobs on several threads.
enum ParallelWork {
    /// Runs `job` on `workers` threads over the items `next` produces, and
    /// hands each result to `deliver` in item order, as soon as every result
    /// before it is delivered. A worker takes the next item as soon as it is
    /// free, so none waits for the slowest of a group; at most `window` items
    /// are taken and not yet delivered, so memory stays bounded whatever the
    /// stream's length.
    ///
    /// `next` is called one call at a time, in item order, by whichever
    /// worker needs an item; `deliver` one call at a time too. The first error
    /// `next` throws ends the stream: items already taken still finish and
    /// are delivered, then the error is rethrown.
    static func stream<Worker, Item, Result, Failure: Error>(
        workers: Int, window: Int = 4096,
        makeWorker: @Sendable () -> Worker,
        next: () throws(Failure) -> Item?,
        job: @Sendable (inout Worker, Item) -> Result,
        deliver: (Result) -> Void
    ) throws(Failure) {
        let failure: Failure? = withoutActuallyEscaping(next) { next in
            withoutActuallyEscaping(deliver) { deliver in
                let stream = OrderedStream(next: next, deliver: deliver, window: max(1, window))
                DispatchQueue.concurrentPerform(iterations: max(1, workers)) { _ in
                    var worker = makeWorker()
                    while let (index, item) = stream.take() {
                        stream.complete(index, job(&worker, item))
                    }
                }
                return stream.failure
            }
        }
        if let failure { throw failure }
    }
}

/// The shared state of `ParallelWork.stream`: the feed (items handed out in
/// order) and the results waiting for those before them, each behind its
/// own lock (`Locked`: pthread mutexes, which ThreadSanitizer understands).
/// `next` and `deliver` are called only under those locks, hence
/// `@unchecked Sendable`.
private final class OrderedStream<Item, Result, Failure: Error>: @unchecked Sendable {
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
