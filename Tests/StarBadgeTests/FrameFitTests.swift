import Testing
import StarBadge

/// `--width`/`--height`: the star size computed from a frame.
@Suite("Fit to a frame")
struct FrameFitTests {
    @Test("a width alone: the stars fill it exactly, padding and spacing kept")
    func width() throws {
        let spec = try BadgeSpec(rating: 3) { $0.fit = FrameFit(width: 200) }
        // 200 = 2·4 + 5·s + 4·4 → s = 35.2
        #expect(abs(spec.starSize - 35.2) < 1e-12)
        #expect(spec.layout.contentWidth == 200)
        #expect(spec.pixelSize.width == 200 && spec.pixelSize.height == Int((8 + 35.2).rounded(.up)))
    }

    @Test("width and height: the tighter one wins, the image is the frame, the content centred")
    func both() throws {
        let spec = try BadgeSpec(rating: 3) { $0.fit = FrameFit(width: 300, height: 40) }
        #expect(spec.starSize == 32)
        #expect(spec.pixelSize.width == 300 && spec.pixelSize.height == 40)
        let natural = 8 + 5 * 32 + 16.0
        #expect(spec.layout.starBox(0).minX == 4 + (300 - natural) / 2)
    }

    @Test("with a label that grows with the stars, the size is found by bisection and fits")
    func label() throws {
        let label = try LabelSpec(template: "Rating: {rating}/{max}", font: try FontLibrary.defaultFace())
        let spec = try BadgeSpec(rating: 4) { $0.label = label; $0.fit = FrameFit(width: 320) }
        #expect(spec.layout.naturalWidth <= 320 + 1e-6)
        #expect(spec.layout.naturalWidth > 319)
        #expect(spec.pixelSize.width == 320)
    }

    @Test("the frame includes border and inset; the scale multiplies the frame")
    func chromeAndScale() throws {
        let spec = try BadgeSpec(rating: 3) {
            $0.scale = 2
            $0.backgroundShape = BackgroundShape(borderColor: .white, borderWidth: 2, inset: 3)
            $0.fit = FrameFit(width: 200)
        }
        #expect(abs(spec.starSize - (200 - 2 * (4 + 5) - 16) / 5) < 1e-12)
        #expect(spec.pixelSize.width == 400)
    }

    @Test("too small: an error naming the side, saying the smallest frame that fits")
    func tooSmall() throws {
        let error = try #require(throws: BadgeError.self) { try BadgeSpec(rating: 3) {
            $0.fit = FrameFit(width: 40)
        } }
        #expect(error.setting == .fitWidth)
        // Stars of the minimum 5 px: 8 + 25 + 16 = 49 wide, 13 high.
        #expect("\(error)".contains("49×13 px"), "\(error)")
        let high = try #require(throws: BadgeError.self) {
            try BadgeSpec(rating: 3) { $0.fit = FrameFit(width: 500, height: 20, minStarSize: 16) }
        }
        #expect(high.setting == .fitHeight)
        #expect("\(high)".contains("24 px"), "\(high)")
    }

    @Test("frame values are checked with the settings, naming the setting and the kind", arguments: [
        (FrameFit(), BadgeSetting.fitWidth, BadgeReason.Kind.unusable),
        (FrameFit(width: 0), .fitWidth, .outOfRange),
        (FrameFit(height: -5), .fitHeight, .outOfRange),
        (FrameFit(width: 100, minStarSize: 0.5), .fitMinStarSize, .outOfRange),
        (FrameFit(width: 1e9), .fitWidth, .outOfRange),
        (FrameFit(height: .nan), .fitHeight, .outOfRange),
    ])
    func validation(fit: FrameFit, setting: BadgeSetting, kind: BadgeReason.Kind) throws {
        let error = try #require(throws: BadgeError.self) { try BadgeDesign { $0.fit = fit } }
        guard case .invalid(let named, _, let reason) = error else { Issue.record("\(error)"); return }
        #expect(named == setting && reason.kind == kind, "\(error)")
    }

    @Test("a frame is set in place, as any setting, and checked when the design is made")
    func inPlace() throws {
        let settings = BadgeSettings().with { $0.fit = FrameFit(width: 200) }
        #expect(try BadgeDesign(settings.with { $0.fit?.minStarSize = 8 }).fit?.minStarSize == 8)
        let error = try #require(throws: BadgeError.self) { try BadgeDesign(settings.with { $0.fit?.height = 0 }) }
        #expect(error.setting == .fitHeight)
        #expect("\(error)" == "invalid fit.height '0': must be a length in px greater than 0 and at most 16384")
    }
}
