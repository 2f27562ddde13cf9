import StarBadge

/// The files of a shard manifest's entry ("variants", "dark", "svg"), in
/// the order `batch` writes them (light, then dark; each in the run's
/// format order, PNGs by scale), each path named again by `BadgeFiles.path`
/// from the entry's name, variant, scale and format (and content hash with
/// `--hash-names`): a path batch would not give that file is refused.
struct EntryFiles {
    let files: [BatchFile]

    init(_ fields: ManifestFields, name: OutputName) throws(CLIError) {
        var light = try Self.pngs(fields, "variants", dark: false, name: name)
        var dark = try Self.pngs(fields, "dark", dark: true, name: name)
        var vectors: [BatchFile] = []
        for file in try fields.objects("svg") {
            let isDark = try file.bool("dark")
            vectors.append(BatchFile(scale: 1, dark: isDark, format: .svg,
                                     path: try Self.path(file, name: name, dark: isDark, scale: 1, format: .svg),
                                     width: try file.integer("width", minimum: 1), height: try file.integer("height", minimum: 1),
                                     changed: false))
        }
        try Self.checkSet(fields, light: light, dark: dark, vectors: vectors)
        // The run's format order shows in "file", the first file written.
        let svgFirst = !light.isEmpty && (try? fields.string("file")) == vectors.first?.path
        let lightSVG = vectors.filter { !$0.dark }, darkSVG = vectors.filter(\.dark)
        light = svgFirst ? lightSVG + light : light + lightSVG
        dark = svgFirst ? darkSVG + dark : dark + darkSVG
        files = light + dark
    }

    /// The PNGs of the list `key` ("variants": light, "dark").
    private static func pngs(_ fields: ManifestFields, _ key: String, dark: Bool, name: OutputName) throws(CLIError) -> [BatchFile] {
        var files: [BatchFile] = []
        for file in try fields.objects(key) {
            let scale = try file.integer("scale", minimum: 1)
            files.append(BatchFile(scale: scale, dark: dark, path: try path(file, name: name, dark: dark, scale: scale, format: .png),
                                   width: try file.integer("width", minimum: 1), height: try file.integer("height", minimum: 1),
                                   changed: false))
        }
        return files
    }

    /// The file's "file", when it is the path batch gives it: plain, or with
    /// a content hash of `BatchFile.hashLength` lower-case hex digits.
    private static func path(_ file: ManifestFields, name: OutputName, dark: Bool, scale: Int,
                             format: OutputSettings.Format) throws(CLIError) -> String {
        let given = try file.string("file")
        let plain = BadgeFiles.path(name: name.path, isDark: dark, scale: scale, format: format)
        if given == plain { return given }
        let hash = String(given.dropLast(format.rawValue.count + 1).suffix(BatchFile.hashLength))
        if hash.count == BatchFile.hashLength, hash.allSatisfy({ "0123456789abcdef".contains($0) }),
           given == BadgeFiles.path(name: name.path, isDark: dark, scale: scale, hash: hash, format: format) {
            return given
        }
        throw file.error("file", "is not the path batch gives that file ('\(plain)', or with --hash-names its hash before "
                         + "'.\(format.rawValue)')")
    }

    /// What every entry of a run has: its PNG scales each once, the same in
    /// the dark variant, at most one SVG per variant, the dark variant with
    /// the light one's PNG scales (and an SVG only beside a light one).
    private static func checkSet(_ fields: ManifestFields, light: [BatchFile], dark: [BatchFile],
                                 vectors: [BatchFile]) throws(CLIError) {
        let scales = light.map(\.scale)
        if Set(scales).count != scales.count { throw fields.error("variants", "lists a scale twice") }
        let lightSVG = vectors.count { !$0.dark }, darkSVG = vectors.count { $0.dark }
        if lightSVG > 1 || darkSVG > 1 { throw fields.error("svg", "lists more than one SVG of a variant") }
        // A light SVG with dark PNGs adapts itself (today's batch); a dark SVG file needs a light one.
        if !dark.isEmpty || darkSVG > 0, dark.map(\.scale) != scales || darkSVG > lightSVG {
            throw fields.error("dark", "does not have the light variant's scales and formats")
        }
    }
}
