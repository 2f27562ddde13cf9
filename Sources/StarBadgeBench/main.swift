// starbadge-bench: how fast StarBadge renders and encodes badges.
//   swift run -c release starbadge-bench [--json] [--quick]
import StarBadge

let arguments = Set(CommandLine.arguments.dropFirst())
let runSeconds = arguments.contains("--quick") ? 0.03 : 0.15

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
        let render = medianMicroseconds(runSeconds: runSeconds) {
            _ = renderer.image(for: scene.spec)
        }
        var bytes: [UInt8] = []
        let encode = medianMicroseconds(runSeconds: runSeconds) {
            bytes = (try? renderer.png(for: scene.spec)) ?? []
        }
        rows.append(Row(scene: scene.name, renderMicroseconds: render, encodeMicroseconds: encode, bytes: bytes.count))
    }
} catch {
    print("benchmark setup failed: \(error)")
}

let peak = peakMemoryBytes()
if arguments.contains("--json") {
    let entries = rows.map { row in
        """
            {"scene": "\(row.scene)", "render_us": \(rounded(row.renderMicroseconds)), \
        "render_encode_us": \(rounded(row.encodeMicroseconds)), "badges_per_s": \(Int(row.badgesPerSecond)), \
        "bytes": \(row.bytes)}
        """
    }
    print("{\n  \"scenes\": [\n\(entries.joined(separator: ",\n"))\n  ],\n  \"peak_memory_bytes\": \(peak)\n}")
} else {
    print("scene  render µs  render+PNG µs  badges/s   PNG bytes")
    for row in rows {
        print(pad(row.scene, 6) + pad(rounded(row.renderMicroseconds), 10, right: true)
              + pad(rounded(row.encodeMicroseconds), 15, right: true)
              + pad(String(Int(row.badgesPerSecond)), 10, right: true)
              + pad(String(row.bytes), 12, right: true))
    }
    print("peak memory: \(peak / 1024) KiB")
}

func rounded(_ value: Double) -> String {
    let scaled = (value * 10).rounded() / 10
    return String(scaled)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return right ? fill + text : text + fill
}
