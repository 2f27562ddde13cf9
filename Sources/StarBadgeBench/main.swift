// starbadge-bench: how fast StarBadge renders and encodes badges.
//   swift run -c release starbadge-bench [--json] [--quick]
import StarBadge

let arguments = Set(CommandLine.arguments.dropFirst())
let runSeconds = arguments.contains("--quick") ? 0.03 : 0.15
let batchCount = arguments.contains("--quick") ? 2_000 : 10_000

struct Row {
    let scene: String
    let renderMicroseconds: Double
    let encodeMicroseconds: Double
    let bytes: Int
    var badgesPerSecond: Double { 1e6 / encodeMicroseconds }
}

var rows: [Row] = []
do {
    for scene in try Scenes.all() {
        var renderer = BadgeRenderer()
        let render = medianMicroseconds(runSeconds: runSeconds) { scene.render(&renderer) }
        var bytes = 0
        let encode = medianMicroseconds(runSeconds: runSeconds) { bytes = scene.run(&renderer) }
        rows.append(Row(scene: scene.name, renderMicroseconds: render, encodeMicroseconds: encode, bytes: bytes))
    }
} catch {
    print("benchmark setup failed: \(error)")
}
let batch = BatchBenchmark.run(count: batchCount)
let peak = peakMemoryBytes()

if arguments.contains("--json") {
    let entries = rows.map { row in
        "    {\"scene\": \"\(row.scene)\", \"render_us\": \(rounded(row.renderMicroseconds)), "
            + "\"render_encode_us\": \(rounded(row.encodeMicroseconds)), \"badges_per_s\": \(Int(row.badgesPerSecond)), "
            + "\"bytes\": \(row.bytes)}"
    }
    var json = "{\n  \"scenes\": [\n\(entries.joined(separator: ",\n"))\n  ],\n"
    if let batch {
        json += "  \"batch\": {\"entries\": \(batch.count), \"first_run_s\": \(rounded(batch.firstSeconds, 3)), "
            + "\"badges_per_s\": \(Int(Double(batch.count) / batch.firstSeconds)), "
            + "\"second_run_s\": \(rounded(batch.secondSeconds, 3))},\n"
    }
    print(json + "  \"peak_memory_bytes\": \(peak)\n}")
} else {
    print("scene  render µs  render+PNG µs  badges/s   PNG bytes")
    for row in rows {
        print(pad(row.scene, 6) + pad(rounded(row.renderMicroseconds), 10, right: true)
              + pad(rounded(row.encodeMicroseconds), 15, right: true)
              + pad(String(Int(row.badgesPerSecond)), 10, right: true)
              + pad(String(row.bytes), 12, right: true))
    }
    if let batch {
        print("batch: \(batch.count) badges written in \(rounded(batch.firstSeconds, 3)) s "
              + "(\(Int(Double(batch.count) / batch.firstSeconds)) badges/s); "
              + "second run (all unchanged) \(rounded(batch.secondSeconds, 3)) s")
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
