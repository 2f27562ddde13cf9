/// Converts RGBA8 pixels into PNG rows of a given `PNGPixelFormat`.
enum PixelPacking {
    /// Bytes per packed row.
    static func rowBytes(width: Int, format: PNGPixelFormat) -> Int {
        (width * format.bitsPerPixel + 7) / 8
    }

    /// All rows, packed and concatenated (no filter bytes).
    static func pack(_ image: PNGImage, as format: PNGPixelFormat) -> [UInt8] {
        // RGBA rows are the image's own bytes: shared, not copied.
        if case .rgba = format { return image.rgba }
        let stride = rowBytes(width: image.width, format: format)
        var out = [UInt8](repeating: 0, count: stride * image.height)
        image.rgba.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                switch format {
                case .rgba:
                    break  // returned above
                case .rgb:
                    for i in 0..<(image.width * image.height) {
                        dst[3 * i] = src[4 * i]; dst[3 * i + 1] = src[4 * i + 1]; dst[3 * i + 2] = src[4 * i + 2]
                    }
                case .greyAlpha:
                    for i in 0..<(image.width * image.height) {
                        dst[2 * i] = src[4 * i]; dst[2 * i + 1] = src[4 * i + 3]
                    }
                case .grey(let depth):
                    packIndices(src, dst, width: image.width, height: image.height, stride: stride, depth: depth) {
                        ($0 >> 24) >> UInt32(8 - depth)
                    }
                case .palette(let colors, let depth):
                    var lookup = PaletteLookup(colors)
                    packIndices(src, dst, width: image.width, height: image.height, stride: stride, depth: depth) {
                        lookup.index(of: $0)
                    }
                }
            }
        }
        return out
    }

    /// Packs one `depth`-bit value per pixel, most significant bits first.
    private static func packIndices(
        _ src: UnsafeBufferPointer<UInt8>, _ dst: UnsafeMutableBufferPointer<UInt8>,
        width: Int, height: Int, stride: Int, depth: Int, value: (UInt32) -> UInt32
    ) {
        let perByteShift = depth == 8 ? 0 : depth == 4 ? 1 : depth == 2 ? 2 : 3  // log2(8 / depth)
        let slotMask = (1 << perByteShift) - 1
        guard let pixels = UnsafeRawPointer(src.baseAddress), let out = dst.baseAddress else { return }
        if depth == 8 {
            packBytes(pixels, UnsafeMutableRawPointer(out), width: width, height: height, stride: stride, value: value)
            return
        }
        for y in 0..<height {
            let row = y * stride
            for x in 0..<width {
                let rgba = UInt32(bigEndian: pixels.loadUnaligned(fromByteOffset: 4 &* (y &* width &+ x), as: UInt32.self))
                let v = UInt8(truncatingIfNeeded: value(rgba))
                if depth == 8 {
                    dst[row &+ x] = v
                } else {
                    let shift = 8 - depth * ((x & slotMask) + 1)
                    dst[row + x >> perByteShift] |= v << UInt8(shift)
                }
            }
        }
    }
}

extension PixelPacking {
    /// One byte per pixel. Runs are the rule: four pixels like the last one
    /// are tested in one comparison and stored in one write.
    fileprivate static func packBytes(_ pixels: UnsafeRawPointer, _ out: UnsafeMutableRawPointer,
                                      width: Int, height: Int, stride: Int, value: (UInt32) -> UInt32) {
        guard width > 0, height > 0 else { return }
        var lastPixel = ~pixels.loadUnaligned(as: UInt32.self)  // unlike the first pixel
        var lastValue: UInt8 = 0
        for y in 0..<height {
            let rowPixels = pixels + 4 &* y &* width, rowOut = out + y &* stride
            var x = 0
            while x < width {
                if x &+ 4 <= width,
                   rowPixels.loadUnaligned(fromByteOffset: 4 &* x, as: SIMD4<UInt32>.self) == SIMD4(repeating: lastPixel) {
                    rowOut.storeBytes(of: UInt32(lastValue) &* 0x0101_0101, toByteOffset: x, as: UInt32.self)
                    x &+= 4
                    continue
                }
                let pixel = rowPixels.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
                if pixel != lastPixel {
                    lastPixel = pixel
                    lastValue = UInt8(truncatingIfNeeded: value(UInt32(bigEndian: pixel)))
                }
                rowOut.storeBytes(of: lastValue, toByteOffset: x, as: UInt8.self)
                x &+= 1
            }
        }
    }
}

/// Colour → palette index in an open-addressing table (at most 256 colours
/// in 1024 slots), remembering the last hit (neighbouring pixels repeat).
private struct PaletteLookup {
    private var keys = [UInt32](repeating: 0, count: 1024)
    /// Index + 1; 0 marks an empty slot.
    private var values = [UInt16](repeating: 0, count: 1024)
    private var lastColor: UInt32
    private var lastIndex: UInt32 = 0

    init(_ colors: [UInt32]) {
        lastColor = colors.first ?? 0
        for (i, color) in colors.enumerated() {
            var slot = Self.slot(color)
            while values[slot] != 0 { slot = (slot + 1) & 1023 }
            keys[slot] = color
            values[slot] = UInt16(i + 1)
        }
    }

    private static func slot(_ color: UInt32) -> Int { Int((color &* 2654435761) >> 22) }

    /// The colour's index (0 for a colour not in the palette, which the
    /// encoder never asks for).
    mutating func index(of color: UInt32) -> UInt32 {
        if color == lastColor { return lastIndex }
        var slot = Self.slot(color)
        while values[slot] != 0 && keys[slot] != color { slot = (slot + 1) & 1023 }
        lastColor = color
        lastIndex = values[slot] == 0 ? 0 : UInt32(values[slot] - 1)
        return lastIndex
    }
}
