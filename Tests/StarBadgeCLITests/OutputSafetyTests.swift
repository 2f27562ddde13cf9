import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import StarPNG
import StarBadgeTestSupport

/// Where output goes wrong: full disks, read-only folders, devices, links.
@Suite("Output safety", .serialized)
struct OutputSafetyTests {
    /// Runs `mount` and returns whether it worked (it needs root; CI runs as root).
    static func mount(_ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/mount")
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func unmount(_ path: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/umount")
        process.arguments = [path]
        try? process.run()
        process.waitUntilExit()
    }

    @Test("a full disk is an I/O error (74, as README's table says), and no partial file remains")
    func fullDisk() throws {
        let folder = try CommandRunner.temporaryDirectory()
        guard Self.mount(["-t", "tmpfs", "-o", "size=16k", "tmpfs", folder.path]) else {
            // Only root can mount; elsewhere this check cannot run (CI runs as root).
            if getuid() == 0 { Issue.record("cannot mount a tmpfs as root") }
            return
        }
        defer { Self.unmount(folder.path) }
        // Fill the disk, leaving a little room: less than a 4x badge needs.
        try Data(count: 14 * 1024).write(to: folder.appendingPathComponent("filler"))
        let result = try CommandRunner.run(["render", "--rating", "3", "--scale", "4", "-o", "badge.png"], in: folder)
        #expect(result.status == 74, "\(result.error)")
        #expect(result.error.contains("No space left on device"), "\(result.error)")
        #expect(CommandRunner.contents(of: folder) == ["filler"])
        // A batch into the full disk fails per entry and leaves no partial PNG either.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("filler"))
        try Data(count: 15 * 1024).write(to: folder.appendingPathComponent("filler"))
        let input = try CommandRunner.temporaryDirectory().appendingPathComponent("in.csv")
        try Data("name,rating\na,1\nb,2\nc,3\n".utf8).write(to: input)
        let batch = try CommandRunner.run(["batch", input.path, "--out-dir", folder.path, "--scale", "4", "--quiet"])
        #expect(batch.status == 74, "\(batch.error)")
        for name in CommandRunner.contents(of: folder) where name != "filler" {
            #expect(name.hasSuffix(".png") && !name.hasPrefix("."), "left \(name)")
            #expect((try? PNGDecoder().decode(Array(Data(contentsOf: folder.appendingPathComponent(name))))) != nil)
        }
    }

    @Test("a read-only folder is a clear error (73)")
    func readOnly() throws {
        let folder = try CommandRunner.temporaryDirectory()
        guard Self.mount(["-t", "tmpfs", "-o", "ro,size=64k", "tmpfs", folder.path]) else {
            if getuid() == 0 { Issue.record("cannot mount a tmpfs as root") }
            return
        }
        defer { Self.unmount(folder.path) }
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", folder.appendingPathComponent("b.png").path])
        #expect(result.status == 73)
        #expect(result.error.contains("Read-only file system"), "\(result.error)")
    }

    @Test("a device is written in place, never replaced")
    func device() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let node = folder.appendingPathComponent("null").path
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/bin/mknod")
        made.arguments = [node, "c", "1", "3"]
        try made.run()
        made.waitUntilExit()
        guard made.terminationStatus == 0 else {
            if getuid() == 0 { Issue.record("mknod failed as root") }
            return
        }
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", node])
        #expect(result.status == 0, "\(result.error)")
        let type = try FileManager.default.attributesOfItem(atPath: node)[.type] as? FileAttributeType
        #expect(type == .typeCharacterSpecial)
        // /dev/stdout (a link to a pipe here) works too.
        let stdout = try CommandRunner.run(["render", "--rating", "3", "-o", "/dev/stdout"])
        #expect(stdout.status == 0)
        #expect((try? PNGDecoder().decode(stdout.output)) != nil)
    }

    @Test("a symbolic link keeps pointing at its target, which gets the new badge")
    func symlink() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let target = folder.appendingPathComponent("real.png"), link = folder.appendingPathComponent("link.png")
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", link.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect((try? PNGDecoder().decode(Array(Data(contentsOf: target)))) != nil)
        #expect(Set(CommandRunner.contents(of: folder)) == ["link.png", "real.png"])
    }

    @Test("the same badge again leaves the file alone; a different one replaces it")
    func unchangedOutput() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let output = folder.appendingPathComponent("badge.png").path
        func identity() throws -> (inode: Int, modified: Date, bytes: Data) {
            let attributes = try FileManager.default.attributesOfItem(atPath: output)
            return ((attributes[.systemFileNumber] as? Int) ?? -1, (attributes[.modificationDate] as? Date) ?? .distantPast,
                    try Data(contentsOf: URL(fileURLWithPath: output)))
        }
        #expect(try CommandRunner.run(["render", "--rating", "3", "-o", output]).status == 0)
        let first = try identity()
        // An old modification time shows whether the file was touched.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: output)
        #expect(try CommandRunner.run(["render", "--rating", "3", "-o", output]).status == 0)
        let second = try identity()
        #expect(second.inode == first.inode && second.bytes == first.bytes)
        #expect(second.modified == Date(timeIntervalSince1970: 1_000_000))
        #expect(try CommandRunner.run(["render", "--rating", "4", "-o", output]).status == 0)
        let third = try identity()
        #expect(third.bytes != first.bytes && third.modified > Date(timeIntervalSince1970: 1_000_000))
        #expect((try? PNGDecoder().decode(Array(third.bytes))) != nil)
        #expect(Set(CommandRunner.contents(of: folder)) == ["badge.png"])
    }

    @Test("a folder as the output is a clear error")
    func folderOutput() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["render", "--rating", "3", "-o", folder.path])
        #expect(result.status == 73)
        #expect(result.error.contains("it is a folder"))
    }
}
