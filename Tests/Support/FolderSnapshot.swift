import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every regular file under a folder, by path relative to it, with its bytes
/// and its identity on disk (inode and modification time), so tests can say
/// "these two runs wrote the same bytes" and "this run touched nothing".
public struct FolderSnapshot: Equatable, Sendable {
    /// Where a file sits on disk and when it was last written. A rewrite
    /// through a temporary file and rename always changes the inode.
    public struct Stamp: Equatable, Sendable {
        public let inode: UInt64
        public let modifiedSeconds: Int
        public let modifiedNanoseconds: Int
    }

    public let files: [String: [UInt8]]
    public let stamps: [String: Stamp]

    public var paths: [String] { files.keys.sorted() }

    public init(of folder: URL) {
        var files: [String: [UInt8]] = [:], stamps: [String: Stamp] = [:]
        let root = folder.path
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            for name in (try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR:
                    walk(path)
                case S_IFREG:
                    files[path] = (try? Array(Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))) ?? []
                    stamps[path] = Self.stamp(info)
                default:
                    continue
                }
            }
        }
        walk("")
        self.files = files
        self.stamps = stamps
    }

    /// The stamp of one file (not following a final symlink), or nil if it is missing.
    public static func stamp(of path: String) -> Stamp? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return stamp(info)
    }

    private static func stamp(_ info: stat) -> Stamp {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(inode: UInt64(info.st_ino), modifiedSeconds: Int(time.tv_sec), modifiedNanoseconds: Int(time.tv_nsec))
    }
}
