// libFuzzer target: the PNG writer (row filters and our zlib compressor) at
// every filter strategy and several efforts; libpng must decode the same pixels.
import StarPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGWriter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard size >= 3 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let mode = Int(bytes[0]), width = Int(bytes[1] % 64) + 1
    let pixels = Array(bytes.dropFirst(2))
    let height = pixels.count / (4 * width)
    guard height > 0, let image = PNGImage(width: width, height: height, rgba: Array(pixels.prefix(4 * width * height))) else {
        return 0
    }
    let efforts = [
        DeflateEffort.standard, .thorough,
        DeflateEffort(chainDepth: 1, niceLength: 4, minimumMatch: 4, passes: 1, indexesInsideLongMatches: false, window: 256),
        DeflateEffort(chainDepth: 3, niceLength: 8, minimumMatch: 3, passes: 0, indexesInsideLongMatches: false, window: 300),
    ]
    let filters: [FilterStrategy] = [.every(0), .every(1), .every(2), .every(3), .every(4), .minimumSum,
                                     .minimumEntropy(.all), .leastCompressed([.none, .up, .paeth]),
                                     .fewestChanges(.all)]
    let encoder = PNGEncoder(format: mode & 1 == 0 ? .smallestLossless : .rgba,
                             compression: .init(filter: filters[(mode >> 1) % filters.count],
                                                effort: efforts[(mode >> 4) % efforts.count]))
    guard let png = try? encoder.encode(image), let back = try? PNGDecoder().decode(png), back == image else {
        fatalError("PNG writer round trip changed the pixels")
    }
    return 0
}
