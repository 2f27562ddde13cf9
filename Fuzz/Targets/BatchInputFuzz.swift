// libFuzzer target: batch input files (JSON arrays and CSV) and their entries' names.
@testable import StarBadgeCLI

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for source in ["input.json", "input.csv"] {
        guard let entries = try? BatchInput.entries(from: bytes, source: source) else { continue }
        for entry in entries.prefix(50) {
            if let name = entry.values[key: "name"] { _ = try? OutputName(validating: name) }
            _ = try? BadgeOptions.spec(rating: 1, values: entry.values, command: "batch", namePrefix: "", context: .quiet())
        }
    }
    _ = try? JSONParser.parse(bytes)
    return 0
}
