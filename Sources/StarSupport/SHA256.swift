/// SHA-256 (FIPS 180-4) of a byte buffer, as 64 lower-case hex digits: the
/// digest `sha256sum` prints, so a font named in a manifest can be checked
/// against a file with standard tools.
package enum SHA256 {
    /// The digest of `bytes`, in hex.
    package static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var state = initialState
        var block = [UInt32](repeating: 0, count: 64)
        let whole = bytes.count / 64
        for index in 0..<whole {
            compress(&state, UnsafeRawBufferPointer(rebasing: bytes[(index * 64)..<(index * 64 + 64)]), &block)
        }
        for tailBlock in padding(UnsafeRawBufferPointer(rebasing: bytes[(whole * 64)...]), totalCount: bytes.count) {
            tailBlock.withUnsafeBytes { compress(&state, $0, &block) }
        }
        return state.map { word in
            let text = String(word, radix: 16)
            return String(repeating: "0", count: 8 - text.count) + text
        }.joined()
    }

    /// The last bytes, then 0x80, zeros and the length in bits: one or two blocks.
    private static func padding(_ tail: UnsafeRawBufferPointer, totalCount: Int) -> [[UInt8]] {
        var bytes = Array(tail) + [0x80]
        while bytes.count % 64 != 56 { bytes.append(0) }
        let bits = UInt64(totalCount) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        return stride(from: 0, to: bytes.count, by: 64).map { Array(bytes[$0..<($0 + 64)]) }
    }

    /// Mixes one 64-byte block into `state`; `schedule` is reused scratch space.
    private static func compress(_ state: inout [UInt32], _ chunk: UnsafeRawBufferPointer, _ schedule: inout [UInt32]) {
        for word in 0..<16 {
            schedule[word] = UInt32(chunk[word * 4]) << 24 | UInt32(chunk[word * 4 + 1]) << 16
                | UInt32(chunk[word * 4 + 2]) << 8 | UInt32(chunk[word * 4 + 3])
        }
        for word in 16..<64 {
            let w15 = schedule[word - 15], w2 = schedule[word - 2]
            let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
            let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
            schedule[word] = schedule[word - 16] &+ s0 &+ schedule[word - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for round in 0..<64 {
            let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ roundConstants[round] &+ schedule[round]
            let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
        for (index, value) in [a, b, c, d, e, f, g, h].enumerated() { state[index] = state[index] &+ value }
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private static let initialState: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]
}
