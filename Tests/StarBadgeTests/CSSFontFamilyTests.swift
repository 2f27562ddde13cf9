import Testing
@testable import StarBadge

@Suite("CSS font-family lists")
struct CSSFontFamilyTests {
    @Test("names are identifiers or CSS strings that no quote, backslash or control can end")
    func names() {
        #expect(CSSFontFamily.list(["DejaVu Sans"]) == "'DejaVu Sans',sans-serif")
        #expect(CSSFontFamily.list(["Noto", "FontAwesome"]) == "Noto,FontAwesome,sans-serif")
        #expect(CSSFontFamily.name("A' B") == #"'A\' B'"#)
        #expect(CSSFontFamily.name(#"back\slash"#) == #"'back\\slash'"#)
        #expect(CSSFontFamily.name("serif") == "'serif'")
        #expect(CSSFontFamily.name("Inherit") == "'Inherit'")
        #expect(CSSFontFamily.name("9lives") == "'9lives'")
        #expect(CSSFontFamily.name("a\nb\u{1B}") == #"'a\a b\1b '"#)
        #expect(CSSFontFamily.name("x" + String(Unicode.Scalar(0xFFFE)!)) == #"'x\fffe '"#)
        #expect(CSSFontFamily.name("\"quoted\" & <b>") == "'\"quoted\" & <b>'")
    }
}
