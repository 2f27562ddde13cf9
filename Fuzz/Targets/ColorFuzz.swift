// libFuzzer target: colour strings and colour scales (ramp:/steps:).
import StarBadge

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let color = try? Color(parsing: text) {
        // A parsed colour prints and parses back to itself.
        if (try? Color(parsing: color.hexString)) != color { fatalError("hex round trip failed for \(text)") }
    }
    if let scale = try? ColorScale(parsing: text) {
        for rating in [0.0, 0.5, 2.5, 5, -1, .nan, .infinity] { _ = scale.color(forRating: rating, maxRating: 5) }
        _ = try? ColorScale(parsing: scale.description)
    }
    return 0
}
