

extension Color {
    /// The accepted spellings, for help texts and messages.
    public static let syntaxSummary =
        "a CSS colour name (gold, rebeccapurple, …), #RGB, #RGBA, #RRGGBB, #RRGGBBAA, "
        + "rgb(r, g, b), rgba(r, g, b, a), rgb(r g b / a), hsl(h, s%, l%), hsla(h, s%, l%, a) or transparent"

    /// Parses a CSS-style colour. Surrounding white space is ignored; names,
    /// hex digits, function names and units are case-insensitive.
    ///
    /// - Names: the 148 CSS Color 4 named colours (`Color.cssNamedColors`)
    ///   and `transparent`.
    /// - Hex: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`; a short digit d means dd.
    /// - `rgb(r, g, b)`, `rgba(r, g, b, a)`, or the space form `rgb(r g b / a)`
    ///   (`rgba` and `rgb` are the same function; alpha is optional in both).
    ///   Red, green and blue are either all percentages 0%–100% or all plain
    ///   numbers. Plain numbers are 0–255 — unless **all three are ≤ 1 and at
    ///   least one is written with a decimal point**, in which case all three
    ///   are fractions 0–1 (the seed's RGB sliders): `rgb(0.5, 0.2, 1)` is a
    ///   fraction triple, `rgb(1, 1, 1)` is nearly black, `rgb(1.0, 1, 1)` white.
    /// - `hsl(h, s%, l%)`, `hsla(h, s%, l%, a)`, or `hsl(h s% l% / a)`: hue in
    ///   degrees, unitless or with `deg`, `grad`, `rad` or `turn` (any finite
    ///   angle, taken modulo 360°); saturation and lightness percentages 0%–100%.
    /// - Alpha: a number 0–1 or a percentage 0%–100%.
    /// - Numbers: optional sign, digits with an optional decimal point and
    ///   exponent (`.5`, `5e-1`). Out-of-range values are errors, not clamped.
    ///
    /// Rounding to 8 bits is round half up (127.5 → 128), computed exactly on
    /// the decimal value written (`rgb(0.3, 0, 0)`: 0.3 × 255 = 76.5 → 77) for
    /// rgb components and alpha; hsl() channels are computed in double
    /// precision and then rounded half up.
    ///
    /// Errors quote the bad part and give its 1-based character position.
    public init(parsing text: String) throws(ColorParseError) {
        let characters = Array(text)
        do {
            self = try ColorReader.color(in: characters, from: 0, to: characters.count)
        } catch {
            throw ColorParseError(input: text, problem: error)
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; `transparent` for alpha 0 black.
    public var hexString: String {
        if self == .transparent { return "transparent" }
        func hex(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha == 255 ? "" : hex(alpha))
    }
}
