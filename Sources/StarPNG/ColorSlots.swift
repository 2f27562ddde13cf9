#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The colour table `PixelStatistics` counts distinct colours in, one per
/// thread, stamped per image instead of cleared, so a batch of badges
/// allocates and zeroes it once per thread.
final class ColorSlots {
    static let count = 1024
    private var slots = [UInt64](repeating: 0, count: count)
    private var stamp: UInt32 = 0

    /// Calls `body` with the slots and a stamp no slot holds yet.
    func withSlots<R>(_ body: (UnsafeMutableBufferPointer<UInt64>, UInt32) -> R) -> R {
        if stamp == .max {
            slots.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            stamp = 0
        }
        stamp += 1
        let current = stamp
        return slots.withUnsafeMutableBufferPointer { body($0, current) }
    }

    /// This thread's table, made on first use and freed with the thread.
    static func forCurrentThread() -> ColorSlots {
        if let stored = pthread_getspecific(key) {
            return Unmanaged<ColorSlots>.fromOpaque(stored).takeUnretainedValue()
        }
        let table = ColorSlots()
        pthread_setspecific(key, Unmanaged.passRetained(table).toOpaque())
        return table
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stored in
            #if canImport(Darwin)
            Unmanaged<ColorSlots>.fromOpaque(stored).release()
            #else
            if let stored { Unmanaged<ColorSlots>.fromOpaque(stored).release() }
            #endif
        }
        return key
    }()
}
