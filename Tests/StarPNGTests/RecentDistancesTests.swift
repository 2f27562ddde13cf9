import Testing
@testable import StarPNG

@Suite("recent match distances")
struct RecentDistancesTests {
    /// The distances `recent` holds, most recent first, without empty slots.
    static func contents(_ recent: RecentDistances) -> [Int] {
        (0..<RecentDistances.count).map { recent[$0] }.filter { $0 != 0 }
    }

    @Test("a new distance goes to the front and the oldest drops out when full")
    func newDistances() {
        var recent = RecentDistances()
        #expect(Self.contents(recent).isEmpty)
        for distance in 1...(RecentDistances.count + 2) { recent.use(distance * 100) }
        let expected = (3...(RecentDistances.count + 2)).reversed().map { $0 * 100 }
        #expect(Self.contents(recent) == expected)
    }

    @Test("a distance used again moves to the front and is kept once")
    func reusedDistance() {
        var recent = RecentDistances()
        for distance in [4, 577, 896, 4] { recent.use(distance) }
        #expect(Self.contents(recent) == [4, 896, 577])
        recent.use(4)
        #expect(Self.contents(recent) == [4, 896, 577])
        recent.use(577)
        #expect(Self.contents(recent) == [577, 4, 896])
    }
}
