/// Base-2 logarithms in fixed point, for cost estimates (no floating-point
/// library needed).
package enum FixedLog2 {
    /// One bit in these units.
    static let unit = 1024

    /// log2(n) in 1/1024 units, n ≥ 1, to within 0.02 bits: the exponent,
    /// plus the logarithm of the top 6 bits of the mantissa from a table.
    package static func of(_ n: Int) -> Int {
        let exponent = Int.bitWidth - 1 - n.leadingZeroBitCount
        let mantissa = exponent >= 6 ? (n >> (exponent - 6)) & 63 : (n << (6 - exponent)) & 63
        return exponent * 1024 + Int(mantissaLog2[mantissa])
    }

    /// log2(1 + m/64) · 1024, rounded, for m = 0…63.
    private static let mantissaLog2: [UInt16] = [
        0, 23, 45, 68, 90, 111, 132, 153, 174, 194, 214, 234, 254, 273, 292, 311, 330, 348, 366, 384, 402, 419,
        436, 454, 470, 487, 504, 520, 536, 552, 568, 584, 599, 614, 629, 644, 659, 674, 689, 703, 717, 731, 745,
        759, 773, 787, 800, 813, 827, 840, 853, 866, 879, 891, 904, 916, 929, 941, 953, 965, 977, 989, 1001, 1012,
    ]
}
