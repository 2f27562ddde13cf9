#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutual-exclusion lock: a POSIX mutex at a stable heap address. Used
/// instead of `Synchronization.Mutex` because ThreadSanitizer understands
/// pthread locks (Mutex's futex-based implementation on Linux shows up as
/// false data races), so the sanitizer runs of the suite stay meaningful.
/// The one lock of the package: `Locked` guards a value with it, and a
/// FreeType face guards its calls with it.
package final class Lock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock. Inlinable, so that callers in
    /// other modules get it specialised: faces take it for every glyph.
    @inlinable
    package func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
