import StarBadge
import StarGeometry
import Testing

/// Layout additions: right-to-left order, frames, the shields-like layout.
@Suite struct BadgeLayoutStyleTests {
    @Test("right to left, star i takes the box star n−1−i has left to right")
    func rightToLeft() throws {
        let ltr = try #require(BadgeLayout(starCount: 5, starSize: 24, spacing: 4, padding: 4))
        let rtl = try #require(BadgeLayout(starCount: 5, starSize: 24, spacing: 4, padding: 4, direction: .rightToLeft))
        #expect(rtl.starBoxes == Array(ltr.starBoxes.reversed()))
        #expect(rtl.contentWidth == ltr.contentWidth && rtl.contentHeight == ltr.contentHeight)
        #expect(rtl.starBox(0).minX == 4 + 4 * 28)
    }

    @Test("a frame sets the image size and centres the content in it")
    func frame() throws {
        let layout = try #require(BadgeLayout(starCount: 5, starSize: 20, spacing: 4, padding: 2,
                                              frameWidth: 150, frameHeight: 40))
        #expect(layout.naturalWidth == 120 && layout.naturalHeight == 24)
        #expect(layout.contentWidth == 150 && layout.contentHeight == 40)
        #expect(layout.starsOrigin == Point(x: 2 + 15, y: 2 + 8))
        let label = try #require(LabelBox(width: 30, ascent: 10, descent: 3, position: .left, gap: 5))
        let labelled = try #require(BadgeLayout(starCount: 5, starSize: 20, spacing: 4, padding: 2, label: label,
                                                frameWidth: 200))
        // Natural width 2·2 + 116 + 5 + 30 = 155: 22.5 px either side; the label starts there, on a whole pixel.
        #expect(labelled.labelBaseline?.x == (2 + 22.5).rounded())
        #expect(BadgeLayout(starCount: 5, starSize: 20, spacing: 4, padding: 2, frameWidth: 0) == nil)
        #expect(BadgeLayout(starCount: 5, starSize: 20, spacing: 4, padding: 2, frameHeight: .infinity) == nil)
    }

    @Test("shields: whole-pixel sections, stars centred vertically, texts on whole pixels")
    func shields() throws {
        let label = ShieldsLayout.Text(width: 33.4, ascent: 10.2, descent: 2.6)
        let value = ShieldsLayout.Text(width: 17.7, ascent: 10.2, descent: 2.6)
        let shields = try #require(ShieldsLayout(height: 20, textPadding: 6, sectionPadding: 5, starCount: 5,
                                                 starSize: 12, spacing: 2, label: label, value: value, valueGap: 4))
        #expect(shields.labelSectionWidth == 46)  // 33.4 + 12 rounded up
        #expect(shields.starsOrigin == Point(x: 51, y: 4))
        #expect(shields.labelBaseline == Point(x: 6, y: 14))
        let valueStart = try #require(shields.valueBaseline)
        #expect(valueStart == Point(x: (51 + 68 + 4).rounded(), y: 14))
        #expect(shields.width == (valueStart.x + 17.7 + 6).rounded(.up))
        let layout = BadgeLayout(shields: shields)
        #expect(layout.contentWidth == shields.width && layout.contentHeight == 20)
        #expect(layout.starBox(0) == Rect(x: 51, y: 4, width: 12, height: 12))
        #expect(layout.labelBaseline == shields.labelBaseline)
        let bare = try #require(ShieldsLayout(height: 20, textPadding: 6, sectionPadding: 5, starCount: 3,
                                              starSize: 12, spacing: 2, label: nil, value: nil, valueGap: 4))
        #expect(bare.labelSectionWidth == 0 && bare.width == 5 + 40 + 5)
        #expect(ShieldsLayout(height: 10, textPadding: 6, sectionPadding: 5, starCount: 3, starSize: 12, spacing: 2,
                              label: nil, value: nil, valueGap: 4) == nil)
    }
}
