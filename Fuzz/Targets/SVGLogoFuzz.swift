// libFuzzer target: SVG logo files through libxml2 and the logo reader, then drawn
// by both backends as a badge's logo (PNG pixels and SVG markup).
import StarBadge

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGLogo(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let logo = try? SVGLogo(svgBytes: bytes) else { return 0 }
    // Every shape's outline is finite (transforms and numbers are bounded).
    for shape in logo.shapes {
        for element in shape.path.elements {
            if case .move(let p) = element, !(p.x.isFinite && p.y.isFinite) { fatalError("non-finite point in a logo") }
        }
    }
    guard let spec = try? BadgeSpec(rating: 3, { s in
        s.logo = BadgeLogo(.vector(logo), color: Color(red: 200, green: 0, blue: 50))
        s.label = try LabelSpec(template: "x", position: .right)
    }) else { return 0 }
    let renderer = BadgeRenderer()
    _ = renderer.image(for: spec)
    _ = try? renderer.svg(for: spec)
    return 0
}
