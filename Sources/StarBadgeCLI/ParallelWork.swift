import Dispatch
import Synchronization

/// Runs `count` independent jobs on `workers` threads. Each worker takes the
/// next job index from a shared counter, so slow jobs do not hold up the
/// rest; results are stored by index, so their order is the input order
/// whatever order jobs finish in.
enum ParallelWork {
    static func map<Worker, Result>(
        count: Int, workers: Int,
        makeWorker: @Sendable () -> Worker,
        job: @Sendable (inout Worker, Int) -> Result
    ) -> [Result] {
        let slots = ResultSlots<Result>(count: count)
        let next = Atomic<Int>(0)
        let threads = max(1, min(workers, count))
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            var worker = makeWorker()
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { break }
                slots.store(job(&worker, index), at: index)
            }
        }
        return slots.collect()
    }
}

/// Write-once storage for results, each slot written by exactly one thread.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<Result?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: max(count, 1))
        storage.initialize(repeating: nil, count: max(count, 1))
    }

    deinit {
        storage.deinitialize(count: max(count, 1))
        storage.deallocate()
    }

    func store(_ result: Result, at index: Int) { storage[index] = result }

    func collect() -> [Result] { (0..<count).compactMap { storage[$0] } }
}
