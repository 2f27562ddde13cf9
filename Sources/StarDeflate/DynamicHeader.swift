/// The header of a dynamic-Huffman block (RFC 1951 §3.2.7): the code
/// lengths of both codes, run-length coded and themselves Huffman coded.
struct DynamicHeader {
    let literalLengthCount: Int
    let distanceCount: Int
    /// Code-length symbols 0…18, each with its extra-bits value.
    private let runs: [(symbol: UInt8, extra: UInt8)]
    private let codeLengthCode: HuffmanCode
    private let codeLengthCount: Int

    init(literalLengthLengths: [UInt8], distanceLengths: [UInt8]) {
        literalLengthCount = max(257, (literalLengthLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        var lengths: [UInt8] = []
        lengths.reserveCapacity(literalLengthCount + distanceCount)
        lengths += literalLengthLengths[0..<literalLengthCount]
        lengths += distanceLengths[0..<distanceCount]
        runs = Self.runLengthCoded(lengths)
        var frequencies = [UInt32](repeating: 0, count: 19)
        for run in runs { frequencies[Int(run.symbol)] += 1 }
        codeLengthCode = HuffmanCode(frequencies: frequencies, maximumLength: 7)
        var count = 19
        while count > 4 && codeLengthCode.lengths[DeflateAlphabet.codeLengthOrder[count - 1]] == 0 { count -= 1 }
        codeLengthCount = count
    }

    /// Size of the header in bits (after the 3 block-type bits).
    var bitCount: Int {
        var bits = 5 + 5 + 4 + 3 * codeLengthCount
        for run in runs { bits += Int(codeLengthCode.lengths[Int(run.symbol)]) + Self.extraBits(run.symbol) }
        return bits
    }

    func write(to writer: inout BitWriter) {
        writer.write(UInt32(literalLengthCount - 257), 5)
        writer.write(UInt32(distanceCount - 1), 5)
        writer.write(UInt32(codeLengthCount - 4), 4)
        for index in 0..<codeLengthCount {
            writer.write(UInt32(codeLengthCode.lengths[DeflateAlphabet.codeLengthOrder[index]]), 3)
        }
        for run in runs {
            let symbol = Int(run.symbol)
            writer.write(UInt32(codeLengthCode.codes[symbol]), Int(codeLengthCode.lengths[symbol]))
            let extra = Self.extraBits(run.symbol)
            if extra > 0 { writer.write(UInt32(run.extra), extra) }
        }
    }

    private static func extraBits(_ symbol: UInt8) -> Int {
        switch symbol { case 16: return 2; case 17: return 3; case 18: return 7; default: return 0 }
    }

    /// Lengths as symbols 0–15, 16 (repeat the previous 3–6 times),
    /// 17 (3–10 zeros) and 18 (11–138 zeros).
    private static func runLengthCoded(_ lengths: [UInt8]) -> [(symbol: UInt8, extra: UInt8)] {
        var runs: [(symbol: UInt8, extra: UInt8)] = []
        runs.reserveCapacity(lengths.count)
        var index = 0
        while index < lengths.count {
            let value = lengths[index]
            var run = 1
            while index + run < lengths.count && lengths[index + run] == value { run += 1 }
            index += run
            if value == 0 {
                while run >= 11 {
                    let take = min(run, 138)
                    runs.append((18, UInt8(take - 11))); run -= take
                }
                if run >= 3 { runs.append((17, UInt8(run - 3))); run = 0 }
                while run > 0 { runs.append((0, 0)); run -= 1 }
            } else {
                runs.append((value, 0)); run -= 1
                while run >= 3 {
                    let take = min(run, 6)
                    runs.append((16, UInt8(take - 3))); run -= take
                }
                while run > 0 { runs.append((value, 0)); run -= 1 }
            }
        }
        return runs
    }
}
