import StarGeometry
import Testing
import StarBadgeTestSupport

@Suite struct FillModeTests {
    @Test(arguments: [
        (2.5, 3.0), (2.4999, 2), (2.5001, 3), (0, 0), (0.5, 1), (0.49, 0), (4.5, 5), (5, 5),
        (3.7, 4), (3.2, 3), (99.5, 100), (1.5, 2),
    ])
    func full(rating: Double, shown: Double) {
        #expect(FillMode.full.rounded(rating) == shown)
    }

    @Test(arguments: [
        (7.25, 7.5), (7.2499, 7), (7.75, 8), (7.7, 7.5), (3.3, 3.5), (3.2, 3), (0.25, 0.5),
        (0.24, 0), (0, 0), (5, 5), (4.74, 4.5), (4.76, 5), (1.5, 1.5), (2.5, 2.5),
    ])
    func half(rating: Double, shown: Double) {
        #expect(FillMode.half.rounded(rating) == shown)
    }

    @Test(arguments: [0, 3.37, 4.999, 0.001, 5])
    func precise(rating: Double) {
        #expect(FillMode.precise.rounded(rating) == rating)
    }

    @Test(arguments: [
        (FillMode.half, 0.0, [0.0, 0, 0, 0, 0]),
        (.half, 0.5, [0.5, 0, 0, 0, 0]),
        (.half, 3.5, [1, 1, 1, 0.5, 0]),
        (.half, 5, [1, 1, 1, 1, 1]),
        (.half, 3.4, [1, 1, 1, 0.5, 0]),
        (.half, 3.74, [1, 1, 1, 0.5, 0]),
        (.half, 3.75, [1, 1, 1, 1, 0]),
        (.full, 2.5, [1, 1, 1, 0, 0]),
        (.full, 3.5, [1, 1, 1, 1, 0]),
        (.full, 0.4, [0, 0, 0, 0, 0]),
        (.precise, 0, [0, 0, 0, 0, 0]),
        (.precise, 5, [1, 1, 1, 1, 1]),
        (.precise, 0.5, [0.5, 0, 0, 0, 0]),
    ])
    func fractions(mode: FillMode, rating: Double, expected: [Double]) {
        #expect(mode.fractions(rating: rating, starCount: 5) == expected)
    }

    @Test func preciseFractionsOf3_37() {
        let f = FillMode.precise.fractions(rating: 3.37, starCount: 5)
        #expect(f.count == 5)
        #expect(f[0] == 1 && f[1] == 1 && f[2] == 1 && f[4] == 0)
        #expect(abs(f[3] - 0.37) < 1e-12)
    }

    /// Ratings outside 0…starCount clamp every fraction into 0…1.
    @Test(arguments: FillMode.allCases)
    func fractionsClamp(mode: FillMode) {
        #expect(mode.fractions(rating: 12, starCount: 3) == [1, 1, 1])
        #expect(mode.fractions(rating: -2, starCount: 3) == [0, 0, 0])
        #expect(mode.fractions(rating: 1, starCount: 1) == [1])
        #expect(mode.fractions(rating: 7, starCount: 10).count == 10)
    }

    @Test func namesAndCases() {
        #expect(FillMode.allCases == [.full, .half, .precise])
        #expect(FillMode(rawValue: "half") == .half)
        #expect(FillMode.full.rawValue == "full" && FillMode.precise.rawValue == "precise")
    }

    /// Every fraction of a rounded rating is itself a multiple of the step.
    @Test func roundedFractionsAreMultiplesOfTheStep() {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<500 {
            let rating = rng.uniform(0, 10)
            for f in FillMode.half.fractions(rating: rating, starCount: 10) { #expect([0, 0.5, 1].contains(f)) }
            for f in FillMode.full.fractions(rating: rating, starCount: 10) { #expect([0, 1].contains(f)) }
            #expect(abs(FillMode.half.rounded(rating) - rating) <= 0.25)
            #expect(abs(FillMode.full.rounded(rating) - rating) <= 0.5)
        }
    }

    /// The largest double below a tie must round down: 0.49999999999999994 is
    /// nearer 0 than 1 (a naive `(x + 0.5).rounded(.down)` rounds the sum
    /// first, 0.5 − 2⁻⁵⁴ + 0.5 = 1.0, and answers 1).
    @Test func justBelowATieRoundsDown() {
        let belowHalf = 0.5.nextDown       // 0.49999999999999994
        let belowQuarter = 0.25.nextDown   // 0.24999999999999997
        #expect(FillMode.full.rounded(belowHalf) == 0)
        #expect(FillMode.half.rounded(belowQuarter) == 0)
        // Other values just below a tie are fine.
        #expect(FillMode.full.rounded(2.5.nextDown) == 2)
        #expect(FillMode.half.rounded(7.25.nextDown) == 7)
    }
}
