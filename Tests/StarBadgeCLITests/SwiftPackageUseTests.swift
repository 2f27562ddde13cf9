import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// The guide's "From Swift" section (docs/guide.md) as a new user meets it: its Package.swift
/// and its site generator, in a package of their own outside this one that
/// depends on it by path, built and run; every badge it writes decodes and
/// carries its alt text. (The build is kept in .build/package-use, so only
/// the first run compiles everything.)
@Suite("guide: the library from another package")
struct SwiftPackageUseTests {
    /// The code block after `<!-- marker -->` in docs/guide.md.
    static func guideBlock(_ marker: String) throws -> String {
        let guide = try String(contentsOf: PackagePaths.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        let after = try #require(guide.range(of: "<!-- \(marker) -->\n```swift\n")).upperBound
        let end = try #require(guide.range(of: "\n```\n", range: after..<guide.endIndex)).lowerBound
        return String(guide[after..<end]) + "\n"
    }

    @Test("the guide's site generator is the example program")
    func exampleIsReadme() throws {
        let example = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/StarBadgeExample/main.swift"),
                                 encoding: .utf8)
        #expect(try Self.guideBlock("site-generator") == example)
    }

    @Test("a package depending on StarBadge by path builds the guide's generator, which writes 1,000 badges with alt text",
          .endToEnd, .timeLimit(.minutes(20)))
    func outsidePackage() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-package-\(UUID().uuidString)")
        let consumer = work.appendingPathComponent("SiteBuilder")
        try FileManager.default.createDirectory(at: consumer.appendingPathComponent("Sources/SiteBuilder"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // The checkout beside the new package, under the name the guide asks for.
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("StarBadge"),
                                                   withDestinationURL: PackagePaths.root)
        // The guide's released-version line, by path to this checkout (Scripts/e2e-package-version.sh tests the version).
        try Self.guideBlock("package-swift")
            .replacingOccurrences(of: #"\.package\(url: "[^"]*", from: "[^"]*"\)"#, with: #".package(path: "../StarBadge")"#,
                                  options: .regularExpression)
            .write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.guideBlock("site-generator").write(to: consumer.appendingPathComponent("Sources/SiteBuilder/main.swift"),
                                                     atomically: true, encoding: .utf8)
        let scratch = PackagePaths.root.appendingPathComponent(".build/package-use").path
        let build = try Self.run(["swift", "build", "--package-path", consumer.path, "--scratch-path", scratch])
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        guard build.status == 0 else { return }
        let site = work.appendingPathComponent("site")
        let run = try Self.run(["\(scratch)/debug/SiteBuilder", site.path])
        #expect(run.status == 0, "the generator failed:\n\(run.output)")
        #expect(run.output.contains("1000 of 1000 badges written"), "\(run.output)")
        let files = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("badges").path)
        #expect(files.count == 1000)
        for file in files {
            let bytes = try Array(Data(contentsOf: site.appendingPathComponent("badges/\(file)")))
            #expect((try? PNGDecoder().decode(bytes)) != nil, "\(file) does not decode")
            #expect(PNGText.text("Title", in: bytes)?.hasSuffix("out of 5 stars") == true, "\(file) has no alt text")
        }
        let page = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
        // 20 products' <img>, and the featured file set's <picture> with its dark source.
        #expect(page.components(separatedBy: "<img ").count == 22)
        #expect(page.contains("<source media=\"(prefers-color-scheme: dark)\" srcset=\"featured/p0.dark.png 1x, featured/p0.dark@2x.png 2x\">"))
        let featured = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("featured").path).sorted()
        #expect(featured == ["p0.dark.png", "p0.dark@2x.png", "p0.png", "p0.svg", "p0@2x.png"])
        for file in featured where file.hasSuffix(".png") {
            #expect((try? PNGDecoder().decode(Array(Data(contentsOf: site.appendingPathComponent("featured/\(file)"))))) != nil)
        }
        #expect((try? PNGDecoder().decode(Array(Data(contentsOf: site.appendingPathComponent("stars.png")))))  != nil)
        // A second run finds every file up to date.
        let again = try Self.run(["\(scratch)/debug/SiteBuilder", site.path])
        #expect(again.output.contains("0 of 1000 badges written"), "\(again.output)")
    }

    /// Runs a command (found on PATH), standard error joined to the output.
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
