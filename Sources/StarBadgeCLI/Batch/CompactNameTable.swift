/// A map from short strings (output names, at most 255 UTF-8 bytes) to a
/// number, in about 25 bytes per name instead of a Dictionary's 60 to 100:
/// the names are stored back to back in 64 KiB blocks, each as a length
/// byte, the number (4 bytes) and the UTF-8, and an open-addressing table
/// holds each name's offset. Names are equal as Swift strings are
/// (canonically equivalent), like the keys of a Dictionary.
struct CompactNameTable {
    private static let blockSize = 65_536
    private var blocks: [[UInt8]] = []
    /// Offsets (block × blockSize + position) + 1 of the names; 0 is empty.
    private var slots = [UInt32](repeating: 0, count: 1_024)
    private(set) var count = 0

    /// The number stored with `name`, if it is there.
    func value(for name: String) -> UInt32? {
        guard let slot = find(name) else { return nil }
        let offset = Int(slots[slot]) - 1
        return readValue(block: offset / Self.blockSize, at: offset % Self.blockSize)
    }

    /// Stores `name` with `value` (a name already there keeps its first
    /// value); false for a name longer than 255 bytes or past 4 GiB of names.
    @discardableResult
    mutating func insert(_ name: String, value: UInt32) -> Bool {
        guard name.utf8.count <= 255, find(name) == nil else { return false }
        let size = 5 + name.utf8.count
        if blocks.isEmpty || (blocks.last?.count ?? 0) + size > Self.blockSize {
            var block: [UInt8] = []
            block.reserveCapacity(Self.blockSize)
            blocks.append(block)
        }
        let blockIndex = blocks.count - 1
        let position = blocks[blockIndex].count
        let offset = blockIndex * Self.blockSize + position
        guard offset < Int(UInt32.max) - 1 else { return false }
        blocks[blockIndex].append(UInt8(name.utf8.count))
        withUnsafeBytes(of: value.littleEndian) { blocks[blockIndex].append(contentsOf: $0) }
        blocks[blockIndex].append(contentsOf: name.utf8)
        if (count + 1) * 2 > slots.count { grow() }
        place(UInt32(offset + 1), hash: name.hashValue)
        count += 1
        return true
    }

    /// The slot holding `name`, or nil.
    private func find(_ name: String) -> Int? {
        let mask = slots.count - 1
        var slot = name.hashValue & mask
        while slots[slot] != 0 {
            let offset = Int(slots[slot]) - 1
            if matches(name, block: offset / Self.blockSize, at: offset % Self.blockSize) { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func matches(_ name: String, block: Int, at position: Int) -> Bool {
        let stored = blocks[block]
        let length = Int(stored[position])
        let bytes = stored[(position + 5)..<(position + 5 + length)]
        if bytes.elementsEqual(name.utf8) { return true }
        // Different bytes may still be the same text (composed or decomposed accents).
        guard !name.utf8.allSatisfy({ $0 < 0x80 }) || bytes.contains(where: { $0 >= 0x80 }) else { return false }
        return String(decoding: bytes, as: UTF8.self) == name
    }

    private func readValue(block: Int, at position: Int) -> UInt32 {
        let stored = blocks[block]
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(stored[position + 1 + index]) << (8 * index) }
        return value
    }

    private func name(block: Int, at position: Int) -> String {
        let stored = blocks[block]
        let length = Int(stored[position])
        return String(decoding: stored[(position + 5)..<(position + 5 + length)], as: UTF8.self)
    }

    private mutating func place(_ entry: UInt32, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt32](repeating: 0, count: old.count * 2)
        for entry in old where entry != 0 {
            let offset = Int(entry) - 1
            place(entry, hash: name(block: offset / Self.blockSize, at: offset % Self.blockSize).hashValue)
        }
    }
}
