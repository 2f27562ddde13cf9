#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// SIGINT, SIGTERM and SIGHUP end the process cleanly: temporary files are
/// removed and the exit status is 128 + the signal number. The handler runs
/// on a dispatch queue, not in signal context, so it may take locks.
enum Interruption {
    private static let installed = Atomic<Bool>(false)
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func installOnce() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                TemporaryFiles.removeAllAndExit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
