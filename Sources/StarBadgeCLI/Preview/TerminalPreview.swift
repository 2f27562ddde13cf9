import StarBadge

/// A badge shown in a terminal: the kitty graphics protocol or an iTerm2
/// inline image (exact pixels) when the terminal announces one, else
/// half-block characters (each cell two pixels tall: the upper pixel as the
/// foreground of "▀", the lower as its background) in truecolour, or in the
/// 256-colour palette when `COLORTERM` does not say truecolour, or without
/// colour when `NO_COLOR` is set. Pixels under half opaque are left to the
/// terminal's own background.
struct TerminalPreview {
    enum Mode: Equatable {
        case kitty, iTerm, trueColor, palette, monochrome
    }

    let mode: Mode

    /// The mode the environment asks for.
    init(environment: [String: String]) {
        func has(_ key: String) -> Bool { !(environment[key] ?? "").isEmpty }
        if has("NO_COLOR") {
            mode = .monochrome
        } else if environment["TERM"] == "xterm-kitty" || has("KITTY_WINDOW_ID") {
            mode = .kitty
        } else if environment["TERM_PROGRAM"] == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" {
            mode = .iTerm
        } else if ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "") {
            mode = .trueColor
        } else {
            mode = .palette
        }
    }

    init(mode: Mode) {
        self.mode = mode
    }

    /// Whether the image is sent as a picture (drawn at its own pixel size).
    var showsPictures: Bool { mode == .kitty || mode == .iTerm }

    /// The text that shows a PNG of `width` × `height` px through the
    /// terminal's picture protocol (`showsPictures`: kitty's or iTerm2's).
    func pictureText(_ png: [UInt8], width: Int, height: Int) -> String {
        if mode == .kitty { return Self.kitty(png) }
        return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(width)px;height=\(height)px;"
            + "preserveAspectRatio=1:\(Base64.encode(png))\u{07}\n"
    }

    /// The kitty graphics protocol: the PNG in base64 chunks of at most 4096 bytes.
    private static func kitty(_ png: [UInt8]) -> String {
        let payload = Array(Base64.encode(png).utf8)
        var text = "", offset = 0
        repeat {
            let end = min(payload.count, offset + 4096)
            let more = end < payload.count ? 1 : 0
            let control = offset == 0 ? "f=100,a=T,m=\(more)" : "m=\(more)"
            text += "\u{1B}_G\(control);" + String(decoding: payload[offset..<end], as: UTF8.self) + "\u{1B}\\"
            offset = end
        } while offset < payload.count
        return text + "\n"
    }
}
