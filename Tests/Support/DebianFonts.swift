import Foundation

/// Fonts the tests take from Debian packages (installed by `.ci/run`), by
/// file, with the package each comes from: tests that use one say which
/// (the `needs(_:)` trait), and are skipped with the package to install
/// when it is missing.
public enum DebianFonts {
    public struct Font: Sendable, CustomStringConvertible {
        public let path: String
        public let package: String
        public var description: String { "\(path) (Debian \(package))" }
        /// True when the file is there to read.
        public var isInstalled: Bool { FileManager.default.isReadableFile(atPath: path) }
    }

    private static let noto = "/usr/share/fonts/truetype/noto/"
    public static let notoSans = Font(path: noto + "NotoSans-Regular.ttf", package: "fonts-noto-core")
    public static let notoSansArabic = Font(path: noto + "NotoSansArabic-Regular.ttf", package: "fonts-noto-core")
    public static let notoSansHebrew = Font(path: noto + "NotoSansHebrew-Regular.ttf", package: "fonts-noto-core")
    public static let notoSansDevanagari = Font(path: noto + "NotoSansDevanagari-Regular.ttf", package: "fonts-noto-core")
    public static let notoSansBengali = Font(path: noto + "NotoSansBengali-Regular.ttf", package: "fonts-noto-core")
    public static let notoSansThai = Font(path: noto + "NotoSansThai-Regular.ttf", package: "fonts-noto-core")
    public static let notoSerif = Font(path: noto + "NotoSerif-Regular.ttf", package: "fonts-noto-core")
    public static let notoColorEmoji = Font(path: noto + "NotoColorEmoji.ttf", package: "fonts-noto-color-emoji")
    public static let droidSansFallback = Font(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                                               package: "fonts-droid-fallback")

    /// Every font above.
    public static let all = [notoSans, notoSansArabic, notoSansHebrew, notoSansDevanagari, notoSansBengali, notoSansThai, notoSerif,
                             notoColorEmoji, droidSansFallback]

    /// The font of `all` at `path`, if any.
    public static func font(atPath path: String) -> Font? {
        all.first { $0.path == path }
    }

    /// The Debian font folder: arguments under it name a font of `all`.
    public static let folder = "/usr/share/fonts/"
}
