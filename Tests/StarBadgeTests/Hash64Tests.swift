import Testing
import StarSupport

/// The package's one stable hash: FNV-1a's published 64-bit values, and the
/// word-wise pass equal to the byte-wise one's definition on whole words.
@Suite("Hash64 (FNV-1a)")
struct Hash64Tests {
    @Test("FNV-1a 64-bit test vectors", arguments: [("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c),
                                                     ("foobar", 0x8594_4171_f739_67e8)])
    func vectors(text: String, expected: UInt64) {
        #expect(Hash64.of(text.utf8).value == expected)
        #expect(Hash64.of(text.utf8).hex == String(expected, radix: 16).leftPadded(to: 16))
    }

    @Test("a word-wise pass over fewer than eight bytes is the byte-wise one")
    func shortWords() {
        let bytes: [UInt8] = Array("abcdefg".utf8)
        var words = Hash64()
        bytes.withUnsafeBytes { words.addWords($0) }
        #expect(words.value == Hash64.of(bytes).value)
    }

    @Test("mixed spreads the bits: nearby inputs differ in about half of them")
    func mixed() {
        let a = Hash64.of("name-1".utf8).mixed, b = Hash64.of("name-2".utf8).mixed
        #expect((a ^ b).nonzeroBitCount > 16)
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
