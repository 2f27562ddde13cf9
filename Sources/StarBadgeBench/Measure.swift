#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Median time per call of `body`, in µs: `runs` runs, each calling `body`
/// enough times to last about `runSeconds`.
func medianMicroseconds(runs: Int = 7, runSeconds: Double = 0.15, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    // Calibrate: how many calls fill one run.
    var calls = 1
    while true {
        let elapsed = clock.measure { for _ in 0..<calls { body() } }
        if elapsed.seconds >= runSeconds / 4 || calls >= 1 << 24 { break }
        calls *= 2
    }
    calls = max(1, Int(Double(calls) * runSeconds / max(1e-9, clock.measure { for _ in 0..<calls { body() } }.seconds)))
    var samples: [Double] = []
    for _ in 0..<runs {
        let elapsed = clock.measure { for _ in 0..<calls { body() } }
        samples.append(elapsed.seconds * 1e6 / Double(calls))
    }
    samples.sort()
    return samples[samples.count / 2]
}

/// The largest resident set size of this process so far, in bytes.
func peakMemoryBytes() -> Int {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    #if os(Linux)
    return Int(usage.ru_maxrss) * 1024
    #else
    return Int(usage.ru_maxrss)
    #endif
}

extension Duration {
    var seconds: Double {
        let (s, attoseconds) = components
        return Double(s) + Double(attoseconds) * 1e-18
    }
}
