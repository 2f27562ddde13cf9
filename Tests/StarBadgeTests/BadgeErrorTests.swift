import Testing
import StarBadge

/// The library's errors in Swift terms: they name `BadgeSettings`
/// properties, never a command line's flags, and carry a kind of problem a
/// caller can switch on; a caller names the settings its own way.
@Suite("Badge errors")
struct BadgeErrorTests {
    static func error(_ change: (inout BadgeSettings) -> Void) -> BadgeError? {
        do { _ = try BadgeDesign(BadgeSettings().with(change)); return nil } catch { return error }
    }

    @Test("a refused value names the Swift property and the kind of problem")
    func structured() throws {
        let small = try #require(Self.error { $0.starSize = 0.5 })
        #expect(small.description == "invalid starSize '0.5': draws a star smaller than 1 px (at scale 1)")
        guard case .invalid(.starSize, "0.5", let reason) = small else { Issue.record("\(small)"); return }
        #expect(reason.kind == .outOfRange)
        #expect(reason.text { "--" + $0.rawValue } == "draws a star smaller than 1 px (at --scale 1)")

        let stars = try #require(Self.error { $0.starCount = 0 })
        #expect(stars.description == "invalid starCount '0': must be a whole number from 1 to 100")
        #expect(stars.setting == .starCount)

        let section = try #require(Self.error { $0.sectionColor = .black })
        guard case .invalid(.sectionColor, _, let notHere) = section else { Issue.record("\(section)"); return }
        #expect(notHere.kind == .notApplicable)
        #expect(notHere.parts.contains(.setting(.style)))
    }

    @Test("no library message names a flag")
    func noFlags() throws {
        var errors: [BadgeError] = [
            Self.error { $0.starSize = 0.5 }, Self.error { $0.style = .flat; $0.fit = FrameFit(width: 100) },
            Self.error { $0.value = nil; $0.sectionColor = .black },
            Self.error { $0.shape = .circle; $0.starAppearance = StarAppearance(cornerRadius: 2) },
            Self.error { $0.starSize = 4000; $0.starCount = 100 },
            Self.error { $0.fit = FrameFit(width: 10, minStarSize: 8) },
        ].compactMap { $0 }
        #expect(errors.count == 6)
        do { _ = try BadgeDesign().variant(scaledBy: 100) } catch { errors.append(error) }
        do { _ = try BadgeDesign { $0.starSize = 4000; $0.starCount = 100; $0.maxPixels = 1000 } } catch {
            errors.append(error as! BadgeError)
        }
        #expect(errors.count == 8)
        for error in errors {
            #expect(!error.description.contains("--"), "\(error)")
        }
        #expect(errors[6].description == "invalid scale '100': must be a whole number from 1 to 64 at scale 1")
    }
}
