import StarBadge

/// Non-fatal notices on standard error, each said once per process
/// (a batch of 10,000 badges with the same missing character warns once).
enum Warnings {
    private static let said = Locked<Set<String>>([])

    static func say(_ message: String) {
        let isNew = said.withLock { $0.insert(message).inserted }
        if isNew { ProcessConsole().writeError("warning: \(message)\n") }
    }

    /// Characters of the label that the font lacks (drawn as its missing-glyph box).
    static func missingCharacters(of spec: BadgeSpec) {
        guard let font = spec.label?.font else { return }
        for scalar in spec.missingCharacters {
            let code = String(scalar.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            say("'\(scalar)' (U+\(padded)) is not in the font \(font.familyName) (\(font.source)); drawn as a box")
        }
    }
}
