import Foundation
import StarBadge
import StarPNG

/// `--encoder-table`: PNG bytes and encode time for every row-filter
/// strategy at a few compressor efforts, per scene, for tuning the defaults.
enum EncoderTable {
    static let strategies: [(String, FilterStrategy)] = CommandLine.arguments.contains("--thorough")
        ? [("none", .every(0)), ("H(n,u)", .minimumEntropy([.none, .up])), ("T(n,u)", .leastCompressed([.none, .up]))]
        : [("none", .every(0)), ("H(n,u)", .minimumEntropy([.none, .up])), ("C(n,u)", .fewestChanges([.none, .up])),
           ("C(all)", .fewestChanges(.all))]

    static let efforts: [(String, DeflateEffort)] = CommandLine.arguments.contains("--thorough")
        ? [(256, 6), (32, 2), (16, 1), (8, 1)].map { chain, passes in
            ("c\(chain)p\(passes)", DeflateEffort(chainDepth: chain, niceLength: 258, minimumMatch: 3, passes: passes,
                                                 indexesInsideLongMatches: true))
        }
        : [(32, 3), (16, 4)].map { chain, minimum in
            ("lazy\(chain)m\(minimum)", DeflateEffort(chainDepth: chain, niceLength: 258, minimumMatch: minimum, passes: 0,
                                                     indexesInsideLongMatches: true))
        }

    /// The number after `flag` on the command line, if any.
    static func option(_ flag: String) -> Int? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
        return Int(arguments[index + 1])
    }

    static func print(scenes: [Scene], runSeconds: Double) {
        for scene in scenes where (CommandLine.arguments.contains("--all") ? ["B1", "B3", "S1", "L1", "P1"] : ["B1", "B3", "S1"]).contains(scene.name) {
            let renderer = BadgeRenderer()
            guard let image = scene.image(renderer) else { continue }
            for (effortName, baseEffort) in efforts {
                var effort = baseEffort
                if effort.passes == 0 { effort.window = scene.name == "S1" ? 8192 : 2048 }
                if let window = Self.option("--window") { effort.window = window }
                if let chain = Self.option("--chain") { effort.chainDepth = chain }
                var line = "\(scene.name) \(effortName):"
                for (name, strategy) in strategies {
                    let format: PNGEncoder.FormatChoice = CommandLine.arguments.contains("--rgba") ? .rgba : .smallestLossless
                    let encoder = PNGEncoder(format: format, compression: .init(filter: strategy, effort: effort))
                    var size = 0
                    let runs = CommandLine.arguments.contains("--thorough") ? 1 : 5
                    let microseconds = medianMicroseconds(runs: runs, runSeconds: runSeconds) {
                        size = (try? encoder.encode(image))?.count ?? 0
                    }
                    line += " \(name) \(size) B \(Int(microseconds)) µs;"
                }
                Swift.print(line)
            }
        }
    }

    /// `--goldens FOLDER`: every PNG under FOLDER decoded and re-encoded with
    /// the default encoder; the total bytes and time (to compare defaults).
    static func printGoldens(in folder: String) {
        guard let paths = FileManager.default.enumerator(atPath: folder)?.compactMap({ $0 as? String })
            .filter({ $0.hasSuffix(".png") }).sorted() else { return }
        var total = 0, count = 0
        let start = ContinuousClock.now
        for path in paths {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path),
                  let image = try? PNGDecoder().decode(Array(data)),
                  let bytes = try? PNGEncoder(content: .shapes).encode(image) else { continue }
            total += bytes.count
            count += 1
        }
        Swift.print("\(count) images: \(total) bytes in \(ContinuousClock.now - start)")
    }
}
