import StarSupport

/// A file's content hash for cache-busting names: `Hash64` (FNV-1a,
/// 64-bit) of its bytes in hex (not a cryptographic hash).
enum ContentHash {
    static func hex(_ bytes: [UInt8]) -> String { Hash64.of(bytes).hex }
}
