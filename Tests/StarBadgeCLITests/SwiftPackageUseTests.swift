import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// README's "From Swift" section as a new user meets it: its Package.swift
/// and its site generator, in a package of their own outside this one that
/// depends on it by path, built and run; every badge it writes decodes and
/// carries its alt text. (The build is kept in .build/package-use, so only
/// the first run compiles everything.)
@Suite("README: the library from another package")
struct SwiftPackageUseTests {
    /// The code block after `<!-- marker -->` in README.
    static func readmeBlock(_ marker: String) throws -> String {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let after = try #require(readme.range(of: "<!-- \(marker) -->\n```swift\n")).upperBound
        let end = try #require(readme.range(of: "\n```\n", range: after..<readme.endIndex)).lowerBound
        return String(readme[after..<end]) + "\n"
    }

    @Test("README's site generator is the example program")
    func exampleIsReadme() throws {
        let example = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/StarBadgeExample/main.swift"),
                                 encoding: .utf8)
        #expect(try Self.readmeBlock("site-generator") == example)
    }

    @Test("a package depending on StarBadge by path builds README's generator, which writes 1,000 badges with alt text",
          .endToEnd, .timeLimit(.minutes(20)))
    func outsidePackage() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-package-\(UUID().uuidString)")
        let consumer = work.appendingPathComponent("SiteBuilder")
        try FileManager.default.createDirectory(at: consumer.appendingPathComponent("Sources/SiteBuilder"),
                                                withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        // The checkout beside the new package, under the name README asks for.
        try FileManager.default.createSymbolicLink(at: work.appendingPathComponent("StarBadge"),
                                                   withDestinationURL: PackagePaths.root)
        // README's released-version line, by path to this checkout (Scripts/e2e-package-version.sh tests the version).
        try Self.readmeBlock("package-swift")
            .replacingOccurrences(of: #"\.package\(url: "[^"]*", from: "[^"]*"\)"#, with: #".package(path: "../StarBadge")"#,
                                  options: .regularExpression)
            .write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.readmeBlock("site-generator").write(to: consumer.appendingPathComponent("Sources/SiteBuilder/main.swift"),
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
        #expect(page.components(separatedBy: "<img ").count == 21)
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
