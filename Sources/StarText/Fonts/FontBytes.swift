/// A font file's bytes in memory that neither FreeType nor HarfBuzz copies:
/// both read the same buffer, and each holds this object for as long as it
/// reads it, so the bytes outlive whichever of them is freed last.
final class FontBytes: @unchecked Sendable {
    let buffer: UnsafeMutableRawBufferPointer

    init(_ bytes: [UInt8]) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
        self.buffer = buffer
        count = bytes.count
    }

    /// The number of font bytes (the buffer holds at least one byte).
    let count: Int

    deinit { buffer.deallocate() }
}
