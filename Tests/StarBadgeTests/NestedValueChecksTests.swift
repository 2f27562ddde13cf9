import Testing
import StarBadge

/// One validation model: nested values (the label and value text, the
/// frame, the star appearance, the background shape) are memberwise values
/// set in place, checked only by the settings' check when a design is
/// made, against `BadgeLimits.table`; errors name the property path.
@Suite("Nested values checked with the settings")
struct NestedValueChecksTests {
    static let face = try! FontLibrary.defaultFace()

    /// Settings with a label and a frame to change in place.
    static var labelled: BadgeSettings {
        BadgeSettings().with { $0.label = LabelSpec(template: "Rating {rating}", font: face) }
    }

    /// The error `change` gives, with its setting and reason.
    static func refusal(_ base: BadgeSettings = labelled, _ change: (inout BadgeSettings) -> Void)
        -> (setting: BadgeSetting, kind: BadgeReason.Kind, message: String)? {
        do {
            _ = try BadgeDesign(base.with(change))
            return nil
        } catch {
            guard case .invalid(let setting, _, let reason) = error else { return nil }
            return (setting, reason.kind, "\(error)")
        }
    }

    @Test("a label's font size, gap and template set in place are refused by check() naming the property")
    func label() throws {
        #expect(try BadgeDesign(Self.labelled.with { $0.label?.fontSize = 14; $0.label?.gap = 0 }).label?.fontSize == 14)
        let small = try #require(Self.refusal { $0.label?.fontSize = 0 })
        #expect(small.setting == .labelFontSize && small.kind == .outOfRange)
        #expect(small.message == "invalid label.fontSize '0': must be a length in px from 1 to 1024")
        let far = try #require(Self.refusal { $0.label?.gap = 5000 })
        #expect(far.setting == .labelGap && far.kind == .outOfRange)
        #expect(far.message == "invalid label.gap '5000': must be a length in px from 0 to 4096")
        #expect(Self.refusal { $0.label?.gap = -.infinity }?.setting == .labelGap)
        let typo = try #require(Self.refusal { $0.label?.template = TextTemplate("{ratng}") })
        #expect(typo.setting == .label && typo.kind == .unusable && typo.message.contains("unknown placeholder '{ratng}'"))
        let open = try #require(Self.refusal { $0.label?.template = TextTemplate("{rating") })
        #expect(open.setting == .label && open.message.contains("a '{' is not closed"))
        let long = try #require(Self.refusal { $0.label?.template = TextTemplate(String(repeating: "a", count: 1001)) })
        #expect(long.setting == .label && long.kind == .unusable)
        let broken = try #require(Self.refusal { $0.label?.template = TextTemplate("a\nb") })
        #expect(broken.setting == .label && broken.message.contains("label.fontSize") == false)
    }

    @Test("a template's names are checked against the settings' own fields")
    func fields() throws {
        let titled = Self.labelled.with { $0.label?.template = TextTemplate("{title}: {rating}") }
        #expect(Self.refusal(titled) { _ in }?.setting == .label)
        let spec = try BadgeSpec(rating: 4, titled.with { $0.fields = ["title": "Dune"] })
        #expect(spec.labelText == "Dune: 4")
    }

    @Test("a value text's errors name the value text, not the label")
    func valueText() throws {
        let flat = BadgeSettings().with { $0.style = .flat }
        let typo = try #require(Self.refusal(flat) { $0.value = LabelSpec(template: "{nope}", font: Self.face) })
        #expect(typo.setting == .value && typo.kind == .unusable)
        let plain = try #require(Self.refusal(BadgeSettings()) { $0.value = LabelSpec(template: "x", font: Self.face) })
        #expect(plain.setting == .value && plain.kind == .notApplicable)
    }

    @Test("star appearance, background shape and logo widths set in place are checked against the table")
    func otherNestedValues() throws {
        let outline = try #require(Self.refusal { $0.starAppearance.outlineWidth = 2000 })
        #expect(outline.setting == .starAppearanceOutlineWidth && outline.kind == .outOfRange)
        #expect(outline.message == "invalid starAppearance.outlineWidth '2000': must be a length in px greater than 0 and at most 1024")
        let inset = try #require(Self.refusal { $0.backgroundShape.inset = -1 })
        #expect(inset.setting == .backgroundShapeInset)
        #expect(inset.message == "invalid backgroundShape.inset '-1': must be a length in px from 0 to 4096")
        let border = try #require(Self.refusal { $0.backgroundShape.borderWidth = 2 })
        #expect(border.setting == .backgroundShapeBorderWidth && border.kind == .unusable)
    }

    /// A setter for each setting the table bounds: every entry needs one, so a new limit is tested.
    static let setters: [BadgeSetting: @Sendable (inout BadgeSettings, Double) -> Void] = [
        .labelGap: { $0.label?.gap = $1 },
        .labelFontSize: { $0.label?.fontSize = $1 },
        .fitWidth: { $0.fit = FrameFit(width: $1) },
        .fitHeight: { $0.fit = FrameFit(height: $1) },
        .fitMinStarSize: { $0.fit = FrameFit(width: 200, minStarSize: $1) },
        .maxPixels: { $0.maxPixels = Int($1) },
        .starCount: { $0.starCount = Int($1) },
        .outOf: { $0.outOf = $1 },
        .starSize: { $0.starSize = $1 },
        .spacing: { $0.spacing = $1 },
        .padding: { $0.padding = $1 },
        .shapePoints: { $0.shape = StarShape(points: Int($1), innerRatio: 0.5).map(BadgeShape.star) ?? $0.shape },
        .scale: { $0.scale = $1 },
        .starAppearanceOutlineWidth: { $0.starAppearance.outlineWidth = $1 },
        .starAppearanceBorderWidth: { $0.starAppearance.borderWidth = $1 },
        .starAppearanceCornerRadius: { $0.starAppearance.cornerRadius = $1 },
        .backgroundShapeCornerRadius: { $0.backgroundShape.cornerRadius = $1 },
        .backgroundShapeBorderWidth: { $0.backgroundShape.borderColor = .black; $0.backgroundShape.borderWidth = $1 },
        .backgroundShapeInset: { $0.backgroundShape.inset = $1 },
        .logoWidth: { $0.logo = BadgeLogo(.emoji("🎬"), width: $1) },
        .pageColors: { $0.pageColors = Array(repeating: .white, count: Int($1)) },
    ]

    @Test("every limit of the table refuses a value just past its highest, naming its setting with the table's words",
          arguments: BadgeLimits.table)
    func tableRefuses(limit: BadgeLimit) throws {
        // Past the highest by a whole step for counts, by a little for lengths and numbers.
        let past = limit.unit == .wholeNumber ? limit.highest + 1 : limit.highest * 1.5 + 1
        let error: (setting: BadgeSetting, kind: BadgeReason.Kind, message: String)
        if limit.setting == .shapeInnerRatio {
            // `StarShape` cannot hold such a ratio; the star's check refuses it as the settings' does.
            let thrown = try #require(throws: BadgeError.self) { try BadgeShape.checkedStar(points: 5, innerRatio: past) }
            guard case .invalid(let setting, _, let reason) = thrown else { Issue.record("\(thrown)"); return }
            error = (setting, reason.kind, "\(thrown)")
        } else {
            let set = try #require(Self.setters[limit.setting], "no setter for \(limit.setting)")
            error = try #require(Self.refusal { set(&$0, past) }, "\(limit.setting) \(past) was taken")
        }
        #expect(error.setting == limit.setting && error.kind == .outOfRange, "\(error.message)")
        #expect(BadgeLimits.limit(of: limit.setting) == limit)
        #expect(!limit.contains(past) && !limit.contains(.nan) && !limit.reason.isEmpty)
    }

    @Test("each limit's range in words")
    func rangeWords() throws {
        #expect(try #require(BadgeLimits.limit(of: .starSize)).rangeText == "greater than 0 and at most 16384")
        #expect(try #require(BadgeLimits.limit(of: .spacing)).rangeText == "from 0 to 16384")
        #expect(try #require(BadgeLimits.limit(of: .shapeInnerRatio)).rangeText == "strictly between 0 and 1")
        #expect(Set(BadgeLimits.table.map(\.setting)).count == BadgeLimits.table.count, "one limit a setting")
        let pixels = try #require(throws: BadgeError.self) { try BadgeDesign { $0.maxPixels = 999_999_999 } }
        #expect("\(pixels)" == "invalid maxPixels '999999999': must be a whole number from 1 to 268435456 (16384²)")
    }

    @Test("each case is its property path in one camel-case word")
    func settingNames() {
        for setting in BadgeSetting.allCases {
            let parts = setting.rawValue.split(separator: ".")
            let joined = parts.first.map(String.init)! + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            #expect("\(setting)" == joined, "\(setting) is \(setting.rawValue)")
        }
    }
}
