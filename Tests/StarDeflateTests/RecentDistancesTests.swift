import Testing
@testable import StarDeflate

@Suite("recent match distances")
struct RecentDistancesTests {
    @Test("a new distance goes to the front and the oldest drops out when full")
    func newDistances() {
        var recent = RecentDistances()
        #expect(Array(recent).isEmpty)
        for distance in 1...(RecentDistances.count + 2) { recent.use(distance * 100) }
        let expected = (3...(RecentDistances.count + 2)).reversed().map { $0 * 100 }
        #expect(Array(recent) == expected)
    }

    @Test("a distance used again moves to the front and is kept once")
    func reusedDistance() {
        var recent = RecentDistances()
        for distance in [4, 577, 896, 4] { recent.use(distance) }
        #expect(Array(recent) == [4, 896, 577])
        recent.use(4)
        #expect(Array(recent) == [4, 896, 577])
        recent.use(577)
        #expect(Array(recent) == [577, 4, 896])
    }

    @Test("the oldest and the largest distances are kept like any other")
    func edges() {
        var recent = RecentDistances()
        for distance in [32768, 1, 2, 3, 4, 5, 6, 7] { recent.use(distance) }
        #expect(Array(recent) == [7, 6, 5, 4, 3, 2, 1, 32768])
        recent.use(32768)
        #expect(Array(recent) == [32768, 7, 6, 5, 4, 3, 2, 1])
        recent.use(9)
        #expect(Array(recent) == [9, 32768, 7, 6, 5, 4, 3, 2])
    }
}
