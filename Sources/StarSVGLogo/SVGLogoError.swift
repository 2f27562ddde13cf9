/// Why an SVG file cannot be used as a logo. Each message names what is at
/// fault (the element, with its line in the file, and the attribute) and
/// fits after "invalid logo FILE: ".
public enum SVGLogoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is larger than `SVGLogoLimits.maxFileBytes`.
    case fileTooLarge(bytes: Int)
    /// The XML parser refused the file (line, the parser's message).
    case notXML(line: Int, message: String)
    /// A document type declaration with declarations (entities) in it.
    case declarations
    /// The root element is not `svg` in the SVG namespace.
    case notSVG(root: String)
    /// An element a single-colour logo cannot have (script, image, text, …).
    case element(String, line: Int, why: String)
    /// An attribute that is refused or whose value cannot be read.
    case attribute(String, element: String, line: Int, why: String)
    /// More than `SVGLogoLimits.maxElements` elements.
    case tooManyElements
    /// Elements nested deeper than `SVGLogoLimits.maxDepth`.
    case tooDeep(line: Int)
    /// Path data and points longer in all than `SVGLogoLimits.maxPathBytes`.
    case tooMuchPathData
    /// More than `SVGLogoLimits.maxSegments` path segments in all.
    case tooManySegments
    /// A shape reaching more than `SVGLogoLimits.maxReach` times the logo's size outside it.
    case tooFar(element: String, line: Int)
    /// Neither a `viewBox` nor a width and height on the root element.
    case noSize
    /// Nothing in the file is filled.
    case drawsNothing

    public var description: String {
        switch self {
        case .fileTooLarge(let bytes):
            return "the SVG file has \(bytes) bytes; a logo file may have at most \(SVGLogoLimits.maxFileBytes)"
        case .notXML(let line, let message):
            return "not well-formed XML (line \(line)): \(message)"
        case .declarations:
            return "the file declares entities or other declarations in a DOCTYPE; a logo file may not"
        case .notSVG(let root) where root == "svg":
            return "the <svg> element is not in the SVG namespace (give it xmlns=\"\(SVGLogoReader.svgNamespace)\")"
        case .notSVG(let root):
            return "the root element is <\(root)>, not <svg> in the SVG namespace (xmlns=\"\(SVGLogoReader.svgNamespace)\")"
        case .element(let name, let line, let why):
            return "<\(name)> (line \(line)): \(why)"
        case .attribute(let name, let element, let line, let why):
            return "\(name) on <\(element)> (line \(line)): \(why)"
        case .tooManyElements:
            return "more than \(SVGLogoLimits.maxElements) elements; a logo may have at most that many"
        case .tooDeep(let line):
            return "elements nested more than \(SVGLogoLimits.maxDepth) deep (line \(line))"
        case .tooMuchPathData:
            return "more than \(SVGLogoLimits.maxPathBytes) bytes of path data and points in all"
        case .tooManySegments:
            return "more than \(SVGLogoLimits.maxSegments) path segments in all"
        case .tooFar(let element, let line):
            return "<\(element)> (line \(line)) reaches more than \(Int(SVGLogoLimits.maxReach)) times the logo's size outside it"
        case .noSize:
            return "the <svg> element has no viewBox and no width and height, so the logo has no size"
        case .drawsNothing:
            return "nothing in the file is filled (a logo is filled shapes: path, rect, circle, ellipse, polygon, polyline)"
        }
    }
}
