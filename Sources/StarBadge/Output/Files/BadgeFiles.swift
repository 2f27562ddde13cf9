import StarSupport

/// Every file of one badge: the badge and its dark variant, each PNG at
/// every scale, and one SVG (which scales itself); each file named by the
/// one naming rule, with its pixel size, its bytes and its markup image.
///
/// The naming rule, from a base name `NAME` (a path without extension):
/// `NAME[.dark][@<scale>x][.<hash>].<format>`, the scale mark only above
/// scale 1, `.dark` for the dark variant's files, a content hash only when
/// the caller asks for one (`File.path(hash:)`). A base name that already
/// ends in a scale mark (`badge@2x`, a badge drawn at scale 2) keeps the
/// mark last: its dark file is `badge.dark@2x.png`.
///
/// A dark PNG is a file of its own (`NAME.dark.png`, `NAME.dark@2x.png`); a
/// dark SVG is not: the light SVG adapts to it (`prefers-color-scheme: dark`
/// inside it switches every colour), so a file set with a dark variant has
/// no dark SVG file.
///
/// ```swift
/// let files = try BadgeFiles(badge, dark: try badge.darkVariant(dark), scales: [1, 2],
///                            formats: [.png, .svg], name: "badges/dune")
/// for file in files.files {            // badges/dune.png, dune@2x.png, dune.svg, dune.dark.png, dune.dark@2x.png
///     try write(files.bytes(of: file, renderer: renderer), to: file.path)
/// }
/// let markup = files.markup()          // <picture> with the dark source and the srcset
/// ```
public struct BadgeFiles: Sendable {
    /// One file of the set.
    public struct File: Sendable {
        /// The file's path by the naming rule, without a content hash.
        public let path: String
        /// The scale it is drawn at: 1 for the CSS size, 2 for the @2x PNG… (always 1 for the SVG).
        public let scale: Int
        /// PNG or SVG.
        public let format: OutputSettings.Format
        /// Whether it is the dark variant's file (only PNGs: the SVG adapts).
        public let isDark: Bool
        /// The badge drawn in it: the set's light or dark badge at `scale`.
        public let spec: BadgeSpec
        /// Its size in pixels (an SVG's in CSS pixels: the badge's at scale 1).
        package var width: Int { spec.pixelSize.width }
        /// See `width`.
        package var height: Int { spec.pixelSize.height }

        /// The base name and extension (with its dot, or empty) the path is made from.
        let name: String, pathExtension: String

        /// The path with a content hash before the extension
        /// (`NAME[.dark][@2x].<hash>.png`), for a file name that changes
        /// whenever the bytes do; `hash` is used as given.
        public func path(hash: String) -> String {
            BadgeFiles.path(name: name, isDark: isDark, scale: scale, hash: hash, pathExtension: pathExtension)
        }

        /// The file as a page refers to it, at `url` (its path when not given).
        public func image(url: String? = nil) -> BadgeMarkup.Image {
            BadgeMarkup.Image(url: url ?? path, scale: scale, isDark: isDark, format: format)
        }
    }

    /// The badge at scale 1 (its `pixelSize` is the CSS size).
    public var spec: BadgeSpec { variants[0] }
    /// Its dark variant (usually `spec.darkVariant(_:)`), or nil.
    public var dark: BadgeSpec? { variants.count > 1 ? variants[1] : nil }
    /// The badge, then its dark variant: held in an array, so that a set is a
    /// few words wherever it is kept (a `BadgeSpec` is kilobytes).
    private let variants: [BadgeSpec]
    /// The PNG scales, each once, in the order given.
    public let scales: [Int]
    /// The formats, each once, in the order given.
    public let formats: [OutputSettings.Format]
    /// The base name every file's path is made from (a path without extension).
    public let name: String
    /// Every file, in the order to write them: the light badge's (each format
    /// in order, the PNGs by scale), then the dark variant's PNGs.
    public let files: [File]

    /// The files of `spec` (and `dark`) at `scales` in `formats`, named
    /// from `name` (for example "badges/dune"; the extension is the format's).
    /// - Throws: `BadgeError` when a scale is below 1 or makes the badge
    ///   larger than `BadgeLimits` allow (`variant(scaledBy:)`).
    public init(_ spec: BadgeSpec, dark: BadgeSpec? = nil, scales: [Int] = [1], formats: [OutputSettings.Format] = [.png],
                name: String) throws(BadgeError) {
        try self.init(spec, dark: dark, scales: scales, formats: formats, name: name, pathExtension: nil)
    }

    /// The files of `spec` (and `dark`) named beside `firstFile`, the light
    /// scale-1 file's path as given (the command line's `-o`): the others
    /// keep its extension, whatever the format ("-o badge" writes "badge.dark").
    package init(_ spec: BadgeSpec, dark: BadgeSpec? = nil, scales: [Int] = [1], format: OutputSettings.Format,
                 firstFile: String) throws(BadgeError) {
        let (name, pathExtension) = Self.split(firstFile)
        try self.init(spec, dark: dark, scales: scales, formats: [format], name: name, pathExtension: pathExtension)
    }

    private init(_ spec: BadgeSpec, dark: BadgeSpec?, scales: [Int], formats: [OutputSettings.Format], name: String,
                 pathExtension: String?) throws(BadgeError) {
        variants = [spec] + (dark.map { [$0] } ?? [])
        self.name = name
        var uniqueScales: [Int] = [], uniqueFormats: [OutputSettings.Format] = []
        for scale in scales where !uniqueScales.contains(scale) { uniqueScales.append(scale) }
        for format in formats where !uniqueFormats.contains(format) { uniqueFormats.append(format) }
        self.scales = uniqueScales
        self.formats = uniqueFormats
        var files: [File] = []
        for (variant, isDark) in zip(variants, [false, true]) {
            // A dark SVG is no file: the light one adapts to it.
            for format in uniqueFormats where !(isDark && format == .svg) {
                let fileExtension = pathExtension ?? "." + format.rawValue
                for scale in format == .svg ? [1] : uniqueScales {
                    let drawn = scale == 1 ? variant : try variant.variant(scaledBy: scale)
                    files.append(File(path: Self.path(name: name, isDark: isDark, scale: scale, hash: nil, pathExtension: fileExtension),
                                      scale: scale, format: format, isDark: isDark, spec: drawn, name: name,
                                      pathExtension: fileExtension))
                }
            }
        }
        self.files = files
    }

    /// The file's bytes, rendered by `renderer` with `output` (its format
    /// set to the file's): a PNG, or the SVG, which adapts to the dark
    /// variant when there is one (`BadgeRenderer.bytes(for:dark:_:)`).
    /// - Throws: as `BadgeRenderer.bytes(for:_:)`.
    public func bytes(of file: File, renderer: BadgeRenderer, _ output: OutputSettings = OutputSettings()) throws(BadgeWriteError) -> [UInt8] {
        try bytes(of: file, renderer: renderer, output, altText: nil)
    }

    /// `bytes(of:renderer:_:)` with `altText`, the alt text `output` gives
    /// the set's badge (every file of a set has the same: one rating, one
    /// count), when the caller has it already; nil: described here.
    package func bytes(of file: File, renderer: BadgeRenderer, _ output: OutputSettings,
                       altText described: String?) throws(BadgeWriteError) -> [UInt8] {
        var output = output
        output.format = file.format
        if file.format == .svg, !file.isDark, let dark {
            return try renderer.bytes(for: file.spec, dark: dark, output).light
        }
        return try renderer.bytes(for: file.spec, output, altText: described)
    }

    /// Every file as a page refers to it (`url` gives each one's URL; its
    /// path when not given), for `BadgeMarkup`.
    public func images(url: (File) -> String = \.path) -> [BadgeMarkup.Image] {
        files.map { $0.image(url: url($0)) }
    }

    /// The markup showing these files (`BadgeMarkup`): the `<img>`, the
    /// `<picture>` with the dark source and the scales' `srcset`, the mail
    /// form; `url` gives each file's URL (its path when not given). Nil
    /// without a light file (no format).
    public func markup(alt: AltText = AltText(), link: BadgeLink? = nil, lazy: Bool = true,
                       url: (File) -> String = \.path) -> BadgeMarkup? {
        BadgeMarkup(spec, alt: alt, images: images(url: url), link: link, lazy: lazy)
    }

    /// The naming rule for a file of the base name `name`, with the format's extension.
    package static func path(name: String, isDark: Bool = false, scale: Int = 1, hash: String? = nil,
                            format: OutputSettings.Format = .png) -> String {
        path(name: name, isDark: isDark, scale: scale, hash: hash, pathExtension: "." + format.rawValue)
    }

    /// The naming rule with `pathExtension` as given (with its dot, or empty
    /// for none): `.dark` before a scale mark `name` already ends in, then
    /// the scale's mark, the hash and the extension.
    package static func path(name: String, isDark: Bool, scale: Int, hash: String?, pathExtension: String) -> String {
        var path = isDark ? darkName(name) : name
        if scale != 1 { path += "@\(scale)x" }
        if let hash { path += "." + hash }
        return path + pathExtension
    }

    /// The file of the naming rule beside `firstFile` (the light scale-1
    /// file's path as given), keeping its extension.
    package static func path(beside firstFile: String, isDark: Bool, scale: Int) -> String {
        let (name, pathExtension) = split(firstFile)
        return path(name: name, isDark: isDark, scale: scale, hash: nil, pathExtension: pathExtension)
    }

    /// `name` with the dark mark: "a" → "a.dark", and before a scale mark
    /// its last component ends in, "a@2x" → "a.dark@2x" ("@2x" alone is a
    /// name, not a mark).
    private static func darkName(_ name: String) -> String {
        // A scale mark ends in "x": without that last byte there is none.
        guard name.utf8.last == UInt8(ascii: "x") else { return name + ".dark" }
        let nameStart = name.lastSlash.map { name.index(after: $0) } ?? name.startIndex
        let stem = name[nameStart...]
        if let at = stem.lastIndex(of: "@"), at > stem.startIndex, stem.last == "x", stem.distance(from: at, to: stem.endIndex) > 2,
           stem[stem.index(after: at)...].dropLast().allSatisfy(\.isNumber) {
            return String(name[..<at]) + ".dark" + String(name[at...])
        }
        return name + ".dark"
    }

    /// A path split into its base name and extension (from the last dot of
    /// its last component, not a leading one; empty without one).
    private static func split(_ path: String) -> (name: String, pathExtension: String) {
        let nameStart = path.lastSlash.map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return (path, "") }
        return (String(path[..<dot]), String(path[dot...]))
    }
}
