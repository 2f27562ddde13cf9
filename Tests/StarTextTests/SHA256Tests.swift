import Foundation
import Testing
@testable import StarText
import StarSupport

/// Our SHA-256 against `sha256sum`, at every length around the block and
/// padding boundaries, and the bundled fonts' digests (Fonts/README.md).
@Suite("SHA-256")
struct SHA256Tests {
    /// What `sha256sum` prints for `bytes`.
    static func reference(_ bytes: [UInt8]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(bytes))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    @Test("every length from 0 to 200 bytes, and 1 MB, as sha256sum")
    func lengths() throws {
        var lengths = Array(0...200)
        lengths.append(1 << 20)
        for length in lengths {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ length) }
            let ours = bytes.withUnsafeBytes { SHA256.hex($0) }
            #expect(ours == (try Self.reference(bytes)), "\(length) bytes")
        }
        #expect([UInt8]("abc".utf8).withUnsafeBytes { SHA256.hex($0) }
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("a face's sha256 is its file's digest")
    func fontDigest() throws {
        let face = try FontFace(contentsOfFile: TestFonts.dejaVuSansPath)
        #expect(face.sha256 == "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322")
        #expect(face.fileName == "DejaVuSans.ttf")
    }
}
