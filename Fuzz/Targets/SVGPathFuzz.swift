// libFuzzer target: SVG path data and shape names, then fitting and rasterizing the shape.
import StarBadge
import StarGeometry
import StarRaster

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPath(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SVGPathParser.parse(text)
    guard let shape = try? BadgeShape(parsing: "path:" + text) ?? BadgeShape(parsing: text) else { return 0 }
    let box = Rect(x: 1.3, y: 0.7, width: 24, height: 24)
    var rasterizer = Rasterizer(width: 0, height: 0)
    let polygon = shape.polygon(fittedInto: box, tolerance: 0.05)
    if let extent = polygon.bounds, let bounds = PixelRect(covering: extent), bounds.width <= 64, bounds.height <= 64 {
        _ = rasterizer.coverage(of: polygon, in: bounds)
    }
    return 0
}
