// libFuzzer target: the SVG writer. The first bytes choose a badge's options
// (style, shape, fill, direction, stars, empty style, border, pictures, fonts
// with colour glyphs, --svg-text outlines|fonts, a sprite sheet); the rest,
// split at NUL bytes, are its texts: label, alt text, value text and a
// path: shape. They go through `render`'s own parsing and
// validation (a refused spec is fine). Every SVG written, the badge's and the
// sprite sheet's, must be well-formed XML (libxml2) and render in librsvg
// without an error, both in-process (Fuzz/SVGCheck, linked by Fuzz/build.sh).
// Run from the package root: fonts and pictures are read from Fonts/ and Fixtures/.
//
// SVGWRITER_VERBOSE=1 prints each input's arguments and what became of them.
// SVGWRITER_SKIP_UNCHECKED_TEXTS=1 skips inputs with a text XML cannot hold
// (U+FFFE, U+FFFF, C0 controls but tab and line breaks): until every text is
// checked where it enters (issue 23, Build 3), those are known failures.
import Glibc
import StarBadge
@testable import StarBadgeCLI
import SVGCheck

struct FuzzChoices {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next byte (0 past the end).
    mutating func byte() -> Int {
        defer { position += 1 }
        return position < bytes.count ? Int(bytes[position]) : 0
    }

    mutating func pick<T>(_ options: [T]) -> T { options[byte() % options.count] }

    mutating func flag() -> Bool { byte() & 1 == 1 }
}

let skipsUncheckedTexts = getenv("SVGWRITER_SKIP_UNCHECKED_TEXTS") != nil
let verbose = getenv("SVGWRITER_VERBOSE") != nil

/// Whether XML 1.0 can hold every scalar of `text` (its Char production).
func xmlCanHold(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
        let v = scalar.value
        return v == 0x9 || v == 0xA || v == 0xD || (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || v >= 0x10000
    }
}

/// `render`'s arguments from the fuzz bytes: options from the first 24
/// bytes (only combinations `render` accepts: shields styles set their own
/// sizes, pictures replace the shape), texts from the rest.
func arguments(_ bytes: [UInt8]) -> (arguments: [String], texts: [String], sprite: Double?) {
    var choose = FuzzChoices(Array(bytes.prefix(24)))
    let texts = bytes.dropFirst(24).split(separator: 0, omittingEmptySubsequences: false).prefix(4)
        .map { String(decoding: $0, as: UTF8.self) }
    func text(_ index: Int) -> String? { index < texts.count ? texts[index] : nil }
    let style = choose.pick(["plain", "plain", "flat", "flat-square", "for-the-badge"])
    let pictures = choose.byte() % 3 == 0
    var args = ["--rating", String(Double(choose.byte() % 101) / 10), "--stars", String(1 + choose.byte() % 8),
                "--style", style, "--fill", choose.pick(["full", "half", "precise", "area"]),
                "--direction", choose.pick(["ltr", "rtl"]), "--svg-text", choose.pick(["outlines", "fonts"]),
                "--font", "Fonts/DejaVuSans.ttf", "--no-system-fonts"]
    if choose.flag() { args += ["--font", "Fixtures/fonts/ColorLayersTest.ttf"] }
    if choose.flag(), access("/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf", R_OK) == 0 {
        args += ["--font", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]
    }
    if style == "plain" {
        args += ["--size", choose.pick(["12", "20", "24", "31.5"])]
        if choose.flag() { args += ["--background", "#fff", "--corner-radius", "4", "--border-color", "#333", "--border-width", "1"] }
    } else if let value = text(2), choose.flag() {
        args += ["--value-text", value]
    }
    if pictures {
        args += ["--full-image", choose.pick(["Fixtures/images/medal-full.png", "Fixtures/images/dots-8.png",
                                              "Fixtures/images/banner-wide.png"])]
        if choose.flag() { args += ["--half-image", "Fixtures/images/medal-half.png"] }
        if choose.flag() { args += ["--empty-image", "Fixtures/images/medal-empty.png"] }
    } else {
        switch choose.byte() % 6 {
        case 1: args += ["--shape", "heart"]
        case 2: args += ["--shape", "circle"]
        case 3: args += ["--shape", "polygon:\(3 + choose.byte() % 9)"]
        case 4: if let path = text(3) { args += ["--shape", "path:" + path] }
        default: break
        }
        if style == "plain" {
            if choose.flag() { args += ["--empty-style", "outline"] }
            if choose.flag() { args += ["--star-border-color", choose.pick(["#000", "#ff000080"]), "--star-border-width", "1.5"] }
            if choose.flag() { args += ["--on-color", choose.pick(["#e91e63", "ramp:#f00,#0f0", "#00000000"])] }
        }
    }
    if style == "plain", choose.flag() { args += ["--off-color", choose.pick(["#cfd8dc", "#0000ff40"])] }
    if let label = text(0), !label.isEmpty {
        args += ["--label", label]
        if style == "plain" { args += ["--label-position", choose.pick(["left", "right", "top", "bottom"])] }
        if choose.flag() { args += ["--label-format", choose.pick(["%.2f", "%d", "%g"])] }
    }
    if let alt = text(1), choose.flag() { args += ["--alt", alt] }
    if choose.flag() { args += ["--locale", choose.pick(AltTextLocale.allCases.map(\.rawValue))] }
    if choose.flag() { args += ["--scale", choose.pick(["2", "1.5"])] }
    let sprite: Double? = choose.flag() ? choose.pick([0.5, 1, 0.25]) : nil
    return (args, texts, sprite)
}

/// Fails the input (libFuzzer keeps it) unless `svg` is XML librsvg renders.
func check(_ svg: [UInt8], width: Int, height: Int, _ what: String, _ args: [String]) {
    var message = [CChar](repeating: 0, count: 512)
    var ok = svg.withUnsafeBufferPointer { svgcheck_xml($0.baseAddress, $0.count, &message, message.count) } == 1
    if ok {
        ok = svg.withUnsafeBufferPointer {
            svgcheck_render($0.baseAddress, $0.count, Int32(max(1, min(width, 512))), Int32(max(1, min(height, 512))),
                            &message, message.count)
        } == 1
    }
    guard !ok else { return }
    let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // On standard error, unbuffered: abort() drops what standard output still holds.
    fflush(stdout)
    fputs("SVG writer: the \(what) is not a readable SVG: \(reason)\n"
          + "arguments: \(args.map { String(reflecting: $0) }.joined(separator: " "))\n"
          + "SVG (first 2,000 bytes): \(String(decoding: svg.prefix(2000), as: UTF8.self))\n", stderr)
    abort()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGWriter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let (args, texts, step) = arguments(Array(UnsafeBufferPointer(start: data, count: size)))
    if skipsUncheckedTexts, !texts.allSatisfy(xmlCanHold) { return 0 }
    if verbose { print("arguments: \(args.map { String(reflecting: $0) }.joined(separator: " "))") }
    let spec: BadgeSpec, parsed: ParsedArguments
    do {
        parsed = try ArgumentParser(command: "render", options: RenderCommand.options).parse(args)
        spec = try RenderCommand.badgeSpec(from: parsed)
    } catch {
        if verbose { print("refused: \(error)") }
        return 0
    }
    let read = ValueReader(arguments: parsed, options: RenderCommand.options, command: "render")
    guard let output = try? OutputOptions.settings(read, output: nil) else { return 0 }
    let alt = output.altText, textMode = output.svgTextMode
    if let svg = try? BadgeRenderer().svg(for: spec, altText: alt, textMode: textMode) {
        check(svg, width: spec.pixelSize.width, height: spec.pixelSize.height, "badge", args)
        if verbose { print("badge: \(svg.count) bytes, read and rendered") }
    }
    if let step, let sheet = try? SpriteSheet(design: spec.design, step: step),
       let svg = try? sheet.svg(prefix: "s", altText: alt, textMode: textMode) {
        let size = sheet.pixelSize(scale: 1)
        check(svg, width: size.width, height: size.height, "sprite sheet", args + ["(sprite, step \(step))"])
        if verbose { print("sprite sheet of \(sheet.states.count) states: \(svg.count) bytes, read and rendered") }
    }
    return 0
}
