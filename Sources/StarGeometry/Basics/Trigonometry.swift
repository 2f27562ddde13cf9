#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sine and cosine of k·π/n for integers 0 ≤ k ≤ 2n, reduced so that
/// symmetric angles give exactly mirrored values (sin(π) is exactly 0, the
/// two sides of a star are exact mirror images).
func sinCosOfRationalPi(_ k: Int, over n: Int) -> (sin: Double, cos: Double) {
    precondition(n > 0 && k >= 0 && k <= 2 * n)
    if k > n {  // θ in (π, 2π]: mirror of 2π − θ
        let mirrored = sinCosOfRationalPi(2 * n - k, over: n)
        return (-mirrored.sin, mirrored.cos)
    }
    if k == 0 { return (0, 1) }
    if k == n { return (0, -1) }
    if 2 * k == n { return (1, 0) }
    if 2 * k > n {  // θ in (π/2, π): use π − θ
        let theta = Double.pi * Double(n - k) / Double(n)
        return (sin(theta), -cos(theta))
    }
    let theta = Double.pi * Double(k) / Double(n)
    return (sin(theta), cos(theta))
}
