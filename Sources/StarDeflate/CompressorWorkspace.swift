#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a thread's compressions reuse from one input to the next: the hash
/// tables (never cleared, see `HashChains`) and the symbol, match and parse
/// arrays, so a batch of badges allocates and zeroes them once per thread.
final class CompressorWorkspace {
    var chains = HashChains()
    var symbols: [LZSymbol] = []
    var table = MatchTable()
    var parser = OptimalParse()

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
