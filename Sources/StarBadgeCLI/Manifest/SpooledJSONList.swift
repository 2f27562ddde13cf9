import StarSupport
/// The items of a JSON list as the batch manifest writes it, gathered in a
/// spool file: "[\n" item ",\n" item … "\n  ]", or "[]" when empty. Items
/// are whole lines, already indented.
final class SpooledJSONList {
    private let file: SpoolFile
    private(set) var count = 0

    /// A list whose spool file, if it needs one, goes in `folder`.
    init(in folder: String) { file = SpoolFile(in: folder) }

    func append(item: String) {
        file.append((count == 0 ? "[\n" : ",\n") + item)
        count += 1
    }

    /// The list's bytes.
    var parts: [FileContent.Part] {
        count == 0 ? [.bytes(Array("[]".utf8))] : [.spool(file), .bytes(Array("\n  ]".utf8))]
    }

    /// A batch manifest: {header…, "entries": […], "errors": […]}, the header
    /// members (key and JSON value) one a line.
    static func manifest(header: [(key: String, value: String)], entries: SpooledJSONList,
                         errors: SpooledJSONList) -> FileContent {
        let top = header.map { "  \(JSON.string($0.key)): \($0.value),\n" }.joined()
        return FileContent([.bytes(Array(("{\n" + top + "  \"entries\": ").utf8))] + entries.parts
                           + [.bytes(Array(",\n  \"errors\": ".utf8))] + errors.parts + [.bytes(Array("\n}\n".utf8))])
    }
}
