import CLibXML2

/// The XML side of reading a logo: libxml2 parses the bytes into a tree,
/// which is copied into `SVGXMLElement` values and freed. The parser never
/// reaches the network (`XML_PARSE_NONET`), loads no DTD, substitutes no
/// entity (no `XML_PARSE_NOENT`) and keeps its default size and depth
/// limits (no `XML_PARSE_HUGE`); a DOCTYPE with declarations is refused,
/// so no entity is ever defined. Messages go to the error, never to stderr.
enum SVGLogoReader {
    static let svgNamespace = "http://www.w3.org/2000/svg"
    static let xlinkNamespace = "http://www.w3.org/1999/xlink"

    /// libxml2's global set-up, done once before any thread parses (the
    /// library's own first-use check is not thread-safe in 2.9).
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The root element of the file `bytes`, within `SVGLogoLimits`.
    static func document(_ bytes: [UInt8]) throws(SVGLogoError) -> SVGXMLElement {
        guard bytes.count <= SVGLogoLimits.maxFileBytes else { throw .fileTooLarge(bytes: bytes.count) }
        guard !bytes.isEmpty else { throw .notXML(line: 1, message: "the file is empty") }
        // Declarations are refused before the parser reads them (it would check them, not expand them).
        if contains(bytes, Array("<!ENTITY".utf8)) { throw .declarations }
        _ = initialized
        guard let context = xmlNewParserCtxt() else { throw .notXML(line: 0, message: "out of memory") }
        defer { xmlFreeParserCtxt(context) }
        // The file is read as UTF-8 whatever it declares (XML_PARSE_IGNORE_ENC): no encoding
        // converter (iconv, ICU) is ever looked for.
        let options = Int32(bitPattern: XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue
                                | XML_PARSE_NOWARNING.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue)
        let parsed = bytes.withUnsafeBytes { buffer in
            xmlCtxtReadMemory(context, buffer.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(buffer.count),
                              "logo.svg", "UTF-8", options)
        }
        guard let document = parsed else {
            var line = 0, message = "the XML parser refused the file"
            if let error = xmlCtxtGetLastError(context) {
                line = Int(error.pointee.line)
                if let text = error.pointee.message {
                    // The first line: the parser's message goes on with the bytes it stopped at.
                    let first = String(cString: text).split(separator: "\n").first.map(String.init) ?? ""
                    message = first.trimmingCharacters(in: " \r\t")
                }
            }
            throw .notXML(line: line, message: message)
        }
        defer { xmlFreeDoc(document) }
        if let subset = document.pointee.intSubset, subset.pointee.children != nil || subset.pointee.entities != nil {
            throw .declarations
        }
        guard let root = xmlDocGetRootElement(document) else {
            throw .notXML(line: 1, message: "the file has no root element")
        }
        var count = 0
        return try element(root, depth: 1, count: &count)
    }

    /// `node` and its element children as values, counting elements.
    private static func element(_ node: xmlNodePtr, depth: Int, count: inout Int) throws(SVGLogoError) -> SVGXMLElement {
        let line = Int(xmlGetLineNo(node))
        count += 1
        guard count <= SVGLogoLimits.maxElements else { throw .tooManyElements }
        guard depth <= SVGLogoLimits.maxDepth else { throw .tooDeep(line: line) }
        var attributes: [SVGXMLElement.Attribute] = []
        var property = node.pointee.properties
        while let attribute = property {
            var value = ""
            var child = attribute.pointee.children
            while let text = child {
                if text.pointee.type == XML_ENTITY_REF_NODE { throw .declarations }
                if let content = text.pointee.content { value += string(content) }
                child = text.pointee.next
            }
            attributes.append(SVGXMLElement.Attribute(name: string(attribute.pointee.name),
                                                      namespace: attribute.pointee.ns.flatMap { $0.pointee.href.map(string) },
                                                      value: value))
            property = attribute.pointee.next
        }
        var children: [SVGXMLElement] = []
        var child = node.pointee.children
        while let next = child {
            switch next.pointee.type {
            case XML_ELEMENT_NODE: children.append(try element(next, depth: depth + 1, count: &count))
            case XML_ENTITY_REF_NODE: throw .declarations
            default: break  // text, comments, processing instructions: not drawn
            }
            child = next.pointee.next
        }
        return SVGXMLElement(name: string(node.pointee.name), namespace: node.pointee.ns.flatMap { $0.pointee.href.map(string) },
                             attributes: attributes, children: children, line: line)
    }

    private static func string(_ text: UnsafePointer<xmlChar>) -> String {
        String(cString: text)
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
