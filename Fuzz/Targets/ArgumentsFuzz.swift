// libFuzzer target: command lines. The input is split at NUL or newline into
// arguments for `render` or `measure`; output always goes to a discarding
// console (options that name files are dropped so nothing is written).
@testable import StarBadgeCLI

final class DiscardingConsole: Console {
    func writeOutput(_ bytes: [UInt8]) throws(CLIError) {}
    func writeError(_ text: String) {}
    var outputIsTerminal: Bool { false }
}

let fileOptions: Set<String> = ["-o", "--output", "--font", "--shape-font", "--full-image", "--half-image",
                                "--empty-image", "--css", "--json", "--html", "--manifest", "--out-dir", "--defaults"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var words = bytes.split(whereSeparator: { $0 == 0 || $0 == 10 }).map { String(decoding: $0, as: UTF8.self) }
    // Drop options that name files (and their values, and --name=value forms).
    var kept: [String] = []
    var skipNext = false
    for word in words {
        if skipNext { skipNext = false; continue }
        let name = String(word.prefix { $0 != "=" })
        if fileOptions.contains(name) { skipNext = !word.contains("="); continue }
        kept.append(word)
    }
    words = kept
    let command = (bytes.first ?? 0) % 2 == 0 ? "render" : "measure"
    _ = StarBadgeTool.run([command] + words + (command == "render" ? ["-o", "-"] : []), console: DiscardingConsole())
    return 0
}
