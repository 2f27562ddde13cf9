// libFuzzer target: the PNG reader (libpng underneath), with a small pixel limit.
import StarPNG

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let image = try? PNGDecoder(maxPixels: 1 << 20).decode(bytes) {
        // Whatever decodes re-encodes and decodes to the same pixels.
        guard let again = try? PNGDecoder().decode(PNGEncoder().encode(image)), again == image else {
            fatalError("PNG round trip changed the pixels")
        }
    }
    return 0
}
