import Foundation
import Testing
import StarBadge
import StarGeometry
import StarText
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// Where a label sits (issue 22): never clipped by the image's edge, its
/// script's reference zone centred on the stars, and no taller a badge
/// than its ink needs, whatever the font's line box says.
@Suite("Text placement: ink inside, zones centred")
struct TextPlacementTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let emoji = DebianFonts.notoColorEmoji.path

    /// The badge `starbadge render` draws for `arguments`.
    static func spec(_ arguments: [String]) throws -> BadgeSpec {
        let parsed = try ArgumentParser(command: "render", options: RenderCommand.options).parse(arguments)
        return try RenderCommand.badgeSpec(from: parsed)
    }

    /// The box of everything a text item draws (outlines, colour layers,
    /// colour pictures), px in the image; nil for text of no ink.
    static func ink(of paint: TextPaint) -> Rect? {
        var boxes: [Rect] = []
        if let box = paint.outline()?.controlBounds { boxes.append(box) }
        let layers = (try? paint.line.colorLayerPaths(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing)) ?? []
        boxes += layers.compactMap(\.path.controlBounds)
        if paint.drawsBitmapGlyphs {
            boxes += paint.line.colorGlyphs(baselineOrigin: paint.origin, letterSpacing: paint.letterSpacing).map(\.rect)
        }
        return boxes.dropFirst().reduce(boxes.first) { union, box in union.map { Self.union($0, box) } }
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// Every text item's ink box in the badge for `arguments`, with the image size.
    static func inks(_ arguments: [String]) throws -> (boxes: [Rect], width: Double, height: Double) {
        let scene = try spec(arguments).scene
        let boxes = scene.items.compactMap { item -> Rect? in
            if case .text(let paint) = item { return ink(of: paint) }
            return nil
        }
        return (boxes, Double(scene.width), Double(scene.height))
    }

    static func expectInside(_ arguments: [String], _ name: String) throws {
        let (boxes, width, height) = try inks(arguments)
        for box in boxes {
            #expect(box.minX >= -1e-6 && box.minY >= -1e-6 && box.maxX <= width + 1e-6 && box.maxY <= height + 1e-6,
                    "\(name): ink \(box) outside the \(width)×\(height) image")
        }
    }

    // MARK: - Ink inside the image

    @Test("every golden with text keeps its ink inside the image", .needs(fonts: RenderFixture.debianFonts, tools: []),
          arguments: RenderFixture.all)
    func goldensInside(fixture: RenderFixture) throws {
        try FixtureImages.ensure()
        try Self.expectInside(fixture.resolvedArguments, fixture.name)
    }

    @Test("colour emoji, as the font or after DejaVu Sans, at any size and place, stay whole (issue 22, found 2)",
          .needs(DebianFonts.notoColorEmoji))
    func emojiInside() throws {
        let alone = ["--font", Self.emoji]
        let after = ["--font", "DejaVu Sans", "--font", Self.emoji, "--no-system-fonts"]
        for size in ["9", "14", "20", "32", "48"] {
            for fonts in [alone, after] {
                for extra in [[], ["--label-position", "top"], ["--label-position", "bottom"], ["--padding", "0"]] {
                    let arguments = ["--rating", "3", "--label", "👍🏽 ⭐ 🇫🇷", "--font-size", size] + fonts + extra
                    try Self.expectInside(arguments, arguments.joined(separator: " "))
                }
            }
        }
        for style in ["flat", "for-the-badge", "social"] {
            let arguments = ["--rating", "3", "--style", style, "--label", "👍🏽 🇫🇷", "--value-text", "⭐ {rating}"] + after
            try Self.expectInside(arguments, style)
        }
        // The emoji font alone gives the label its height: no longer a box of height 0.
        let spec = try Self.spec(["--rating", "3", "--label", "👍🏽 ⭐ 🇫🇷", "--font-size", "20"] + alone)
        let box = try #require(spec.layout.label)
        #expect(box.height > 20 && box.height < 26, "\(box)")
    }

    @Test("labels of tall scripts and their marks stay whole at every size",
          .needs(DebianFonts.notoSansArabic, DebianFonts.notoSansDevanagari, DebianFonts.notoSansBengali,
                 DebianFonts.notoSansThai, DebianFonts.droidSansFallback))
    func scriptsInside() throws {
        for (text, font) in Self.scriptLabels {
            for size in ["9", "20", "40"] {
                for extra in [[], ["--padding", "0"], ["--label-position", "top", "--padding", "0"],
                              ["--label-position", "bottom", "--padding", "0"]] {
                    let arguments = ["--rating", "4", "--label", text, "--font-size", size, "--font", font,
                                     "--no-system-fonts"] + extra
                    try Self.expectInside(arguments, arguments.joined(separator: " "))
                }
            }
            for style in ["flat", "for-the-badge"] {
                let arguments = ["--rating", "4", "--style", style, "--label", text, "--value-text", text, "--font", font,
                                 "--no-system-fonts"]
                try Self.expectInside(arguments, arguments.joined(separator: " "))
            }
        }
    }

    /// Labels whose ink reaches far above or below their zone.
    static let scriptLabels: [(String, String)] = [
        ("تقييم العملاء {rating}", noto + "NotoSansArabic-Regular.ttf"),
        ("إِنَّ امتیاز رتبه‌بندی", noto + "NotoSansArabic-Regular.ttf"),
        ("हिन्दी रेटिंग कृपया", noto + "NotoSansDevanagari-Regular.ttf"),
        ("মূল্যায়ন রেটিং", noto + "NotoSansBengali-Regular.ttf"),
        ("ที่สุด การให้คะแนน", noto + "NotoSansThai-Regular.ttf"),
        ("用户评分 レビュー", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
        ("ÉÅ Quality gjpqy", "DejaVu Sans"),
    ]

    // MARK: - Centring

    /// A script's reference letters as a label, and the font they are set in.
    static let references: [(script: String, letters: String, font: String)] = [
        ("Latin, DejaVu Sans", "HH", "DejaVu Sans"),
        ("Latin, Noto Sans", "HH", noto + "NotoSans-Regular.ttf"),
        ("Hebrew", "הה", noto + "NotoSansHebrew-Regular.ttf"),
        ("Arabic", "ان", noto + "NotoSansArabic-Regular.ttf"),
        ("Devanagari", "कक", noto + "NotoSansDevanagari-Regular.ttf"),
        ("Bengali", "কক", noto + "NotoSansBengali-Regular.ttf"),
        ("Thai", "กก", noto + "NotoSansThai-Regular.ttf"),
        ("CJK", "国国", "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
    ]

    @Test("at 20 px the middle of each script's reference zone is on the stars' middle within 0.5 px",
          .needs(DebianFonts.notoSans, DebianFonts.notoSansHebrew, DebianFonts.notoSansArabic, DebianFonts.notoSansDevanagari,
                 DebianFonts.notoSansBengali, DebianFonts.notoSansThai, DebianFonts.droidSansFallback))
    func centred() throws {
        for reference in Self.references {
            for position in ["left", "right"] {
                let arguments = ["--rating", "4", "--label", reference.letters, "--font-size", "20", "--font", reference.font,
                                 "--no-system-fonts", "--label-position", position]
                let spec = try Self.spec(arguments)
                let (boxes, _, _) = try Self.inks(arguments)
                let ink = try #require(boxes.first)
                let stars = spec.layout.starBox(0)
                let offset = (ink.minY + ink.maxY) / 2 - (stars.minY + stars.maxY) / 2
                #expect(abs(offset) <= 0.5 + 1e-9, "\(reference.script): zone middle \(offset) px from the stars' middle")
            }
        }
    }

    /// (Text whose ink reaches beyond the stars moves them to make room, and
    /// may then sit up to half a pixel differently on them: the baseline is
    /// on a whole pixel of the image, the stars need not be.)
    @Test("a label keeps its baseline when its text changes",
          .needs(DebianFonts.notoSansArabic, DebianFonts.notoSansDevanagari, DebianFonts.notoColorEmoji))
    func stableBaseline() throws {
        let sets: [([String], [String])] = [
            (["4.5", "4.0", "Rating 4.5", "gggg", "ÉÅ", "quality"], ["--font", "DejaVu Sans"]),
            (["Great 4.5", "⭐ Great 4.5", "👍🏽 4.5"], ["--font", "DejaVu Sans", "--font", Self.emoji]),
            (["تقييم 4.5", "ممتاز", "التقييم", "شكرا"], ["--font", Self.noto + "NotoSansArabic-Regular.ttf"]),
            (["रेटिंग", "कृपया", "हिन्दी 4.5"], ["--font", Self.noto + "NotoSansDevanagari-Regular.ttf"]),
        ]
        for (texts, fonts) in sets {
            let baselines = try texts.map { text in
                let spec = try Self.spec(["--rating", "4", "--label", text, "--font-size", "20", "--no-system-fonts"] + fonts)
                return try #require(spec.layout.labelBaseline).y - spec.layout.starBox(0).minY
            }
            #expect(Set(baselines).count == 1, "\(texts): baselines \(baselines) below the stars' top")
        }
    }

    // MARK: - Height

    @Test("tall line metrics do not make the badge taller: Arabic, Persian, Thai at 20 px ≤ Latin + 2 px (issue 22, found 3)",
          .needs(DebianFonts.notoSans, DebianFonts.notoSansArabic, DebianFonts.notoSansThai))
    func height() throws {
        // The script's font, then Noto Sans for the digits.
        func height(_ text: String, _ font: String) throws -> Int {
            try Self.spec(["--rating", "4", "--label", text, "--font-size", "20", "--font", font,
                           "--font", Self.noto + "NotoSans-Regular.ttf", "--no-system-fonts"]).pixelSize.height
        }
        let latin = try height("Rating 4.5", Self.noto + "NotoSans-Regular.ttf")
        for (text, font) in [("تقييم العملاء 4.5", "NotoSansArabic-Regular.ttf"), ("امتیاز کاربران 4.5", "NotoSansArabic-Regular.ttf"),
                             ("การให้คะแนน 4.5", "NotoSansThai-Regular.ttf")] {
            let tall = try height(text, Self.noto + font)
            #expect(tall <= latin + 2, "\(text): \(tall) px, Latin \(latin) px")
        }
    }
}
