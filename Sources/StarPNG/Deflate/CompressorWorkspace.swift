#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a thread's encodes reuse from one image to the next: the hash
/// tables (never cleared, see `HashChains`), the symbol, match and parse
/// arrays and the colour table of `PixelStatistics` (stamped, not cleared),
/// so a batch of badges allocates and zeroes them once per thread.
final class CompressorWorkspace {
    var chains = HashChains()
    var symbols: [LZSymbol] = []
    var table = MatchTable()
    var parser = OptimalParse()
    /// The colour table of `PixelStatistics`, stamped per image instead of cleared.
    private var colorSlots = [UInt64](repeating: 0, count: colorSlotCount)
    private var colorStamp: UInt32 = 0
    static let colorSlotCount = 1024

    /// Calls `body` with the colour slots and a stamp no slot holds yet.
    func withColorSlots<R>(_ body: (UnsafeMutableBufferPointer<UInt64>, UInt32) -> R) -> R {
        if colorStamp == .max {
            colorSlots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            colorStamp = 0
        }
        colorStamp += 1
        let stamp = colorStamp
        return colorSlots.withUnsafeMutableBufferPointer { body($0, stamp) }
    }

    /// This thread's workspace, made on first use and freed with the thread.
    static func forCurrentThread() -> CompressorWorkspace {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<CompressorWorkspace>.fromOpaque(stored).takeUnretainedValue()
        }
        let workspace = CompressorWorkspace()
        pthread_setspecific(key, Unmanaged.passRetained(workspace).toOpaque())
        return workspace
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            #if canImport(Darwin)
            Unmanaged<CompressorWorkspace>.fromOpaque(stored).release()
            #else
            if let stored { Unmanaged<CompressorWorkspace>.fromOpaque(stored).release() }
            #endif
        }
        return key
    }()
}
