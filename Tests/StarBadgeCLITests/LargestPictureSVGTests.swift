import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// The largest pictures through every SVG form (render with 100 stars, a
/// sprite sheet of 1,001 states, a batch with `--formats svg`): each file
/// holds each picture once, so its size is the pictures' plus a little a
/// star, and each process's peak memory stays bounded. `swift test` runs it
/// with a noisy 512×512 picture; `Scripts/largest-picture-svg.sh` (run by
/// .ci/run) sets `STARBADGE_LARGEST_PICTURE=2048` for the largest legal
/// one (README's Limits: 2048×2048, within 16 MiB), which takes minutes in
/// a debug build. Also: the PNG forms of such requests are refused from
/// their planned size, before anything large is allocated.
@Suite("Largest pictures in every SVG form", .serialized)
struct LargestPictureSVGTests {
    /// The picture's side: 512 unless the environment asks for more.
    static let side = ProcessInfo.processInfo.environment["STARBADGE_LARGEST_PICTURE"].flatMap { Int($0) } ?? 512

    /// RGBA noise (a deterministic seed), every channel random, but for the
    /// last rows left clear so that the largest fits in 16 MiB: nothing in
    /// it compresses, so its PNG is as large as a picture's can be.
    static func noisyPicture(side: Int) throws -> [UInt8] {
        var random = SplitMix64(seed: 23)
        let clearRows = max(1, side / 256)
        var rgba = [UInt8](repeating: 0, count: side * side * 4)
        for index in 0..<(side - clearRows) * side * 4 / 8 {
            withUnsafeBytes(of: random.next().littleEndian) { bytes in
                for k in 0..<8 { rgba[index * 8 + k] = bytes[k] }
            }
        }
        let image = try #require(PNGImage(width: side, height: side, rgba: rgba))
        return try PNGEncoder(compression: .init(filter: .every(0))).encode(image)
    }

    /// The size bound of an SVG holding `pictures` pictures of the side and
    /// `uses` placements of them (or of star shapes) besides.
    static func bound(pictures: Int, uses: Int) -> Int {
        pictures * ((PNGEncoder.sizeBound(width: side, height: side) + 2) / 3 * 4 + 300) + uses * 400 + 100_000
    }

    /// Peak resident memory allowed for one command: the decoded picture
    /// (16 bytes a pixel as floats, 4 as read) and one encoded copy, the
    /// output, and the process's own 40 MB.
    static var memoryBound: Int { 60 * 1024 * 1024 + 2 * (bound(pictures: 2, uses: 0) + side * side * 24) }

    static func dataURIs(_ file: URL) throws -> Int {
        try String(decoding: Data(contentsOf: file), as: UTF8.self).components(separatedBy: "data:image/png;base64,").count - 1
    }

    struct Form: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let arguments: [String]
        let file: String
        let uses: Int
    }

    static let forms = [
        Form(testDescription: "render --stars 100",
             arguments: ["render", "--rating", "37.5", "--stars", "100", "--fill", "precise", "--full-image", "p.png", "-o", "r.svg"],
             file: "r.svg", uses: 100),
        Form(testDescription: "sprite of 1,001 states",
             arguments: ["sprite", "--stars", "10", "--step", "0.01", "--fill", "precise", "--layout", "grid",
                         "--full-image", "p.png", "-o", "s.svg"],
             file: "s.svg", uses: 1_001 * 12),
        Form(testDescription: "batch --formats svg",
             arguments: ["batch", "in.csv", "--out-dir", "out", "--formats", "svg", "--stars", "100", "--fill", "precise",
                         "--full-image", "p.png"],
             file: "out/b.svg", uses: 100),
    ]

    @Test("each SVG form holds the picture and its silhouette once, its size and peak memory bounded", arguments: forms)
    func form(_ form: Form) throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = try Self.noisyPicture(side: Self.side)
        #expect(picture.count <= StarImage.maxFileBytes)
        try Data(picture).write(to: folder.appendingPathComponent("p.png"))
        try Data("name,rating\na,3.5\nb,97.5\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        let peak = try HostileInputTests.peakResidentKiB(form.arguments, in: folder, input: []) * 1024
        let file = folder.appendingPathComponent(form.file)
        let size = try #require(try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int, "no \(form.file)")
        // The picture and its silhouette in the off colour, once each.
        #expect(try Self.dataURIs(file) == 2)
        #expect(size <= Self.bound(pictures: 2, uses: form.uses), "\(form.file): \(size) bytes")
        #expect(peak <= Self.memoryBound, "peak \(peak / 1_048_576) MiB, bound \(Self.memoryBound / 1_048_576) MiB")
        print("\(form.testDescription), \(Self.side)² picture (\(picture.count) bytes): \(size) bytes, peak \(peak / 1024) KiB")
    }

    @Test("PNG forms past the image limits are refused before anything large is allocated")
    func pngRefusedEarly() throws {
        let folder = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name,rating\na,3.5\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        for arguments in [["render", "--rating", "3", "--stars", "100", "--size", "2000", "-o", "r.png"],
                          ["sprite", "--stars", "100", "--step", "0.1", "-o", "s.png"],
                          ["sprite", "--stars", "10", "--step", "0.01", "--layout", "grid", "--scales", "1,8", "-o", "g.png"],
                          ["batch", "in.csv", "--out-dir", "out", "--stars", "100", "--scales", "1,8"]] {
            let result = try CommandRunner.run(arguments, in: folder)
            #expect(result.status == (arguments[0] == "batch" ? 65 : 64), "\(arguments): \(result.status) \(result.error)")
            #expect(result.error.contains("16384 px") || result.error.contains("16777216 pixels"), "\(result.error)")
            let peak = try HostileInputTests.peakResidentKiB(arguments, in: folder, input: [])
            #expect(peak < 64 * 1024, "\(arguments): peak \(peak) KiB")
        }
    }
}
