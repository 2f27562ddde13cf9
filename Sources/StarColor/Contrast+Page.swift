extension Contrast {
    /// The page a transparent or translucent dark-mode background is judged
    /// over: GitHub's dark page, #0d1117.
    public static let darkPage = Color(red: 0x0D, green: 0x11, blue: 0x17)

    /// Text for `background` composited over `page`: dark grey (#333333)
    /// or white, whichever contrasts more; when that one is below 4.5:1,
    /// black or white, whichever contrasts more (the most any colour can).
    public static func readableText(on background: Color, over page: Color) -> Color {
        let shown = flattened(background, over: page)
        let usual = ratio(darkText, shown) >= ratio(lightText, shown) ? darkText : lightText
        guard ratio(usual, shown) < 4.5 else { return usual }
        return ratio(.black, shown) > ratio(lightText, shown) ? .black : lightText
    }
}
