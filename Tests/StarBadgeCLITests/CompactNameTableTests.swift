import Testing
@testable import StarBadgeCLI

/// The compact map of output names the batch keeps to find duplicates.
@Suite("Compact name table")
struct CompactNameTableTests {
    @Test("50,000 names keep their numbers through growth; absent names are absent; the first number stays")
    func manyNames() {
        var table = CompactNameTable()
        var refused = 0
        for i in 0..<50_000 where !table.insert("group\(i % 7)/badge-\(i)", value: UInt32(i + 2)) { refused += 1 }
        #expect(refused == 0)
        #expect(table.count == 50_000)
        let again = table.insert("group3/badge-3", value: 99)
        #expect(!again)
        #expect(table.value(for: "group3/badge-3") == 5)
        var wrong = 0
        for i in 0..<50_000 where table.value(for: "group\(i % 7)/badge-\(i)") != UInt32(i + 2) { wrong += 1 }
        #expect(wrong == 0)
        #expect(table.value(for: "group1/badge-3") == nil)
        #expect(table.value(for: "badge-3") == nil)
        #expect(table.value(for: "") == nil)
    }

    @Test("names are equal as Swift strings are, like Dictionary keys", arguments: [
        ("caf\u{E9}", "cafe\u{301}"),   // composed and decomposed é
        ("\u{212A}elvin", "Kelvin"),      // the Kelvin sign is canonically a K
    ])
    func canonicalEquivalence(stored: String, looked: String) {
        var table = CompactNameTable()
        table.insert(stored, value: 7)
        #expect(table.value(for: looked) == 7)
        #expect(([stored: 7] as [String: UInt32])[looked] == 7)
        #expect(table.value(for: "cafe") == nil)
    }

    @Test("names longer than 255 bytes are refused, not cut")
    func longNames() {
        var table = CompactNameTable()
        let long = table.insert(String(repeating: "a", count: 256), value: 1)
        let fits = table.insert(String(repeating: "é", count: 127), value: 2)
        #expect(!long && fits)
        #expect(table.value(for: String(repeating: "é", count: 127)) == 2)
    }
}
