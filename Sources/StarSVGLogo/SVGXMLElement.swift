/// An element of the parsed file as plain Swift values: what the logo
/// builder reads, so that only `SVGLogoReader` touches libxml2.
struct SVGXMLElement: Sendable {
    struct Attribute: Sendable {
        let name: String
        /// The namespace URI, nil for an attribute without a prefix.
        let namespace: String?
        let value: String
    }

    let name: String
    /// The namespace URI, nil for none.
    let namespace: String?
    let attributes: [Attribute]
    let children: [SVGXMLElement]
    /// The line in the file, for messages.
    let line: Int

    /// The value of the attribute `name` without a namespace.
    func attribute(_ name: String) -> String? {
        attributes.first { $0.namespace == nil && $0.name == name }?.value
    }

    var isSVG: Bool { namespace == SVGLogoReader.svgNamespace }
}
