import Synchronization
import Testing
@testable import StarBadgeCLI

/// `ParallelWork.stream`: results come back in item order whatever order
/// jobs finish in, no more than `window` items are ever out at once, and an
/// error from the feed ends the stream after the items already taken.
@Suite("ParallelWork.stream")
struct ParallelWorkStreamTests {
    struct FeedError: Error, Equatable { let at: Int }

    /// Busy work whose length varies from item to item, so jobs finish out of order.
    static func work(_ item: Int) -> Int {
        var value = UInt64(item)
        for _ in 0..<((item * 7919) % 13) * 2_000 { value = value &* 6364136223846793005 &+ 1 }
        return item * 2 + Int(value & 0)
    }

    @Test("delivers every result in item order", arguments: [1, 2, 4])
    func order(workers: Int) throws {
        var produced = 0
        var delivered: [Int] = []
        try ParallelWork.stream(
            workers: workers, makeWorker: { () }, next: { () throws(FeedError) -> Int? in
                guard produced < 3_000 else { return nil }
                produced += 1
                return produced - 1
            },
            job: { _, item in Self.work(item) },
            deliver: { delivered.append($0) })
        #expect(delivered == (0..<3_000).map { $0 * 2 })
    }

    @Test("keeps at most `window` items taken and not delivered", arguments: [1, 3, 16])
    func window(size: Int) throws {
        let outstanding = Atomic<Int>(0), most = Atomic<Int>(0)
        var produced = 0, delivered = 0
        try ParallelWork.stream(
            workers: 4, window: size, makeWorker: { () }, next: { () throws(FeedError) -> Int? in
                guard produced < 2_000 else { return nil }
                produced += 1
                let now = outstanding.add(1, ordering: .relaxed).newValue
                most.max(now, ordering: .relaxed)
                return produced - 1
            },
            job: { _, item in Self.work(item) },
            deliver: { _ in
                delivered += 1
                outstanding.subtract(1, ordering: .relaxed)
            })
        #expect(delivered == 2_000)
        #expect(most.load(ordering: .relaxed) <= size)
    }

    @Test("a feed error ends the stream; the items before it are still delivered")
    func feedError() {
        var produced = 0
        var delivered: [Int] = []
        #expect(throws: FeedError(at: 500)) {
            try ParallelWork.stream(
                workers: 2, window: 8, makeWorker: { () }, next: { () throws(FeedError) -> Int? in
                    guard produced < 500 else { throw FeedError(at: produced) }
                    produced += 1
                    return produced - 1
                },
                job: { _, item in Self.work(item) },
                deliver: { delivered.append($0) })
        }
        #expect(delivered == (0..<500).map { $0 * 2 })
    }
}
