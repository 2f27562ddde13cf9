// libFuzzer target: the PNG writer (row filters and our zlib compressor).
// Each input is checked three ways:
// 1. encoded with one fixed filter strategy and compressor effort; libpng
//    (and the zlib inflater under it) must decode the same pixels;
// 2. when asked (and small), encoded as `--optimize` does (PNGEncoder(optimize: true):
//    every candidate filter with the binary-tree search and the optimal
//    parse, each stream proven by zlib's inflate, see ZlibStreamCheck),
//    with the content (shapes, text, unknown) a badge would give; libpng
//    must decode the same pixels;
// 3. the raw bytes (repeated up to 4 times) through ZlibCompressor with an
//    effort made from the input and small segments and parts, so segment
//    and part boundaries (and the threads for parts) come up in small inputs;
//    zlib must inflate the stream to exactly those bytes.
//
// Input: [mode, width, effort choice, effort byte A, effort byte B, pixels...]
//   mode bit 0: RGBA only (else the smallest format); bits 1-4: filter
//   strategy; bit 5: also --optimize (2.); bits 6-7: the content it is told.
//   effort choice: bits 0-2 pick the effort for 1., bits 6-7 the repeats for 3.
@testable import StarPNG
@testable import StarDeflate

/// An effort from two bytes: any chain depth, nice length, minimum match,
/// 0–3 passes (0 is the lazy parse, more the optimal parse over binary trees),
/// indexing inside long matches or not, and windows from 256 bytes to 32 KiB.
func effort(_ a: UInt8, _ b: UInt8) -> DeflateEffort {
    let windows = [256, 300, 1024, 2048, 4096, 8192, 16384, 32768]
    return DeflateEffort(chainDepth: 1 << Int(a & 7), niceLength: 4 + Int(b >> 2), minimumMatch: a & 8 == 0 ? 3 : 4,
                         passes: Int((a >> 4) & 3), indexesInsideLongMatches: a & 0x40 != 0,
                         window: windows[Int(b & 3) | (a & 0x80 == 0 ? 0 : 4)])
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGWriter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 6 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let mode = Int(bytes[0]), width = Int(bytes[1] % 64) + 1, choice = Int(bytes[2])
    let fromInput = effort(bytes[3], bytes[4])
    let pixels = Array(bytes.dropFirst(5))

    // 3. Our compressor on arbitrary bytes, inflated by zlib.
    var raw: [UInt8] = []
    for _ in 0...(choice >> 6) { raw += pixels }
    let count = raw.count
    raw += [UInt8](repeating: 0, count: 8)
    let stream = ZlibCompressor(effort: fromInput, segmentSize: 1024, partMinimum: 4096).compress(raw, count: count)
    let inflates = raw.withUnsafeBufferPointer { ZlibStreamCheck.holds(stream, inflatingTo: UnsafeBufferPointer(rebasing: $0[..<count])) }
    if !inflates { fatalError("zlib does not inflate our stream to the input (\(fromInput), \(count) bytes)") }

    let height = pixels.count / (4 * width)
    guard height > 0, let image = PNGImage(width: width, height: height, rgba: Array(pixels.prefix(4 * width * height))) else {
        return 0
    }
    let format: PNGEncoder.FormatChoice = mode & 1 == 0 ? .smallestLossless : .rgba

    // 1. One fixed filter strategy and effort.
    let efforts = [
        DeflateEffort.standard, .thorough,
        DeflateEffort(chainDepth: 1, niceLength: 4, minimumMatch: 4, passes: 1, indexesInsideLongMatches: false, window: 256),
        DeflateEffort(chainDepth: 3, niceLength: 8, minimumMatch: 3, passes: 0, indexesInsideLongMatches: false, window: 300),
        fromInput,
    ]
    let filters: [FilterStrategy] = [.every(0), .every(1), .every(2), .every(3), .every(4), .minimumSum,
                                     .minimumEntropy(.all), .leastCompressed([.none, .up, .paeth]),
                                     .fewestChanges(.all)]
    let encoder = PNGEncoder(format: format,
                             compression: .init(filter: filters[((mode >> 1) & 15) % filters.count],
                                                effort: efforts[(choice & 7) % efforts.count]))
    guard let png = try? encoder.encode(image), let back = try? PNGDecoder().decode(png), back == image else {
        fatalError("PNG writer round trip changed the pixels")
    }

    // 2. What --optimize does, on images of up to 256 pixels: its deep search costs
    // about half a second on 1,000 pixels here (instrumented), which would leave
    // the other checks a few runs a second.
    if mode & 0x20 != 0, image.rgba.count <= 1024 {
        let contents: [PNGEncoder.ImageContent] = [.unknown, .shapes, .text, .unknown]
        let optimizing = PNGEncoder(format: format, optimize: true, content: contents[mode >> 6])
        let optimized: [UInt8]
        do { optimized = try optimizing.encode(image, texts: [("Title", "4.5 out of 5 stars")]) } catch {
            fatalError("--optimize failed: \(error)")
        }
        guard let back = try? PNGDecoder().decode(optimized), back == image else {
            fatalError("--optimize round trip changed the pixels")
        }
        // Never larger than the standard encoding (it tries those settings too).
        let standard = try? PNGEncoder(format: format, content: contents[mode >> 6])
            .encode(image, texts: [("Title", "4.5 out of 5 stars")])
        if let standard, optimized.count > standard.count {
            fatalError("--optimize wrote \(optimized.count) bytes, the standard settings \(standard.count)")
        }
    }
    return 0
}
