import StarSupport
import StarUnicode
import StarBadge

/// Non-fatal notices on a run's standard error, each said once per run (a
/// batch of 10,000 badges with the same missing character warns once).
/// One belongs to each `RunContext`; without a console (specs built
/// outside a command: tests) nothing is said. Safe to use from the batch's
/// worker threads.
final class Warnings: Sendable {
    /// Where warnings go: the run's console.
    private let console: Locked<(any Console)?>
    private let said = Locked<Set<String>>([])
    private let contrastSaid = Locked<Set<String>>([])

    init(console: (any Console)?) {
        self.console = Locked(console)
    }

    /// Says nothing from now on (`batch --quiet`).
    func silence() {
        console.withLock { $0 = nil }
    }

    func say(_ message: String) {
        guard let console = console.withLock({ $0 }) else { return }
        let isNew = said.withLock { $0.insert(message).inserted }
        if isNew { console.writeMessage("warning: \(message)\n") }
    }

    /// Colours that will be hard to see, every pair with its ratio in one
    /// warning, said at most once per run for each
    /// variant ("" the badge, "dark variant"), whatever the colours (a batch
    /// of many badges warns once); `naming` names the settings (the dark
    /// variant's by its `--dark-*` options); with `page`, see-through colours
    /// are judged over it (a dark variant's dark page). `chosen` tells the
    /// settings the user gave: a pair of colours neither of which was chosen
    /// (our own defaults, `--email`'s white) says nothing.
    func lowContrast(of spec: BadgeSpec, variant: String = "", page: Color? = nil,
                     naming: (BadgeSetting) -> String = { $0.flag }, chosen: (BadgeSetting) -> Bool = { _ in true }) {
        let warnings = spec.contrastWarnings(onPage: page).filter { warning in
            let settings = warning.parts.compactMap { part -> BadgeSetting? in
                if case .setting(let setting) = part { return setting }
                return nil
            }
            return settings.isEmpty || settings.contains(where: chosen)
        }
        guard !warnings.isEmpty else { return }
        let isFirst = contrastSaid.withLock { $0.insert(variant).inserted }
        guard isFirst else { return }
        // Every pair, each with its ratio: a part on a page is fixed by its own colour.
        say("low contrast" + (variant.isEmpty ? "" : " (\(variant))") + ": "
            + warnings.map { $0.text(naming: naming) }.joined(separator: "; "))
    }

    /// Characters of each text that no font has (drawn as the primary
    /// font's missing-glyph box): one warning per text, naming them and a
    /// Debian font package that has them.
    func missingCharacters(of spec: BadgeSpec) {
        for placed in spec.placedTexts where !placed.line.missingCharacters.isEmpty {
            let missing = placed.line.missingCharacters
            let names = missing.prefix(8).map { "'\($0)' (U+\(Self.hex($0)))" }.joined(separator: ", ")
                + (missing.count > 8 ? " and \(missing.count - 8) more" : "")
            let fonts = placed.line.fonts.prefix(3).map { Echo.value($0.familyName) }.joined(separator: ", ")
            let packages = Set(missing.map(Self.debianPackage)).sorted().joined(separator: " ")
            say("\(placed.role.rawValue) '\(Echo.value(placed.text))': no font has \(names) (tried \(fonts)"
                + "\(spec.design.label?.fonts.usesSystemFonts == false ? "" : " and the installed fonts")); drawn as boxes. "
                + "On Debian or Ubuntu, apt-get install \(packages) adds fonts that have them; or give one with --font")
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - code.count)) + code
    }

    /// A Debian package with fonts for the character's script.
    static func debianPackage(for scalar: Unicode.Scalar) -> String {
        if scalar.properties.isEmojiPresentation { return "fonts-noto-color-emoji" }
        switch UnicodeScript.isoCode(of: scalar) {
        case "Hani", "Hira", "Kana", "Hang", "Bopo": return "fonts-noto-cjk"
        default: return "fonts-noto-core"
        }
    }
}
