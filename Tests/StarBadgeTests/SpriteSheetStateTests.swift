import Testing
import StarBadge
import StarGeometry

/// `SpriteSheet.state(for:)`: a score to the state a page shows, with the
/// sheet's own rounding, and each state's class and place.
@Suite("SpriteSheet.state(for:)")
struct SpriteSheetStateTests {
    /// Scores 0, 0.01, … up to `stars`, exactly (no accumulated float noise).
    static func scores(upTo stars: Int) -> [Double] {
        (0...(stars * 100)).map { Double($0) / 100 }
    }

    @Test("step 0.5 with half fill: the state is the rating the badge shows (ties up)")
    func halfSteps() throws {
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0).design, step: 0.5)
        for score in Self.scores(upTo: 5) {
            let state = try sheet.state(for: score)
            #expect(state.rating == FillMode.half.rounded(score), "score \(score)")
            #expect(state.rating == (try BadgeSpec(rating: score)).displayedRating)
        }
        #expect(try sheet.state(for: 3.3).className() == "stars-3-5")
        #expect(try sheet.state(for: 3.2).className() == "stars-3")
        #expect(try sheet.state(for: 3.25).className() == "stars-3-5")
        #expect(try sheet.state(for: 0).className() == "stars-0")
        #expect(try sheet.state(for: 5).className(prefix: "rate") == "rate-5")
    }

    @Test("full fill on a 0.5 sheet: a score shows whole stars, as the badge for it does")
    func fullFillOnHalfSheet() throws {
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0) { $0.fillMode = .full }.design, step: 0.5)
        for score in Self.scores(upTo: 5) {
            #expect(try sheet.state(for: score).rating == FillMode.full.rounded(score), "score \(score)")
        }
    }

    @Test("precise steps of 0.1: the nearest state, ties going up", arguments: [
        (3.37, 3.4), (3.35, 3.4), (3.34, 3.3), (0.05, 0.1), (0.04, 0), (4.95, 5), (4.94, 4.9), (0.15, 0.2), (2.25, 2.3),
    ])
    func preciseSteps(score: Double, expected: Double) throws {
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0) { $0.fillMode = .precise }.design, step: 0.1)
        let state = try sheet.state(for: score)
        #expect(state.rating == expected)
        #expect(state.className() == "stars-" + String(expected).replacing(".", with: "-").replacing(/-0$/, with: ""))
    }

    @Test("each state's index, place and size are the sheet's; classes are all different")
    func places() throws {
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0) { $0.fillMode = .precise }.design, step: 0.25, arrangement: .grid(columns: 4))
        #expect(sheet.states.count == sheet.ratings.count)
        for (index, state) in sheet.states.enumerated() {
            #expect(state.index == index && state.rating == sheet.ratings[index])
            #expect(state.x == sheet.cellOrigin(index).x && state.y == sheet.cellOrigin(index).y)
            #expect(state.width == sheet.cellSize.width && state.height == sheet.cellSize.height)
            #expect(try sheet.state(for: state.rating) == state)
        }
        #expect(Set(sheet.states.map { $0.className() }).count == sheet.states.count)
        #expect(sheet.states[5].className() == "stars-1-25")
    }

    @Test("a sheet of chosen ratings in any order: the nearest, ties to the higher")
    func chosenRatings() throws {
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0) { $0.fillMode = .precise }.design, ratings: [5, 0, 2.5])
        #expect(try sheet.state(for: 1.24).index == 1)
        #expect(try sheet.state(for: 1.25).index == 2)
        #expect(try sheet.state(for: 3.75).index == 0)
        #expect(try sheet.state(for: 3.74).rating == 2.5)
    }

    @Test("a score outside 0…stars, or not a number, is an error naming the rating",
          arguments: [-0.01, 5.01, Double.nan, Double.infinity])
    func refused(score: Double) throws {
        let sheet = try SpriteSheet(design: BadgeSpec(rating: 0).design, step: 0.5)
        #expect(throws: BadgeError.self) { try sheet.state(for: score) }
        do { _ = try sheet.state(for: score) } catch { #expect(error.setting == .rating) }
    }
}
