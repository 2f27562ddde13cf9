import StarSupport

/// Path arithmetic on plain strings ("/"-separated), enough for referring
/// from one output file to another (a badge's files are named by
/// `BadgeFiles`).
enum FilePaths {
    /// The folder part of a path ("" for a bare name).
    static func directory(_ path: String) -> String {
        guard let slash = path.lastSlash else { return "" }
        return String(path[...slash])
    }

    /// The last component.
    static func name(_ path: String) -> String {
        guard let slash = path.lastSlash else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// How a file in `fromDirectory` refers to `target` (both relative to
    /// the same working folder, or both absolute): "../img/sprite.png".
    static func relative(_ target: String, fromDirectoryOf file: String) -> String {
        // One absolute, one relative: both from the root, so the reference is still relative
        // (a page must never carry a file-system path).
        guard file.hasPrefix("/") == target.hasPrefix("/") else {
            guard let folder = POSIX.currentDirectory else { return target }
            return relative(target.hasPrefix("/") ? target : folder + "/" + target,
                            fromDirectoryOf: file.hasPrefix("/") ? file : folder + "/" + file)
        }
        let from = components(directory(file)), to = components(target)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        // Only the file system knows where a ".." in the referring file's folder leads.
        if from[common...].contains("..") { return relativeOnDisk(target, fromDirectoryOf: file) }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// `relative` between the two files' folders as they are on disk
    /// (absolute, links and ".." resolved), or with ".." taken lexically
    /// where a folder does not exist: never `target` as given, which may be
    /// an absolute path made from a relative one.
    private static func relativeOnDisk(_ target: String, fromDirectoryOf file: String) -> String {
        func physical(_ path: String) -> String {
            let folder = directory(path)
            let resolved = POSIX.resolvedPath(folder.isEmpty ? "." : folder) ?? lexical(folder.isEmpty ? "." : folder)
            return (resolved == "/" ? "" : resolved) + "/" + name(path)
        }
        return relative(physical(target), fromDirectoryOf: physical(file))
    }

    /// `path` made absolute against the working folder, with "." and ".." taken as written.
    private static func lexical(_ path: String) -> String {
        var parts: [String] = []
        for part in components(path.hasPrefix("/") ? path : (POSIX.currentDirectory ?? "") + "/" + path) {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// What `relative` gives for any file directly in `folder`, without the
    /// file's name: `relative(folder + "/" + name, …)` is this + name.
    static func relativePrefix(ofFilesIn folder: String, fromDirectoryOf file: String) -> String {
        String(relative(folder + "/x", fromDirectoryOf: file).dropLast())
    }

    /// The path without "." components and repeated slashes ("./a//b" → "a/b").
    static func normalized(_ path: String) -> String {
        (path.hasPrefix("/") ? "/" : "") + components(path).joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }
}
