import Testing
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// The batch input read in pieces of any size gives the same entries and the
/// same errors as the whole input at once; JSON errors are exactly those of
/// `JSONParser` on the whole document, wherever they are.
@Suite("Batch input read in pieces")
struct BatchInputStreamingTests {
    /// Entries or the error message, for comparison.
    static func read(_ bytes: [UInt8], source: String, pieces size: Int) -> String {
        var reader = BatchInputReader(source: source)
        var entries: [BatchEntry] = []
        do {
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + size)
                try reader.feed(bytes[start..<end], into: &entries)
                start = end
            }
            try reader.finish(into: &entries)
        } catch {
            return "error: \(error)"
        }
        return entries.map { "\($0.index) \($0.location) \($0.values.lastTexts.sorted { $0.key < $1.key })" }.joined(separator: "\n")
    }

    static let documents: [String] = [
        "name,rating\na,1\n\"b\nc\",2\r\nd,3",
        "\u{FEFF}name,rating\r\n\r\na,1\r\"x\"\"y\",2\n",
        "name,rating\na,\"1\"x\n",
        "name,rating\na,1\n\"open",
        "",
        "\u{FEFF}",
        "  \n\t",
        "[{\"name\": \"a\", \"rating\": 1}, {\"name\": \"b\\u00e9\\\"]\", \"rating\": \"2\"}, 7, [1, {}], \"s\", null]",
        "\u{FEFF} [\n {\"name\": \"é\", \"rating\": 4.50e0}\n]\n  ",
        "[]", "[ ]", "[", "[1,]", "[,1]", "[1 2]", "[1}", "[{\"a\": [1}]", "[{\"a\": 1]", "[tru]", "[12abc]", "[1.]",
        "[\"unterminated", "[\"ctl\u{1}\"]", "[{\"a\": \"\\x\"}]", "[1] x", "[1]\n]", "{\"entries\": []}", "{\"a\": 1",
        "7", "nul", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
        "[{\"name\": \"a\",\n  \"rating\": 1,\n  \"x\": [\"é\", \n  }]",
        "[\"\\ud800\"]", "[\"\u{E9}\u{E9}\", 1, @]",
    ]

    @Test("pieces of 1, 2, 3, 7 and 4096 bytes read like the whole", arguments: documents)
    func pieces(_ text: String) {
        let bytes = Array(text.utf8)
        for source in ["in", "in.json", "in.csv"] {
            let whole = Self.read(bytes, source: source, pieces: max(1, bytes.count))
            for size in [1, 2, 3, 7, 4096] {
                #expect(Self.read(bytes, source: source, pieces: size) == whole, "\(source), pieces of \(size)")
            }
        }
    }

    @Test("a JSON syntax error anywhere is JSONParser's own, line and column included")
    func jsonErrorsAreTheParsers() {
        var random = SplitMix64(seed: 42)
        let valid = Array("[\n  {\"name\": \"a\", \"rating\": 1, \"label\": \"é {rating}\"},\n  {\"name\": \"b\", \"rating\": [2, {\"x\": null}]},\n  3.5e1, true\n]\n".utf8)
        let noise = Array("[]{},:\"\\ \n-.e0tx\u{E9}".utf8)
        var compared = 0
        for _ in 0..<2_000 {
            var bytes = valid
            for _ in 0..<random.int(1, 3) {
                let at = random.int(0, bytes.count)
                switch random.int(0, 2) {
                case 0: if at < bytes.count { bytes.remove(at: at) }
                case 1: bytes.insert(noise[random.int(0, noise.count - 1)], at: at)
                default: bytes = Array(bytes[..<at])
                }
            }
            let streamed = Self.read(bytes, source: "in.json", pieces: 5)
            do {
                _ = try JSONParser.parse(bytes)
            } catch {
                #expect(streamed == "error: in.json: invalid JSON at \(error)", "\(String(decoding: bytes, as: UTF8.self))")
                compared += 1
            }
        }
        #expect(compared > 500)
    }
}
