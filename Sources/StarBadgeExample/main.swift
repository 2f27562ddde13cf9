// The StarBadge library as a Swift static-site generator would use it:
// badge specs as values, <img> markup measured without rendering, PNG bytes,
// a sprite sheet, and a thousand badges rendered concurrently.
//
//     swift run starbadge-example /tmp/site
//
// writes /tmp/site/badges/*.png, /tmp/site/stars-sprite.png and /tmp/site/index.html.
import Foundation
import StarBadge
// The sprite sheet comes back as pixels; PNGEncoder turns them into file bytes.
import StarPNG

/// A page of the site that shows a rating.
struct Product: Sendable {
    let slug: String
    let rating: Double
}

/// Compile-time proof that a type may cross tasks and threads.
func requireSendable<T: Sendable>(_: T.Type) {}
requireSendable(BadgeSpec.self)
requireSendable(BadgeRenderer.self)
requireSendable(SpriteSheet.self)

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: starbadge-example <output-folder>\n".utf8))
    exit(64)
}
let site = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
let badges = site.appendingPathComponent("badges", isDirectory: true)
try FileManager.default.createDirectory(at: badges, withIntermediateDirectories: true)

// 1. A spec is a value, checked when it is made: a bad one throws a BadgeError that names the setting.
let style = try BadgeSpec(rating: 0, starSize: 20, spacing: 2, onColor: Color(parsing: "#E67E22"))
do {
    _ = try style.with(rating: 7)
} catch {
    print("refused as expected: \(error)")
}

// 2. Markup needs only the size and alt text, so nothing is rendered for it.
func imgTag(_ spec: BadgeSpec, src: String) -> String {
    let size = spec.pixelSize
    return "<img src=\"\(src)\" width=\"\(size.width)\" height=\"\(size.height)\" alt=\"\(spec.altText())\">"
}

// 3. One badge to PNG bytes. A renderer keeps scratch buffers: reuse it, but one per thread.
var renderer = BadgeRenderer()
let featured = try style.with(rating: 4.5)
try Data(renderer.png(for: featured)).write(to: site.appendingPathComponent("featured.png"))

// 4. A sprite sheet of every state 0, 0.5, ... 5 for pages that show many ratings.
let sheet = try SpriteSheet(style: style, step: 0.5)
let sheetImage = try sheet.image(scale: 1, renderer: &renderer)
try Data(PNGEncoder().describing(style).encode(sheetImage)).write(to: site.appendingPathComponent("stars-sprite.png"))
let cell = sheet.cellSize
var css = ""
for (index, rating) in sheet.ratings.enumerated() {
    let origin = sheet.cellOrigin(index)
    let name = "stars-" + AltText.format(rating, separator: "-")
    func offset(_ px: Int) -> String { px == 0 ? "0" : "-\(px)px" }
    css += ".\(name) { background: url(stars-sprite.png) \(offset(origin.x)) \(offset(origin.y)); "
        + "width: \(cell.width)px; height: \(cell.height)px; }\n"
}

// 5. Many badges at once: each task renders a slice of the products with its own renderer.
let products = (0..<1000).map { Product(slug: "product-\($0)", rating: Double(($0 * 7) % 51) / 10) }
let tasks = ProcessInfo.processInfo.activeProcessorCount
let clock = ContinuousClock()
let start = clock.now
let rendered: [(index: Int, bytes: [UInt8])] = try await withThrowingTaskGroup(of: [(Int, [UInt8])].self) { group in
    for task in 0..<tasks {
        group.addTask {
            var renderer = BadgeRenderer()
            var slice: [(Int, [UInt8])] = []
            for index in stride(from: task, to: products.count, by: tasks) {
                let spec = try style.with(rating: products[index].rating)
                slice.append((index, try renderer.png(for: spec)))
            }
            return slice
        }
    }
    var all: [(index: Int, bytes: [UInt8])] = []
    for try await slice in group { all += slice.map { (index: $0.0, bytes: $0.1) } }
    return all.sorted { $0.index < $1.index }
}
let seconds = Double((clock.now - start).components.attoseconds) / 1e18 + Double((clock.now - start).components.seconds)
for (index, bytes) in rendered {
    try Data(bytes).write(to: badges.appendingPathComponent(products[index].slug + ".png"))
}

// 6. The page: <img> tags for the first few products, and the sprite classes.
var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Ratings</title>\n"
html += "<style>\n\(css)</style>\n</head>\n<body>\n"
html += imgTag(featured, src: "featured.png") + "\n<ul>\n"
for product in products.prefix(10) {
    html += "  <li>\(product.slug): " + imgTag(try style.with(rating: product.rating), src: "badges/\(product.slug).png") + "</li>\n"
}
html += "</ul>\n<span class=\"stars-3-5\" role=\"img\" aria-label=\"\(try style.with(rating: 3.5).altText())\"></span>\n</body>\n</html>\n"
try Data(html.utf8).write(to: site.appendingPathComponent("index.html"))

print("wrote \(rendered.count) badges (\(tasks) tasks, \(Int(Double(rendered.count) / max(seconds, 1e-9))) badges/s), "
      + "a \(sheet.pixelSize(scale: 1).width)×\(sheet.pixelSize(scale: 1).height) sprite and index.html to \(site.path)")
