import CFontconfig
import StarSupport

/// The fonts installed on the system, found through fontconfig: by the
/// characters they cover (font fallback) or by family name.
///
/// fontconfig is started on first use only: reading its configuration and
/// cache costs milliseconds, which a badge whose own fonts cover its text
/// never pays. Every call is serialised (fontconfig's configuration is
/// shared state), and each face is loaded once per process.
package enum SystemFonts {
    private struct State {
        var config: OpaquePointer?
        var started = false
        /// Loaded faces by "path#index".
        var faces: [String: FontFace] = [:]
        /// Fallback answers by language and characters: the face's key, or nil.
        var answers: [String: String?] = [:]
    }

    private static let state = Locked(State())

    /// An installed face that has glyphs for every one of `scalars`,
    /// preferring fonts fontconfig ranks best for `language` (a BCP 47 tag);
    /// nil when no installed font covers them all, or fontconfig is missing.
    /// With `color`, only a colour font (emoji) will do.
    package static func face(covering scalars: [Unicode.Scalar], language: String?, color: Bool = false) -> FontFace? {
        guard !scalars.isEmpty else { return nil }
        let question = (color ? "color:" : "") + (language ?? "") + ":" + scalars.map { String($0.value, radix: 16) }.joined(separator: ",")
        return state.withLock { state -> FontFace? in
            if let known = state.answers[question] { return known.flatMap { state.faces[$0] } }
            let answer = Self.findCovering(scalars, language: language, color: color, in: &state)
            state.answers[question] = .some(answer)
            return answer.flatMap { state.faces[$0] }
        }
    }

    /// The installed font file whose family is `family` (compared without
    /// regard to case; the name is a family name only, never read as a
    /// fontconfig pattern), or nil when no installed family has that name.
    package static func file(family: String) -> (path: String, faceIndex: Int)? {
        state.withLock { state -> (path: String, faceIndex: Int)? in
            guard let config = Self.config(&state), let pattern = FcPatternCreate() else { return nil }
            let wanted = family.lowercased()
            defer { FcPatternDestroy(pattern) }
            family.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: family.utf8.count + 1) { _ = FcPatternAddString(pattern, FC_FAMILY, $0) }
            }
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultMatch
            guard let match = FcFontMatch(config, pattern, &result) else { return nil }
            defer { FcPatternDestroy(match) }
            guard Self.strings(FC_FAMILY, of: match).contains(where: { $0.lowercased() == wanted }) else { return nil }
            return Self.file(of: match)
        }
    }

    /// Installed family names, sorted, for suggestions in messages.
    package static func families() -> [String] {
        state.withLock { state -> [String] in
            guard let config = Self.config(&state), let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            guard let objects = FcObjectSetCreate() else { return [] }
            defer { FcObjectSetDestroy(objects) }
            FcObjectSetAdd(objects, FC_FAMILY)
            guard let list = FcFontList(config, pattern, objects) else { return [] }
            defer { FcFontSetDestroy(list) }
            var names = Set<String>()
            for index in 0..<Int(list.pointee.nfont) {
                if let font = list.pointee.fonts[index] { names.formUnion(Self.strings(FC_FAMILY, of: font)) }
            }
            return names.sorted()
        }
    }

    private static func config(_ state: inout State) -> OpaquePointer? {
        if !state.started {
            state.started = true
            state.config = FcInitLoadConfigAndFonts()
        }
        return state.config
    }

    /// Asks fontconfig for the fonts it would use for these characters (its
    /// default family, `language`), best first, and loads the first that
    /// covers them all and that StarText can use.
    private static func findCovering(_ scalars: [Unicode.Scalar], language: String?, color: Bool,
                                     in state: inout State) -> String? {
        guard let config = config(&state), let pattern = FcPatternCreate(), let wanted = FcCharSetCreate() else { return nil }
        defer { FcPatternDestroy(pattern); FcCharSetDestroy(wanted) }
        for scalar in scalars { FcCharSetAddChar(wanted, scalar.value) }
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        if let language, !language.isEmpty {
            language.withCString { text in
                text.withMemoryRebound(to: FcChar8.self, capacity: language.utf8.count + 1) { _ = FcPatternAddString(pattern, FC_LANG, $0) }
            }
        }
        if color { FcPatternAddBool(pattern, FC_COLOR, FcTrue) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let sorted = FcFontSort(config, pattern, FcFalse, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for index in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[index] else { continue }
            var charset: OpaquePointer? = nil
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset,
                  scalars.allSatisfy({ FcCharSetHasChar(charset, $0.value) != 0 }),
                  let (path, faceIndex) = file(of: font) else { continue }
            let key = "\(path)#\(faceIndex)"
            if color, state.faces[key].map({ !$0.isColorFont }) ?? false { continue }
            if state.faces[key] == nil {
                // Fonts StarText cannot use (bitmap-only, unshapeable, damaged) are passed over.
                guard let face = try? FontFace(contentsOfFile: path, faceIndex: faceIndex),
                      scalars.allSatisfy({ face.hasGlyph(for: $0) }), !color || face.isColorFont else { continue }
                state.faces[key] = face
            }
            return key
        }
        return nil
    }

    private static func file(of font: OpaquePointer) -> (path: String, faceIndex: Int)? {
        var file: UnsafeMutablePointer<FcChar8>? = nil
        guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
        var index: Int32 = 0
        if FcPatternGetInteger(font, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
        return (String(cString: file), Int(index))
    }

    private static func strings(_ object: String, of font: OpaquePointer) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>? = nil
        var n: Int32 = 0
        while FcPatternGetString(font, object, n, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            n += 1
        }
        return values
    }
}
