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
