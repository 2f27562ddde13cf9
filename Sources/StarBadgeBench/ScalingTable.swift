import StarBadge
#if canImport(Glibc)
import Glibc
#endif

/// `--scaling`: how the time of one hostile input grows with its size. Each
/// label shape is rendered to a PNG (shaped, laid out, drawn, encoded, as
/// `starbadge render --label` does, nothing kept from an earlier run) at
/// 250, 500 and 1,000 letters; the
/// trailing-data picture (a valid 16×16 PNG whose zlib stream goes on with
/// zeros) is read as `--logo` reads it at 1, 4 and 16 MB. Each row gives
/// the times and their ratio per doubling of the input: about 2 when the
/// work is linear, about 4 when it is quadratic.
enum ScalingTable {
    /// One hostile input at a size `n` (letters, or MB of file).
    struct Shape {
        let name: String
        let sizes: [Int]
        let unit: String
        /// Sets up and runs the input once at size n.
        let make: (Int) throws -> () -> Void
    }

    static func shapes() throws -> [Shape] {
        let font = try FontLibrary.defaultFace()
        /// `unit` (of `letters` letters) repeated to n letters.
        func label(_ name: String, _ unit: String, letters: Int = 1, direction: ReadingDirection = .leftToRight) -> Shape {
            Shape(name: name, sizes: [250, 500, 1_000], unit: "letters") { n in
                let text = String(repeating: unit, count: n / letters)
                func spec() throws -> BadgeSpec {
                    let label = LabelSpec(template: text, position: direction == .rightToLeft ? .left : .right, font: font)
                    return try BadgeSpec(rating: 4) { $0.label = label; $0.direction = BadgeDirection(direction) }
                }
                _ = try spec()  // refused inputs are reported, not timed
                // A renderer of its own each run: one kept would find the label's coverage drawn.
                return { _ = try? BadgeRenderer().png(for: spec(), altText: nil) }
            }
        }
        return [
            label("Arabic ب", "\u{0628}", direction: .rightToLeft),
            // A letter with three marks (shadda, fatha, maddah): 4 code points, so
            // 1,000 letters are the longest label the limits allow.
            label("vowelled Arabic بَّٓ", "\u{0628}\u{0651}\u{064E}\u{0653}", direction: .rightToLeft),
            // क्क्क…: one conjunct chain, a consonant and a virama a letter.
            label("Devanagari क्", "\u{0915}\u{094D}"),
            label("CJK 字", "\u{5B57}"),
            label("Latin AV", "AV", letters: 2),
            Shape(name: "trailing-data PNG", sizes: [1, 4, 16], unit: "MB") { megabytes in
                let bytes = trailingDataPicture(fileBytes: megabytes * 1_000_000)
                return { _ = try? StarImage(pngBytes: bytes, setting: .logo, name: "trailing.png") }
            },
        ]
    }

    /// Prints one row a shape: its time at each size and the ratios between neighbours.
    static func print(budgetSeconds: Double = 2) {
        guard let shapes = try? shapes() else {
            Swift.print("scaling: benchmark setup failed")
            return
        }
        Swift.print("scaling (CPU ms per input, best of up to 5; ratio per doubling of the input: ~2 linear, ~4 quadratic)")
        for shape in shapes {
            var times: [Double] = []
            for n in shape.sizes {
                do {
                    times.append(bestMilliseconds(budgetSeconds: budgetSeconds, try shape.make(n)))
                } catch {
                    Swift.print("\(shape.name) at \(n) \(shape.unit) is refused: \(error)")
                    break
                }
            }
            var line = pad(shape.name, 24)
            for (n, time) in zip(shape.sizes, times) { line += pad("\(n) \(shape.unit): \(rounded(time, 2)) ms", 24) }
            // Per doubling: 250 → 500 → 1,000 is one doubling a step, 1 → 4 → 16 MB two.
            for index in times.indices.dropFirst() {
                let doublings = log2(Double(shape.sizes[index]) / Double(shape.sizes[index - 1]))
                let ratio = pow(times[index] / max(times[index - 1], 1e-9), 1 / doublings)
                line += pad("×\(rounded(ratio, 2))", 8)
            }
            Swift.print(line)
            fflush(nil)  // each row as soon as it is measured
        }
    }

    /// The fastest of a few runs, in CPU time of the process (the machine may
    /// be shared: CPU time does not count waiting for another process); one
    /// run when a single one takes over a fifth of the budget (a quadratic
    /// case may take many seconds).
    private static func bestMilliseconds(budgetSeconds: Double, _ body: () -> Void) -> Double {
        var best = Double.infinity
        var spent = 0.0
        for _ in 0..<5 {
            let start = cpuSeconds()
            body()
            let seconds = cpuSeconds() - start
            best = min(best, seconds)
            spent += seconds
            if spent > budgetSeconds / 5 * 4 || seconds > budgetSeconds / 5 { break }
        }
        return best * 1000
    }

    private static func cpuSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// A valid 16×16 RGBA PNG whose zlib stream holds the image's rows and
    /// then zeros until the file is about `fileBytes` long, in one IDAT chunk.
    /// The zeros are what zlib makes of them: each compressed byte holds four
    /// copies of 258 zeros (a 1-bit length code and a 1-bit distance code),
    /// so 16 MB inflate to about 16 GB.
    static func trailingDataPicture(fileBytes: Int) -> [UInt8] {
        let width = 16, height = 16
        var rows: [UInt8] = []
        for y in 0..<height {
            rows.append(0)  // filter: none
            for x in 0..<width { rows += [UInt8(x * 16), UInt8(y * 16), 128, 255] }
        }
        var bits = Bits()
        bits.bytes = [0x78, 0x01]
        // The rows in a stored block.
        bits.add(0, 1); bits.add(0, 2); bits.align()
        bits.bytes += [UInt8(rows.count & 0xFF), UInt8(rows.count >> 8), ~UInt8(rows.count & 0xFF), ~UInt8(rows.count >> 8)]
        bits.bytes += rows
        // The last block, dynamic: literal 0 (code 10), end (11), length 258 (0),
        // distance 1 (0): 287 code lengths 2, 0×255, 2, 0×28, 1, 1, written with
        // the code-length codes 18 (0), 1 (10) and 2 (11).
        bits.add(1, 1); bits.add(2, 2)
        bits.add(29, 5); bits.add(0, 5); bits.add(14, 4)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1]
        for symbol in order { bits.add(symbol == 18 ? 1 : symbol == 1 || symbol == 2 ? 2 : 0, 3) }
        func code(_ value: Int, _ length: Int) { for bit in (0..<length).reversed() { bits.add(value >> bit & 1, 1) } }
        code(0b11, 2)                                   // [0] = 2
        code(0, 1); bits.add(127, 7)                    // 138 zeros
        code(0, 1); bits.add(106, 7)                    // 117 zeros
        code(0b11, 2)                                   // [256] = 2
        code(0, 1); bits.add(17, 7)                     // 28 zeros
        code(0b10, 2); code(0b10, 2)                    // [285] = 1, distance [0] = 1
        code(0b10, 2)                                   // literal 0
        // The copies: their codes are all zero bits.
        let copies = max(0, (fileBytes - 1_200) * 4)
        bits.addZeros(2 * copies)
        code(0b11, 2)
        bits.align()
        let zeros = 1 + 258 * copies
        var a: UInt64 = 1, b: UInt64 = 0
        for byte in rows { a = (a + UInt64(byte)) % 65521; b = (b + a) % 65521 }
        b = (b + UInt64(zeros % 65521) * a) % 65521
        let adler = UInt32(b << 16 | a)
        bits.bytes += [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
        return png(width: width, height: height, idat: bits.bytes)
    }

    /// A PNG file of one IDAT chunk (8-bit RGBA).
    private static func png(width: Int, height: Int, idat: [UInt8]) -> [UInt8] {
        func be(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(data.count) + body + be(Int(crc32(body)))
        }
        let header = be(width) + be(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var table = [UInt32](repeating: 0, count: 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            table[n] = c
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// Bits packed least significant first, as DEFLATE writes them.
    private struct Bits {
        var bytes: [UInt8] = []
        private var pending: UInt32 = 0
        private var count = 0

        mutating func add(_ value: Int, _ length: Int) {
            pending |= UInt32(value & ((1 << length) - 1)) << count
            count += length
            while count >= 8 {
                bytes.append(UInt8(pending & 0xFF))
                pending >>= 8
                count -= 8
            }
        }

        /// Fills the last byte with zeros.
        mutating func align() {
            if count > 0 { add(0, 8 - count) }
        }

        /// `length` zero bits, whole bytes at a time.
        mutating func addZeros(_ length: Int) {
            let fill = (8 - count) % 8
            guard length > fill else { return add(0, length) }
            add(0, fill)
            bytes += [UInt8](repeating: 0, count: (length - fill) / 8)
            add(0, (length - fill) % 8)
        }
    }
}
