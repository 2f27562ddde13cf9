import Testing
import StarUnicode

@Suite("Values echoed in messages")
struct EchoTests {
    @Test("terminal controls and bidi controls are written as \\u{…}")
    func escapes() {
        #expect(Echo.value("\u{1B}]0;PWNED\u{07}") == "\\u{1B}]0;PWNED\\u{7}")
        #expect(Echo.value("a\u{7F}b\u{9B}c") == "a\\u{7F}b\\u{9B}c")
        #expect(Echo.value("\u{202E}evil\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}")
                == "\\u{202E}evil\\u{2066}x\\u{2069}\\u{200E}\\u{200F}\\u{61C}")
        #expect(Echo.value("line\r\nbreak\ttab") == "line\\u{D}\\u{A}break\\u{9}tab")
        #expect(Echo.value("a\u{FFFE}b\u{10FFFF}") == "a\\u{FFFE}b\\u{10FFFF}")
        // Text people read stays as it is.
        #expect(Echo.value("Note ★ 4.5 👨‍👩‍👧 تقييم") == "Note ★ 4.5 👨‍👩‍👧 تقييم")
    }

    @Test("a value over 80 characters is cut, saying how many are left")
    func cut() {
        let long = String(repeating: "x", count: 100_080)
        #expect(Echo.value(long) == String(repeating: "x", count: 80) + "… (100,000 more characters)")
        #expect(Echo.value(String(repeating: "y", count: 81)) == String(repeating: "y", count: 80) + "… (1 more character)")
        #expect(Echo.value(String(repeating: "z", count: 80)) == String(repeating: "z", count: 80))
        // Characters, not code points: 100 family emoji are 100 characters.
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 100)
        #expect(Echo.value(families).hasSuffix("… (20 more characters)"))
    }

    @Test("a whole message keeps its line breaks and loses every raw control")
    func message() {
        let message = Echo.message("Error: \u{1B}[2J bad\u{9B}31m\nUsage: x\n")
        #expect(message == "Error: \\u{1B}[2J bad\\u{9B}31m\nUsage: x\n")
        #expect(!message.unicodeScalars.contains { $0 != "\n" && Echo.isUnsafeToShow($0) })
    }

    @Test("numbers are grouped by thousands")
    func grouped() {
        #expect(Echo.grouped(0) == "0")
        #expect(Echo.grouped(999) == "999")
        #expect(Echo.grouped(1000) == "1,000")
        #expect(Echo.grouped(1_234_567) == "1,234,567")
        #expect(Echo.grouped(-12_345) == "-12,345")
        #expect(Echo.codePoint("\u{1B}") == "U+001B")
        #expect(Echo.codePoint("\u{10FFFF}") == "U+10FFFF")
    }
}
