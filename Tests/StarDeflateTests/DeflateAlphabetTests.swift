import Testing
@testable import StarDeflate

@Suite("DEFLATE length and distance symbols")
struct DeflateAlphabetTests {
    /// RFC 1951 §3.2.5 read directly: the last slot whose base is at most `value`.
    private func slot(of value: Int, bases: [UInt16]) -> Int {
        bases.lastIndex { Int($0) <= value } ?? -1
    }

    @Test("every distance 1…32768 gets the slot whose range holds it")
    func distanceSlots() {
        let tables = DeflateAlphabet.slots
        for distance in 1...DeflateAlphabet.window {
            let expected = slot(of: distance, bases: DeflateAlphabet.distanceBase)
            #expect(DeflateAlphabet.distanceSlot(distance) == expected, "distance \(distance)")
            #expect(tables.distanceSlot(distance) == expected, "distance \(distance)")
        }
    }

    @Test("every length 3…258 gets the slot whose range holds it (258 its own)")
    func lengthSlots() {
        for length in DeflateAlphabet.minimumMatch...DeflateAlphabet.maximumMatch {
            let expected = slot(of: length, bases: DeflateAlphabet.lengthBase)
            #expect(Int(DeflateAlphabet.lengthSlot[length]) == expected, "length \(length)")
        }
    }
}
