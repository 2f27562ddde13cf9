import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import StarPNG
import StarBadgeTestSupport

/// Labels and fonts through the real command.
@Suite("Labels from the command line")
struct LabelProcessTests {
    @Test("a label renders from any folder and from a copy of the binary elsewhere")
    func anywhere() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "4", "--label", "Rating: {rating}", "-o", "x.png"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        let image = try PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent("x.png"))))
        #expect(image.width > 144 && image.height == 32)

        let copy = folder.appendingPathComponent("bin/starbadge")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.copyExecutable(CommandRunner.executable, to: copy)
        // Its fonts where an installation has them: share/starbadge/fonts beside bin/.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("share/starbadge"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Fonts"),
                                         to: folder.appendingPathComponent("share/starbadge/fonts"))
        let copied = try CommandRunner.run(["render", "--rating", "4", "--label", "Rating: {rating}", "-o", "y.png"],
                                           in: folder, executable: copy)
        #expect(copied.status == 0, "\(copied.error)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("y.png")) == Data(contentsOf: folder.appendingPathComponent("x.png")))
    }

    /// Copies an executable so it can be started at once: written under a
    /// temporary name through a descriptor no program inherits (O_CLOEXEC: a
    /// child another test forks meanwhile drops it at its exec instead of
    /// keeping the file open for writing, which makes exec fail with
    /// ETXTBSY), flushed and closed, then renamed into place.
    static func copyExecutable(_ source: URL, to destination: URL) throws {
        let bytes = try Data(contentsOf: source)
        let temporary = destination.deletingLastPathComponent().appendingPathComponent(".\(destination.lastPathComponent).partial")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { return false }
                offset += n
            }
            return true
        }
        let synced = fsync(descriptor) == 0
        guard close(descriptor) == 0, written, synced, rename(temporary.path, destination.path) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    @Test("a missing character is reported once, and the render succeeds")
    func missingCharacter() throws {
        let result = try CommandRunner.run(["render", "--rating", "4", "--label", "中 中 {rating}", "--no-system-fonts", "-o", "-"])
        #expect(result.status == 0)
        #expect(result.error.components(separatedBy: "U+4E2D").count == 2, "stderr: \(result.error)")
        #expect(result.error.contains("DejaVu Sans"))
    }

    struct BadFont: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let bytes: [UInt8]?
        let status: Int32
    }

    @Test("a bad font file is a clear error with no output", arguments: [
        BadFont(testDescription: "missing path", bytes: nil, status: 66),
        BadFont(testDescription: "empty file", bytes: [], status: 65),
        BadFont(testDescription: "random bytes", bytes: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }, status: 65),
        BadFont(testDescription: "truncated TTF", bytes: nil, status: 65),
    ])
    func badFont(_ font: BadFont) throws {
        let folder = try CommandRunner.temporaryDirectory()
        let path = folder.appendingPathComponent("font.ttf")
        if font.testDescription == "truncated TTF" {
            let real = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Fonts/DejaVuSans.ttf"))
            try real.prefix(20_000).write(to: path)
        } else if let bytes = font.bytes {
            try Data(bytes).write(to: path)
        }
        let result = try CommandRunner.run(["render", "--rating", "3", "--label", "x", "--font", path.path, "-o", "out.png"], in: folder)
        #expect(result.status == font.status, "\(result.error)")
        #expect(result.error.contains(path.path), "stderr: \(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.png").path))
    }

    @Test("bad label options are usage errors", arguments: [
        (["--label", "x", "--label-format", "%q"], "--label-format"),
        (["--label", "x", "--label-position", "middle"], "--label-position"),
        (["--label", "x", "--font-size", "0"], "--font-size"),
        (["--label", "x", "--label-gap", "-2"], "--label-gap"),
        (["--label", "x", "--text-color", "#12"], "--text-color"),
        (["--text-color", "#123"], "needs '--label'"),
        (["--label", "a\tb"], "control character"),
    ])
    func badOptions(arguments: [String], mentions: String) throws {
        let result = try CommandRunner.run(["render", "--rating", "3"] + arguments + ["-o", "-"])
        #expect(result.status == 64, "\(result.error)")
        #expect(result.error.contains(mentions), "stderr: \(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("measure prints the size and boxes that render produces")
    func measure() throws {
        let arguments = ["--rating", "4", "--label", "Rating: {rating}", "--label-position", "left"]
        let measured = try CommandRunner.run(["measure"] + arguments)
        #expect(measured.status == 0, "\(measured.error)")
        struct Layout: Decodable {
            struct Box: Decodable { let x: Double, y: Double, width: Double, height: Double }
            let width: Int, height: Int, stars: [Box], label: Box?
        }
        let layout = try JSONDecoder().decode(Layout.self, from: Data(measured.output))
        let rendered = try PNGDecoder().decode(CommandRunner.run(["render"] + arguments + ["-o", "-"]).output)
        #expect(layout.width == rendered.width && layout.height == rendered.height)
        #expect(layout.stars.count == 5)
        let label = try #require(layout.label)
        #expect(label.x < layout.stars[0].x)
    }
}
