import StarBadge
import StarPNG

/// `--encoder-table`: PNG bytes and encode time for every row-filter
/// strategy at a few compressor efforts, per scene, for tuning the defaults.
enum EncoderTable {
    static let strategies: [(String, FilterStrategy)] = [
        ("none", .every(0)), ("up", .every(2)), ("H(n,u)", .minimumEntropy([.none, .up])), ("H(all)", .minimumEntropy(.all)),
    ]

    static let efforts: [(String, DeflateEffort)] = [32, 128].flatMap { chain in
        [2048, 4096, 8192, 32768].map { window in
            ("lazy\(chain)w\(window)", DeflateEffort(chainDepth: chain, niceLength: 258, minimumMatch: 3, passes: 0,
                                                  indexesInsideLongMatches: true, window: window))
        }
    } + (CommandLine.arguments.contains("--thorough") ? [("thorough", .thorough)] : [])

    static func print(scenes: [Scene], runSeconds: Double) {
        for scene in scenes where (CommandLine.arguments.contains("--all") ? ["B1", "B3", "S1", "L1", "P1"] : ["B1", "B3", "S1"]).contains(scene.name) {
            var renderer = BadgeRenderer()
            guard let image = scene.image(&renderer) else { continue }
            for (effortName, effort) in efforts {
                var line = "\(scene.name) \(effortName):"
                for (name, strategy) in strategies {
                    let format: PNGEncoder.FormatChoice = CommandLine.arguments.contains("--rgba") ? .rgba : .smallestLossless
                    let encoder = PNGEncoder(format: format, compression: .init(filter: strategy, effort: effort))
                    var size = 0
                    let runs = effortName == "thorough" ? 1 : 5
                    let microseconds = medianMicroseconds(runs: runs, runSeconds: runSeconds) {
                        size = (try? encoder.encode(image))?.count ?? 0
                    }
                    line += " \(name) \(size) B \(Int(microseconds)) µs;"
                }
                Swift.print(line)
            }
        }
    }
}
