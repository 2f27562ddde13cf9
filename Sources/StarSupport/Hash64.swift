/// FNV-1a, 64-bit: the package's one stable hash of bytes, for what must
/// come out the same on every run and machine (content-hashed file names,
/// a batch's fingerprint, shard membership, SVG ids, a picture's cache
/// key). Not a cryptographic hash: `SHA256` is for that.
package struct Hash64: Sendable {
    package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    @inlinable package init() {}

    /// Adds bytes one at a time (FNV-1a).
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
    }

    /// Adds bytes eight at a time as little-endian words, then the last few
    /// one by one: a quicker pass over a large document, with other values
    /// than `add(_:)` gives for the same bytes.
    package mutating func addWords(_ bytes: UnsafeRawBufferPointer) {
        let words = bytes.count / 8
        for index in 0..<words {
            value = (value ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))) &* Self.prime
        }
        for byte in bytes[(8 * words)...] { value = (value ^ UInt64(byte)) &* Self.prime }
    }

    /// `value` with every bit spread over the others (MurmurHash3's fmix64):
    /// for taking a few bits of it (a shard number, a short id).
    package var mixed: UInt64 {
        var hash = value
        hash = (hash ^ (hash >> 33)) &* 0xff51_afd7_ed55_8ccd
        hash = (hash ^ (hash >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return hash ^ (hash >> 33)
    }

    /// `value` as 16 lower-case hex digits.
    package var hex: String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    /// The hash of `bytes`.
    package static func of(_ bytes: some Sequence<UInt8>) -> Hash64 {
        var hash = Hash64()
        hash.add(bytes)
        return hash
    }
}
