#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StarUnicode
import StarText
import StarSupport

/// Finds and caches fonts: the bundled default (DejaVu Sans) and font files
/// named by the user. A file is loaded once while it stays among the last
/// `keptFaces` files loaded (a process names a few fonts; a long-running
/// library user naming many starts the cache over, and the faces its specs
/// hold stay alive with them). Faces are safe to share between threads.
package enum FontLibrary {
    /// The bundled default font's file name.
    package static let defaultFontFile = "DejaVuSans.ttf"
    /// Environment variable naming a folder that holds the bundled fonts.
    package static let fontsEnvironmentVariable = "STARBADGE_FONTS"

    /// Most faces kept; past it the cache starts over.
    package static let keptFaces = 64
    private static let cache = Locked<[String: FontFace]>([:])

    /// The face in the font file at `path` (loaded once).
    package static func face(atPath path: String, faceIndex: Int = 0) throws(BadgeError) -> FontFace {
        let key = faceIndex == 0 ? path : "\(path)#\(faceIndex)"
        if let cached = cache.withLock({ $0[key] }) { return cached }
        let face: FontFace
        do {
            face = try FontFace(contentsOfFile: path, faceIndex: faceIndex)
        } catch {
            throw .font(path: path, reason: .unusable("\(error)"))
        }
        cache.withLock { faces in
            if faces.count >= keptFaces { faces.removeAll(keepingCapacity: true) }
            faces[key] = face
        }
        return face
    }

    /// The fonts shipped with StarBadge, by family name in lower case without spaces.
    private static let bundledFamilies = ["dejavusans": defaultFontFile, "fontawesome": "FontAwesome.ttf"]

    /// A font named on the command line: a file path, or a family name
    /// ("Noto Sans", "FontAwesome") looked up among the bundled fonts, then
    /// among the fonts installed on the system (through fontconfig). A name
    /// with a slash or a font file extension, or that names an existing
    /// file, is a path.
    /// - Throws: `BadgeError.font` when the file cannot be loaded, or no
    ///   bundled or installed family has the name (the message lists
    ///   installed families that look alike); `BadgeError.invalid` naming
    ///   `font` for a name that breaks `TextRules.name` (a control
    ///   character, line break or noncharacter, with its position).
    package static func face(named name: String) throws(BadgeError) -> FontFace {
        do { try TextRules.name.check(name) } catch { throw .invalid(.labelFonts, value: name, reason: .unusable("\(error.description)")) }
        if !isFamilyName(name) { return try face(atPath: name) }
        let lower = name.lowercased()
        let compact = lower.filter { $0 != " " && $0 != "-" && $0 != "_" }
        if let file = bundledFamilies[compact],
           let path = searchFolders.map({ $0 + "/" + file }).first(where: { access($0, R_OK) == 0 }) {
            return try face(atPath: path)
        }
        if let found = SystemFonts.file(family: name) { return try face(atPath: found.path, faceIndex: found.faceIndex) }
        throw .font(path: name, reason: .unusable("\(familyNotFound(name))"))
    }

    /// Whether `face(named:)` looks `name` up as a family rather than
    /// reading it as a file: it has no slash, no font file extension, and
    /// names no existing file.
    package static func isFamilyName(_ name: String) -> Bool {
        let lower = name.lowercased()
        let fileExtensions = [".ttf", ".otf", ".ttc", ".otc", ".pfb", ".pfa", ".woff", ".woff2", ".dfont"]
        return !(name.contains("/") || fileExtensions.contains(where: lower.hasSuffix) || access(name, F_OK) == 0)
    }

    private static func familyNotFound(_ name: String) -> String {
        let wanted = name.lowercased()
        let alike = SystemFonts.families()
            .map { (family: $0, distance: EditDistance.between(wanted, $0.lowercased())) }
            .filter { $0.distance <= max(2, wanted.count / 3) }
            .sorted { ($0.distance, $0.family) < ($1.distance, $1.family) }
            .map(\.family)
        let hint = alike.isEmpty ? "" : "; installed families like it: " + alike.prefix(5).joined(separator: ", ")
        return "no font file or font family named '\(Echo.value(name))' (bundled: DejaVu Sans, FontAwesome; "
            + "installed fonts are found through fontconfig, `fc-list : family` lists them)\(hint)"
    }

    /// The bundled default face, or an error that says where it was looked
    /// for and how to fix it.
    package static func defaultFace() throws(BadgeError) -> FontFace {
        let candidates = searchFolders.map { $0 + "/" + defaultFontFile }
        guard let path = candidates.first(where: { access($0, R_OK) == 0 }) else {
            throw .font(path: defaultFontFile, reason: .notApplicable("""
                the bundled font was not found (looked in \(searchFolders.joined(separator: ", "))); \
                install Fonts/\(defaultFontFile) into <prefix>/share/starbadge/fonts, set \
                \(fontsEnvironmentVariable) to a folder holding it, or pass \(setting: .labelFonts) FILE
                """))
        }
        do { return try face(atPath: path) } catch {
            // Blamed on where the file was found (the environment, an installation), never on --font.
            let source = searchFolders.first.map { path.hasPrefix($0 + "/") } == true && getenv(fontsEnvironmentVariable) != nil
                ? "found through \(fontsEnvironmentVariable)" : "the bundled font"
            throw .font(path: defaultFontFile, reason: .unusable("'\(Echo.value(path))' (\(source)) is not a usable font: \(error.reason)"))
        }
    }

    /// Where the bundled fonts may be, in order (`BundledFontFolders`):
    /// $STARBADGE_FONTS; `Fonts/` beside the executable;
    /// `../share/starbadge/fonts` from the executable's folder; StarBadge's
    /// source tree when the executable is inside a SwiftPM `.build` folder.
    package static var searchFolders: [String] { BundledFontFolders.all }
}
