// A static-site generator's use of StarBadge: one design for the whole
// site, a badge per product written to a folder, a featured badge's files with
// their dark variant, and the markup for a page.
//
//     swift run starbadge-example /tmp/site
//
// writes /tmp/site/badges/*.png, featured/ (a file set with its dark variant),
// labelled.png, stars.png (a sprite) and index.html.
import Foundation
import StarBadge

struct Product: Sendable {
    let slug: String
    let name: String
    let rating: Double
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: starbadge-example <output-folder>\n".utf8))
    exit(64)
}
let site = CommandLine.arguments[1]
try FileManager.default.createDirectory(atPath: site + "/badges", withIntermediateDirectories: true)

// The site's look, checked once: a bad value throws a BadgeError naming the setting.
let orange = try Color(parsing: "#E67E22")
let design = try BadgeDesign {
    $0.starSize = 20
    $0.spacing = 2
    $0.onColorScale = .constant(orange)
}
let products = (0..<1000).map { Product(slug: "p\($0)", name: "Product \($0)", rating: Double(($0 * 7) % 51) / 10) }

// One renderer, shared by every task: it is safe to call from many at once.
let renderer = BadgeRenderer()

// Every badge written to its file, 8 at a time, in order; an unchanged file
// is left alone, and each PNG carries its alt text ("3.5 out of 5 stars").
let badges = try products.map { (spec: try design.badge(rating: $0.rating), path: "\(site)/badges/\($0.slug).png") }
let written = try await renderer.write(badges, maxConcurrentTasks: 8)

// The same renderer from 8 tasks of our own, to bytes (e.g. for a CDN upload).
let sizes = try await withThrowingTaskGroup(of: Int.self) { group in
    for task in 0..<8 {
        group.addTask {
            var total = 0
            for index in stride(from: task, to: products.count, by: 8) {
                total += try renderer.bytes(for: design.badge(rating: products[index].rating)).count
            }
            return total
        }
    }
    var total = 0
    for try await size in group { total += size }
    return total
}

// Markup needs only the size and the alt text: nothing is rendered for it.
func img(_ spec: BadgeSpec, src: String) -> String {
    let size = spec.pixelSize
    return "<img src=\"\(src)\" width=\"\(size.width)\" height=\"\(size.height)\" alt=\"\(spec.altText())\">"
}

// A labelled badge: the label in the bundled font (or `fontName: "Noto Sans"`,
// a family found through fontconfig); it throws BadgeError.font when no such font is found.
let labelled = try BadgeDesign {
    $0.starSize = 20
    $0.label = try LabelSpec(template: "{rating} of {max}")
}
try renderer.write(labelled.badge(rating: 4.5), to: "\(site)/labelled.png")

// A sprite of every half-star state, and the state (and CSS class) a score shows.
let sheet = try SpriteSheet(design: design, step: 0.5)
try renderer.write(sheet, to: "\(site)/stars.png")

// The featured product as a file set: 1x and 2x PNGs, an SVG, and the dark
// variant's PNGs (the SVG adapts to a dark page itself), each named by the one
// rule (featured/p0.png, p0@2x.png, p0.svg, p0.dark.png, p0.dark@2x.png), and
// the <picture> that shows them.
let featured = try design.badge(rating: products[0].rating)
let night = try featured.darkVariant(DarkAppearance(onColor: try Color(parsing: "#FFD54F")))
let files = try BadgeFiles(featured, dark: night, scales: [1, 2], formats: [.png, .svg], name: "featured/\(products[0].slug)")
try FileManager.default.createDirectory(atPath: site + "/featured", withIntermediateDirectories: true)
for file in files.files {
    try Data(files.bytes(of: file, renderer: renderer)).write(to: URL(fileURLWithPath: site + "/" + file.path))
}

var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Ratings</title></head>\n<body>\n<ul>\n"
for (product, badge) in zip(products, badges).prefix(20) {
    html += "  <li>\(product.name) " + img(badge.spec, src: "badges/\(product.slug).png") + "</li>\n"
}
html += "</ul>\n<p>Featured: " + files.markup()!.picture + "</p>\n</body>\n</html>\n"
try Data(html.utf8).write(to: URL(fileURLWithPath: site + "/index.html"))

print("\(written.filter { $0 }.count) of \(badges.count) badges written, \(sizes) bytes rendered by 8 tasks, to \(site)")
