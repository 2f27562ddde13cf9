/// What an RGBA8 image needs from a PNG colour type: one pass over the
/// pixels finds whether it is opaque, grey, and which colours it uses (when
/// there are at most 256 of them).
struct PixelStatistics {
    /// Every alpha is 255.
    var isOpaque = true
    /// Every pixel has red = green = blue.
    var isGrey = true
    /// The distinct RGBA values (as big-endian UInt32), or nil when more than 256.
    var colors: [UInt32]? = []

    init(_ image: PNGImage) {
        var table = ColorSet()
        image.rgba.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            guard let first = pixels.first else { return }
            var previous = ~first  // differs from the first pixel
            for native in pixels {
                if native == previous { continue }  // runs are common: skip repeats cheaply
                previous = native
                let rgba = UInt32(bigEndian: native)
                let r = rgba >> 24, g = (rgba >> 16) & 0xFF, b = (rgba >> 8) & 0xFF, a = rgba & 0xFF
                if a != 255 { isOpaque = false }
                if r != g || g != b { isGrey = false }
                if !table.overflowed { table.insert(rgba) }
            }
        }
        colors = table.overflowed ? nil : table.members
    }
}

/// A small open-addressing set of up to 256 colours; stops counting after that.
private struct ColorSet {
    private var slots = [UInt32](repeating: 0, count: 1024)
    private var used = [Bool](repeating: false, count: 1024)
    private(set) var members: [UInt32] = []
    private(set) var overflowed = false

    mutating func insert(_ value: UInt32) {
        var index = Int((value &* 2654435761) >> 22)  // top 10 bits of a multiplicative hash
        while used[index] {
            if slots[index] == value { return }
            index = (index + 1) & 1023
        }
        if members.count == 256 { overflowed = true; return }
        used[index] = true
        slots[index] = value
        members.append(value)
    }
}
