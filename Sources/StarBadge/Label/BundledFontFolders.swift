#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders that may hold the bundled fonts (`Fonts/` of the source
/// tree), found from where the running executable really is, never from
/// the path the sources had on the machine that compiled them:
///
/// 1. `$STARBADGE_FONTS`;
/// 2. `Fonts/` beside the executable (an unpacked archive, a copied binary);
/// 3. `../share/starbadge/fonts` from the executable's folder (an
///    installation under a prefix: `bin/starbadge`, `share/starbadge/fonts/`);
/// 4. inside a SwiftPM build folder (`swift run`, `swift test`, a client
///    package's executable): `Fonts/` of the package the `.build` folder
///    belongs to, when it is StarBadge's, or of StarBadge's checkout in
///    `.build/checkouts/`.
///
/// The executable's path is its real path (symbolic links resolved), so a
/// link in `/usr/local/bin` to an unpacked archive finds the archive's fonts.
enum BundledFontFolders {
    /// The folders, in the order they are searched.
    static var all: [String] {
        var folders: [String] = []
        if let environment = getenv(FontLibrary.fontsEnvironmentVariable), environment.pointee != 0 {
            folders.append(String(cString: environment))
        }
        guard let executable = executablePath(), let slash = executable.lastIndex(of: "/") else { return folders }
        let folder = String(executable[..<slash])
        folders.append(folder + "/Fonts")
        folders.append(parent(of: folder) + "/share/starbadge/fonts")
        folders += buildFolderFonts(executableFolder: folder)
        return folders
    }

    /// A file every StarBadge source tree has, telling its checkout from another package's.
    private static let packageMarker = "/Sources/StarBadge/Label/BundledFontFolders.swift"

    /// `Fonts/` of StarBadge's source tree when the executable is inside a
    /// `.build` folder: the tree holding that folder, or a checkout in it.
    private static func buildFolderFonts(executableFolder: String) -> [String] {
        var folder = executableFolder
        while folder.count > 1 {
            if folder.hasSuffix("/.build") {
                let root = parent(of: folder)
                let trees = [root] + subfolders(of: folder + "/checkouts").map { folder + "/checkouts/" + $0 }
                return trees.filter { access($0 + packageMarker, F_OK) == 0 }.map { $0 + "/Fonts" }
            }
            folder = parent(of: folder)
        }
        return []
    }

    private static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return "/" }
        return String(folder[..<slash])
    }

    /// The names in `folder` (sorted, without "." and ".."), or none when it cannot be read.
    private static func subfolders(of folder: String) -> [String] {
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// The running executable's real path: the kernel's `/proc/self/exe` on
    /// Linux, `_NSGetExecutablePath` with links resolved on macOS.
    private static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
        #else
        return nil
        #endif
    }
}
