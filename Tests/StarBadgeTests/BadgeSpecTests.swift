import Testing
import StarBadge

@Suite("BadgeSpec validation")
struct BadgeSpecTests {
    @Test("invalid values are refused with the setting named")
    func invalid() {
        func setting(_ make: () throws -> BadgeSpec) -> BadgeSetting? {
            do { _ = try make(); return nil } catch { return (error as? BadgeError)?.setting }
        }
        #expect(setting { try BadgeSpec(rating: -1) } == .rating)
        #expect(setting { try BadgeSpec(rating: 6) } == .rating)
        #expect(setting { try BadgeSpec(rating: .nan) } == .rating)
        #expect(setting { try BadgeSpec(rating: .infinity) } == .rating)
        #expect(setting { try BadgeSpec(rating: 1) { $0.starCount = 0 } } == .starCount)
        #expect(setting { try BadgeSpec(rating: 1) { $0.starCount = 101 } } == .starCount)
        #expect(setting { try BadgeSpec(rating: 1) { $0.starSize = 0 } } == .starSize)
        #expect(setting { try BadgeSpec(rating: 1) { $0.starSize = -3 } } == .starSize)
        #expect(setting { try BadgeSpec(rating: 1) { $0.spacing = -1 } } == .spacing)
        #expect(setting { try BadgeSpec(rating: 1) { $0.padding = .nan } } == .padding)
        #expect(setting { try BadgeSpec(rating: 1) {
            $0.shape = try BadgeShape.default.with(points: 2, innerRatio: nil)
        } } == .shapePoints)
        #expect(setting { try BadgeSpec(rating: 1) {
            $0.shape = try BadgeShape.default.with(points: nil, innerRatio: 1)
        } } == .shapeInnerRatio)
        #expect(setting { try BadgeSpec(rating: 1) {
            $0.shape = try BadgeShape.default.with(points: nil, innerRatio: 0)
        } } == .shapeInnerRatio)
        #expect(setting { try BadgeSpec(rating: 1) { $0.scale = 0 } } == .scale)
        #expect(setting { try BadgeSpec(rating: 1) { $0.scale = 1e308 } } == .scale)
    }

    @Test("an image over the size limit is refused")
    func tooLarge() {
        #expect(throws: BadgeError.self) { try BadgeSpec(rating: 1) { $0.starCount = 100; $0.starSize = 1000 } }
    }

    @Test("colours parse in every accepted spelling", arguments: [
        ("#FFB400", Color(red: 255, green: 180, blue: 0)),
        ("#ffb400", Color(red: 255, green: 180, blue: 0)),
        ("#FB0", Color(red: 255, green: 187, blue: 0)),
        ("#FB08", Color(red: 255, green: 187, blue: 0, alpha: 136)),
        ("#FFB40080", Color(red: 255, green: 180, blue: 0, alpha: 128)),
        ("transparent", Color.transparent),
        (" #000 ", Color.black),
    ])
    func colors(text: String, expected: Color) throws {
        #expect(try Color(parsing: text) == expected)
    }

    @Test("bad colours say what is wrong", arguments: ["#GGG", "FFB400", "#12345", "", "#", "red-ish", "#FFB4000"])
    func badColors(text: String) {
        #expect(throws: ColorParseError.self) { try Color(parsing: text) }
    }
}
