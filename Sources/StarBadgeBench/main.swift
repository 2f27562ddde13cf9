// starbadge-bench: how fast StarBadge renders and encodes badges.
//   swift run -c release starbadge-bench [--json] [--quick] | --scaling
import StarBadge
import StarPNG
#if canImport(Glibc)
import Glibc
#endif

let arguments = Set(CommandLine.arguments.dropFirst())

// `--profile SCENE N`: just render and encode a scene N times (for valgrind
// --tool=callgrind); `--profile-render SCENE N`: render only; `--profile-svg
// SCENE N`: write its SVG only. `--svg-json`: the SVG writer's time for B1 and L1.
let profileFlag = CommandLine.arguments.first { $0 == "--profile" || $0 == "--profile-render" || $0 == "--profile-svg" }
if let flag = profileFlag, let index = CommandLine.arguments.firstIndex(of: flag), index + 2 < CommandLine.arguments.count,
   let count = Int(CommandLine.arguments[index + 2]),
   let scene = (try? Scenes.all())?.first(where: { $0.name == CommandLine.arguments[index + 1] }) {
    let renderer = BadgeRenderer()
    var total = 0
    for _ in 0..<count {
        switch flag {
        case "--profile": total &+= scene.run(renderer)
        case "--profile-svg": total &+= scene.svg?(renderer) ?? 0
        default: scene.render(renderer)
        }
    }
    print("ran \(scene.name) \(count) times (\(total / max(count, 1)) bytes)")
    exit(0)
}
let runSeconds = arguments.contains("--quick") ? 0.03 : 0.15
// `--svg-json`: only the SVG writer, for B1 and L1 (Benchmarks/compare.sh sets it beside anybadge's).
if arguments.contains("--svg-json"), let scenes = try? Scenes.all() {
    let renderer = BadgeRenderer()
    let entries = scenes.filter { ["B1", "L1"].contains($0.name) }.compactMap { scene -> String? in
        guard let write = scene.svg else { return nil }
        var bytes = 0
        let microseconds = medianMicroseconds(runSeconds: runSeconds) { bytes = write(renderer) }
        return "\"\(scene.name)\": {\"svg_us\": \(rounded(microseconds, 2)), \"svg_bytes\": \(bytes)}"
    }
    print("{" + entries.joined(separator: ", ") + "}")
    exit(0)
}
// `--text-peer-json`: a new label's render and the plain badge's, for Benchmarks/text_peer.py.
if let index = CommandLine.arguments.firstIndex(of: "--profile-text"), index + 1 < CommandLine.arguments.count,
   let count = Int(CommandLine.arguments[index + 1]) {
    try? TextPeer.profile(count: count)
    exit(0)
}
if arguments.contains("--text-peer-json") {
    do {
        print(try TextPeer.json(runSeconds: runSeconds))
    } catch {
        print("benchmark setup failed: \(error)")
    }
    exit(0)
}
if let index = CommandLine.arguments.firstIndex(of: "--goldens"), index + 1 < CommandLine.arguments.count {
    EncoderTable.printGoldens(in: CommandLine.arguments[index + 1])
    exit(0)
}
if arguments.contains("--encoder-table"), let scenes = try? Scenes.all() {
    EncoderTable.print(scenes: scenes, runSeconds: 0.02)
    exit(0)
}
// `--scaling`: each hostile input at n, 2n and 4n, with the time ratio per doubling.
if arguments.contains("--scaling") {
    ScalingTable.print()
    exit(0)
}
// `--trailing-picture MB FILE`: writes the scaling table's trailing-data picture of MB megabytes.
if let index = CommandLine.arguments.firstIndex(of: "--trailing-picture"), index + 2 < CommandLine.arguments.count,
   let megabytes = Int(CommandLine.arguments[index + 1]) {
    let bytes = ScalingTable.trailingDataPicture(fileBytes: megabytes * 1_000_000)
    guard let file = fopen(CommandLine.arguments[index + 2], "wb") else { exit(1) }
    fwrite(bytes, 1, bytes.count, file)
    fclose(file)
    exit(0)
}
let batchCount = arguments.contains("--quick") ? 2_000 : 10_000

struct Row {
    let scene: String
    let renderMicroseconds: Double
    let encodeMicroseconds: Double
    let bytes: Int
    /// Writing the scene as SVG, and the SVG's size.
    let svgMicroseconds: Double?
    let svgBytes: Int?
    var badgesPerSecond: Double { 1e6 / encodeMicroseconds }
}

struct Optimized {
    let scene: String
    let bytes: Int
    let milliseconds: Double
}

var rows: [Row] = []
var optimized: [Optimized] = []
do {
    for scene in try Scenes.all() {
        let renderer = BadgeRenderer()
        let render = medianMicroseconds(runSeconds: runSeconds) { scene.render(renderer) }
        var bytes = 0
        let encode = medianMicroseconds(runSeconds: runSeconds) { bytes = scene.run(renderer) }
        var svgBytes: Int? = nil
        let svg = scene.svg.map { write in medianMicroseconds(runSeconds: runSeconds) { svgBytes = write(renderer) } }
        rows.append(Row(scene: scene.name, renderMicroseconds: render, encodeMicroseconds: encode, bytes: bytes,
                        svgMicroseconds: svg, svgBytes: svgBytes))
        if ["B1", "B3", "S1"].contains(scene.name), let image = scene.image(renderer) {
            let encoder = PNGEncoder(optimize: true, content: scene.name == "L1" ? .text : .shapes)
            var size = 0
            let microseconds = medianMicroseconds(runs: 3, runSeconds: runSeconds) {
                size = (try? encoder.encode(image))?.count ?? 0
            }
            optimized.append(Optimized(scene: scene.name, bytes: size, milliseconds: microseconds / 1000))
        }
    }
} catch {
    print("benchmark setup failed: \(error)")
}
let batch = BatchBenchmark.run(count: batchCount)
let uniqueBatch = BatchBenchmark.run(count: batchCount, unique: true)
let memory = "/dev/shm"
let memoryBatch = access(memory, W_OK) == 0 ? BatchBenchmark.run(count: batchCount, base: memory) : nil
let memoryUniqueBatch = access(memory, W_OK) == 0 ? BatchBenchmark.run(count: batchCount, unique: true, base: memory) : nil
BatchBenchmark.removeFolders()
let peak = peakMemoryBytes()

if arguments.contains("--json") {
    let entries = rows.map { row in
        "    {\"scene\": \"\(row.scene)\", \"render_us\": \(rounded(row.renderMicroseconds)), "
            + "\"render_encode_us\": \(rounded(row.encodeMicroseconds)), \"badges_per_s\": \(Int(row.badgesPerSecond)), "
            + "\"bytes\": \(row.bytes)"
            + (row.svgMicroseconds.map { ", \"svg_us\": \(rounded($0)), \"svg_bytes\": \(row.svgBytes ?? 0)" } ?? "") + "}"
    }
    var json = "{\n  \"scenes\": [\n\(entries.joined(separator: ",\n"))\n  ],\n"
    let optimizedEntries = optimized.map {
        "    {\"scene\": \"\($0.scene)\", \"bytes\": \($0.bytes), \"ms\": \(rounded($0.milliseconds, 3))}"
    }
    json += "  \"optimize\": [\n\(optimizedEntries.joined(separator: ",\n"))\n  ],\n"
    if let batch {
        json += "  \"batch\": {\"entries\": \(batch.count), \"first_run_s\": \(rounded(batch.firstSeconds, 3)), "
            + "\"badges_per_s\": \(Int(Double(batch.count) / batch.firstSeconds)), "
            + "\"second_run_s\": \(rounded(batch.secondSeconds, 3))},\n"
    }
    for (key, result) in [("batch_unique", uniqueBatch), ("batch_memory", memoryBatch), ("batch_unique_memory", memoryUniqueBatch)] {
        guard let result else { continue }
        json += "  \"\(key)\": {\"entries\": \(result.count), \"first_run_s\": \(rounded(result.firstSeconds, 3)), "
            + "\"badges_per_s\": \(Int(Double(result.count) / result.firstSeconds))},\n"
    }
    print(json + "  \"peak_memory_bytes\": \(peak)\n}")
} else {
    print("scene  render µs  render+PNG µs  badges/s   PNG bytes    SVG µs  SVG bytes")
    for row in rows {
        print(pad(row.scene, 6) + pad(rounded(row.renderMicroseconds), 10, right: true)
              + pad(rounded(row.encodeMicroseconds), 15, right: true)
              + pad(String(Int(row.badgesPerSecond)), 10, right: true)
              + pad(String(row.bytes), 12, right: true)
              + pad(row.svgMicroseconds.map { rounded($0) } ?? "", 10, right: true)
              + pad(row.svgBytes.map(String.init) ?? "", 11, right: true))
    }
    for entry in optimized {
        print("--optimize \(entry.scene): \(entry.bytes) bytes in \(rounded(entry.milliseconds, 2)) ms")
    }
    if let batch {
        print("batch: \(batch.count) badges written in \(rounded(batch.firstSeconds, 3)) s "
              + "(\(Int(Double(batch.count) / batch.firstSeconds)) badges/s); "
              + "second run (all unchanged) \(rounded(batch.secondSeconds, 3)) s")
    }
    if let unique = uniqueBatch {
        print("batch, every badge different: \(unique.count) in \(rounded(unique.firstSeconds, 3)) s "
              + "(\(Int(Double(unique.count) / unique.firstSeconds)) badges/s)")
    }
    for (name, result) in [("batch in \(memory)", memoryBatch), ("batch in \(memory), every badge different", memoryUniqueBatch)] {
        guard let result else { continue }
        print("\(name): \(result.count) in \(rounded(result.firstSeconds, 3)) s "
              + "(\(Int(Double(result.count) / result.firstSeconds)) badges/s)")
    }
    print("peak memory: \(peak / 1024) KiB")
}

func rounded(_ value: Double, _ decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    return String((value * scale).rounded() / scale)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}
