import Foundation
import StarPNG

/// Golden-image comparison by decoded pixels.
///
/// Set `STARBADGE_RECORD_GOLDENS=1` to rewrite the reference PNGs instead of
/// comparing. On a mismatch the actual image and a diff image (differing
/// pixels red, the rest a faded copy) go to `.build/golden-failures/`, and the
/// returned message names both paths.
public enum GoldenImage {
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["STARBADGE_RECORD_GOLDENS"] == "1"
    }

    /// Compares `image` with `<folder>/<name>.png`; returns nil when they
    /// match (or after recording), else a failure message. Recording leaves
    /// a golden whose pixels already match untouched.
    public static func compare(_ image: PNGImage, with golden: URL) -> String? {
        let name = golden.deletingPathExtension().lastPathComponent
        let existing = (try? Data(contentsOf: golden)).flatMap { try? PNGDecoder().decode(Array($0)) }
        if isRecording, existing != image {
            do {
                try Data(PNGEncoder().encode(image)).write(to: golden)
                return nil
            } catch {
                return "could not record \(golden.path): \(error)"
            }
        }
        guard let expected = existing else {
            return "no readable golden image at \(golden.path); run with STARBADGE_RECORD_GOLDENS=1 to create it"
        }
        if expected == image { return nil }

        let folder = PackagePaths.goldenFailures
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let actualURL = folder.appendingPathComponent("\(name).actual.png")
        let diffURL = folder.appendingPathComponent("\(name).diff.png")
        try? Data(PNGEncoder().encode(image)).write(to: actualURL)
        var summary = "size \(image.width)×\(image.height), golden \(expected.width)×\(expected.height)"
        if expected.width == image.width, expected.height == image.height {
            let (diff, count, largest) = difference(image, expected)
            try? Data(PNGEncoder().encode(diff)).write(to: diffURL)
            summary = "\(count) pixels differ, largest channel difference \(largest)"
        }
        return "\(name) differs from its golden \(golden.path): \(summary); actual: \(actualURL.path), diff: \(diffURL.path)"
    }

    private static func difference(_ a: PNGImage, _ b: PNGImage) -> (PNGImage, Int, Int) {
        var out = [UInt8](repeating: 0, count: a.rgba.count)
        var count = 0, largest = 0
        for i in stride(from: 0, to: a.rgba.count, by: 4) {
            let d = (0..<4).map { abs(Int(a.rgba[i + $0]) - Int(b.rgba[i + $0])) }.max() ?? 0
            largest = max(largest, d)
            if d > 0 {
                count += 1
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 0; out[i + 3] = UInt8(min(255, 64 + d * 4))
            } else {
                out[i] = a.rgba[i]; out[i + 1] = a.rgba[i + 1]; out[i + 2] = a.rgba[i + 2]
                out[i + 3] = a.rgba[i + 3] / 4
            }
        }
        return (PNGImage(width: a.width, height: a.height, rgba: out) ?? a, count, largest)
    }
}
