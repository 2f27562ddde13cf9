import Testing
import StarGeometry
import StarRaster
import StarText

/// FreeType objects are not thread-safe; `FontFace` serialises them. Many
/// tasks measuring and rendering at mixed sizes (so the face's size keeps
/// changing under them) must get exactly the serial results.
@Suite struct ConcurrencyTests {
    struct Measurement: Hashable, Sendable {
        var advance: Double
        var kerning: Double
        var outline: Path
        var coverage: [Float]
        var lineWidth: Double
    }

    static let text = "AVATAR To g@& ★ Ωж"
    static let sizes: [Double] = [11, 12.5, 24, 64]

    static func measure(_ face: FontFace, scalar: Unicode.Scalar, size: Double) throws -> Measurement {
        let glyph = face.glyphIndex(for: scalar)
        let outline = try face.outline(of: glyph, pixelSize: size)
        var rasterizer = Rasterizer(width: 80, height: 80)
        rasterizer.add(outline, dx: 4, dy: 64)
        return Measurement(
            advance: try face.advance(of: glyph, pixelSize: size),
            kerning: try face.kerning(between: face.glyphIndex(for: "A"), and: glyph, pixelSize: size),
            outline: outline,
            coverage: rasterizer.coverage(fillRule: .nonZero).values,
            lineWidth: try TextLine(text, face: face, pixelSize: size).advanceWidth)
    }

    /// Every (scalar, size) job, rotated by `offset` so tasks start at different sizes.
    static func jobs(offset: Int) -> [(Unicode.Scalar, Double)] {
        let all = Array(text.unicodeScalars).flatMap { scalar in sizes.map { (scalar, $0) } }
        let k = offset % all.count
        return Array(all[k...] + all[..<k])
    }

    static func serialResults(_ face: FontFace) throws -> [String: Measurement] {
        var results: [String: Measurement] = [:]
        for (scalar, size) in jobs(offset: 0) {
            results["\(scalar)@\(size)"] = try measure(face, scalar: scalar, size: size)
        }
        return results
    }

    @Test func oneFaceSharedByManyTasks() async throws {
        let face = try TestFonts.dejaVuSans()
        let expected = try Self.serialResults(face)
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    for (scalar, size) in Self.jobs(offset: task * 7) {
                        let result = try Self.measure(face, scalar: scalar, size: size)
                        if result != expected["\(scalar)@\(size)"] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func separateFacesInManyTasks() async throws {
        let bytes = try TestFonts.bytes(of: TestFonts.dejaVuSansPath)
        let expected = try Self.serialResults(try FontFace(bytes: bytes))
        let mismatches = try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let face = try FontFace(bytes: bytes, name: "task \(task)")
                    var mismatches = 0
                    for (scalar, size) in Self.jobs(offset: task * 11) {
                        let result = try Self.measure(face, scalar: scalar, size: size)
                        if result != expected["\(scalar)@\(size)"] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return try await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func loadingAndDroppingFacesConcurrently() async throws {
        let bytes = try TestFonts.bytes(of: TestFonts.dejaVuSansPath)
        let counts = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    var total = 0
                    for _ in 0..<10 {
                        let face = try FontFace(bytes: bytes)
                        total += try face.outline(of: face.glyphIndex(for: "@"), pixelSize: 20).elements.count
                    }
                    return total
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(counts).count == 1)
    }
}
