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
        var alphaAnd: UInt32 = 0xFF, notGrey: UInt32 = 0
        var members: [UInt32] = []
        var overflowed = false
        image.rgba.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            guard let first = pixels.first else { return }
            ColorSlots.forCurrentThread().withSlots { slots, stamp in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: ColorTable.capacity) { list in
                var table = ColorTable(slots: slots, stamp: stamp, list: list)
                var previous = ~first  // differs from the first pixel
                for native in pixels {
                    if native == previous { continue }  // runs are common: skip repeats cheaply
                    previous = native
                    let rgba = UInt32(bigEndian: native)
                    alphaAnd &= rgba
                    notGrey |= (rgba >> 24 ^ rgba >> 16) | (rgba >> 16 ^ rgba >> 8)
                    if !overflowed && !table.insert(rgba) { overflowed = true }
                    // More than 256 colours, translucent and not grey: the
                    // rest of the image cannot change the answer.
                    if overflowed && alphaAnd & 0xFF != 0xFF && notGrey & 0xFF != 0 { break }
                }
                members = overflowed ? [] : table.members()
            }
            }
        }
        isOpaque = alphaAnd & 0xFF == 0xFF
        isGrey = notGrey & 0xFF == 0
        colors = overflowed ? nil : members
    }
}

/// Open addressing over a thread's reused slots for up to 256 colours: a
/// slot holds the colour plus this image's stamp × 2³², so slots of earlier
/// images read as empty and need no clearing. The colours are also listed
/// as they arrive, in a second buffer.
private struct ColorTable {
    static let capacity = 256
    private let slots: UnsafeMutableBufferPointer<UInt64>
    private let stamp: UInt64
    /// The colours in the order they arrived.
    private let list: UnsafeMutableBufferPointer<UInt32>
    private var count = 0

    /// Uses `slots` (`ColorSlots.count` of them, any
    /// content without `stamp`) and `list` (room for `capacity` colours).
    init(slots: UnsafeMutableBufferPointer<UInt64>, stamp: UInt32, list: UnsafeMutableBufferPointer<UInt32>) {
        self.slots = slots
        self.stamp = UInt64(stamp) << 32
        self.list = list
    }

    /// Adds `value`; false when it is new and 256 colours are already in.
    mutating func insert(_ value: UInt32) -> Bool {
        let stored = UInt64(value) | stamp
        var index = Int((value &* 2654435761) >> 22)  // top 10 bits of a multiplicative hash
        while true {
            let slot = slots[index]
            if slot == stored { return true }
            if slot & 0xFFFF_FFFF_0000_0000 != stamp { break }
            index = (index + 1) & (ColorSlots.count - 1)
        }
        guard count < Self.capacity else { return false }
        slots[index] = stored
        list[count] = value
        count += 1
        return true
    }

    /// The colours, in the order they arrived.
    func members() -> [UInt32] { Array(list[0..<count]) }
}
