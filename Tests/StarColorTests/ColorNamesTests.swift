import Testing
import Foundation
import StarColor

@Suite("CSS colour names")
struct ColorNamesTests {
    @Test func all148NamesAreListedOnceInOrder() {
        let names = Color.cssNamedColors.map(\.name)
        #expect(names.count == 148)
        #expect(Set(names).count == 148)
        #expect(names == names.sorted())
        #expect(names.allSatisfy { $0 == $0.lowercased() && $0.allSatisfy(\.isLetter) })
        #expect(!names.contains("transparent"))
        #expect(Color.cssNamedColors.allSatisfy { $0.color.alpha == 255 })
    }

    @Test func everyNameParsesInAnyCase() throws {
        for (name, color) in Color.cssNamedColors {
            #expect(try Color(parsing: name) == color, "\(name)")
            #expect(try Color(parsing: name.uppercased()) == color, "\(name)")
            #expect(try Color(parsing: " " + name.prefix(1).uppercased() + name.dropFirst() + " ") == color, "\(name)")
            #expect(Color(cssName: name) == color)
        }
        #expect(Color(cssName: "transparent") == .transparent)
        #expect(Color(cssName: "nope") == nil)
    }

    @Test("known values", arguments: [
        ("rebeccapurple", "#663399"), ("goldenrod", "#DAA520"), ("lightgoldenrodyellow", "#FAFAD2"),
        ("aliceblue", "#F0F8FF"), ("darkgoldenrod", "#B8860B"), ("mediumvioletred", "#C71585"),
        ("papayawhip", "#FFEFD5"), ("navajowhite", "#FFDEAD"), ("lightslategrey", "#778899"),
        ("yellowgreen", "#9ACD32"), ("tomato", "#FF6347"), ("green", "#008000"), ("lime", "#00FF00"),
    ])
    func knownValue(name: String, hex: String) throws {
        #expect(try Color(parsing: name).hexString == hex)
    }

    /// Both spellings of every grey, and the two CSS aliases, are the same colour.
    @Test func aliases() throws {
        let names = Set(Color.cssNamedColors.map(\.name))
        let grays = names.filter { $0.contains("gray") }
        #expect(grays.count == 7)
        for gray in grays {
            let grey = gray.replacingGray()
            #expect(names.contains(grey))
            #expect(try Color(parsing: gray) == Color(parsing: grey))
        }
        #expect(try Color(parsing: "aqua") == Color(parsing: "cyan"))
        #expect(try Color(parsing: "fuchsia") == Color(parsing: "magenta"))
    }
}

private extension String {
    func replacingGray() -> String {
        var result = self
        if let range = result.range(of: "gray") { result.replaceSubrange(range, with: "grey") }
        return result
    }
}
