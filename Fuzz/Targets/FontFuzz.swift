// libFuzzer target: font files (FreeType underneath): load, measure, lay out and outline text.
import StarText
import StarGeometry

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let face = try? FontFace(bytes: bytes, name: "fuzz") else { return 0 }
    _ = try? face.metrics(pixelSize: 16)
    if let line = try? TextLine("Rating: 4.5 ★ AV", face: face, pixelSize: 16) {
        _ = try? line.path()
    }
    return 0
}
