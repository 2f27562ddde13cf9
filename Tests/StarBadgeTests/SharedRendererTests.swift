import Foundation
import Testing
import StarBadge
import StarPNG
import StarBadgeTestSupport

/// One `BadgeRenderer` shared by many tasks draws what a renderer of one's
/// own draws; its async calls keep input order and bound their tasks; its
/// files are written atomically, left alone when unchanged, and carry the alt text.
@Suite("shared renderer")
struct SharedRendererTests {
    static func specs() throws -> [BadgeSpec] {
        let face = try FontLibrary.defaultFace()
        let labelled = try BadgeDesign {
            $0.fillMode = .precise
            $0.label = LabelSpec(template: "{rating}/5", font: face)
        }
        let hearts = try BadgeDesign {
            $0.starCount = 7
            $0.starSize = 17.5
            $0.shape = .heart
            $0.starAppearance = StarAppearance(emptyStars: .outline, outlineWidth: 1.5)
        }
        let shields = try BadgeDesign {
            $0.style = .flat
            $0.value = LabelSpec(template: "{rating}", font: face)
        }
        return try (0..<120).map { index in
            let design = [labelled, hearts, shields][index % 3]
            return try design.badge(rating: Double((index * 37) % Int(design.starCount * 10 + 1)) / 10)
        }
    }

    @Test("8 tasks through one renderer draw exactly what one renderer alone draws")
    func concurrentEqualsSerial() async throws {
        let specs = try Self.specs()
        let alone = BadgeRenderer()
        let expected = specs.map { alone.image(for: $0) }
        let shared = BadgeRenderer()
        let drawn = try await withThrowingTaskGroup(of: [(Int, PNGImage)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task draws every spec, in its own order, several times.
                    var images: [(Int, PNGImage)] = []
                    for round in 0..<3 {
                        for step in 0..<specs.count {
                            let index = (step * (task + 1) * 7 + round) % specs.count
                            images.append((index, shared.image(for: specs[index])))
                        }
                    }
                    return images
                }
            }
            var all: [(Int, PNGImage)] = []
            for try await images in group { all += images }
            return all
        }
        #expect(drawn.count == 8 * 3 * specs.count)
        for (index, image) in drawn { #expect(image == expected[index], "spec \(index) differs") }
    }

    @Test("bytes(for:) of many keeps input order, bounds its tasks, and stores the alt text")
    func asyncPNGs() async throws {
        let specs = try Self.specs()
        let renderer = BadgeRenderer()
        for tasks in [1, 3, 8] {
            let pngs = try await renderer.bytes(for: specs, maxConcurrentTasks: tasks)
            #expect(pngs.count == specs.count)
            for (png, spec) in zip(pngs, specs) {
                #expect(try PNGDecoder().decode(png) == renderer.image(for: spec))
                #expect(PNGText.text("Title", in: png) == spec.altText())
            }
        }
        let bare = try renderer.bytes(for: specs[0], OutputSettings(metadata: false))
        #expect(PNGText.text("Title", in: bare) == nil)
        let french = try renderer.bytes(for: specs[0], OutputSettings(altText: AltText(locale: .fr)))
        #expect(PNGText.text("Title", in: french) == specs[0].altText(AltText(locale: .fr)))
    }

    @Test("write(_:to:) replaces atomically, keeps the mode, follows a link, and leaves unchanged bytes alone")
    func files() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = BadgeRenderer()
        let spec = try BadgeSpec(rating: 3.5), other = try BadgeSpec(rating: 1)
        let path = folder.appendingPathComponent("a.png").path
        #expect(try renderer.write(spec, to: path))
        #expect(try PNGDecoder().decode(Array(Data(contentsOf: URL(fileURLWithPath: path)))) == renderer.image(for: spec))
        chmod(path, 0o600)
        let before = try FileManager.default.attributesOfItem(atPath: path)
        #expect(try renderer.write(spec, to: path) == false)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date)
        #expect(before[.systemFileNumber] as? Int == after[.systemFileNumber] as? Int)
        #expect(try renderer.write(other, to: path))
        #expect((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? Int == 0o600)
        // A link is followed: its target is written, the link stays.
        let link = folder.appendingPathComponent("link.png").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "a.png")
        #expect(try renderer.write(spec, to: link))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "a.png")
        #expect(try PNGDecoder().decode(Array(Data(contentsOf: URL(fileURLWithPath: path)))) == renderer.image(for: spec))
        // No temporary file is left, and a missing folder is a clear error.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.png", "link.png"])
        #expect(throws: BadgeWriteError.self) { try renderer.write(spec, to: folder.appendingPathComponent("nope/b.png").path) }
        // Many badges at once, in order.
        let badges = try (0..<40).map { (spec: try BadgeSpec(rating: Double($0 % 11) / 2), path: folder.appendingPathComponent("b\($0).png").path) }
        #expect(try await renderer.write(badges, maxConcurrentTasks: 4) == Array(repeating: true, count: 40))
        #expect(try await renderer.write(badges, maxConcurrentTasks: 4) == Array(repeating: false, count: 40))
        for badge in badges {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: badge.path)))
            #expect(PNGText.text("Title", in: bytes) == badge.spec.altText())
        }
    }
}
