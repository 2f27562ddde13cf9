/// Machine words folded into one by a multiply-xor mix (each word
/// multiplied by an odd constant and mixed in, the sum multiplied and its
/// high bits folded down): for keys looked up on hot paths, where SipHash
/// costs more than the lookup. Not a hash to expose to chosen inputs on its
/// own; deterministic, so equal words always fold alike.
package struct WordFold {
    package var value: UInt64 = 0x243F_6A88_85A3_08D3

    @inlinable package init() {}

    @inlinable
    package mutating func add(_ word: UInt64) {
        value = (value ^ (word &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
        value ^= value >> 29
    }
}
