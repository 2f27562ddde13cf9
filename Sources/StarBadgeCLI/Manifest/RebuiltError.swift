/// An item of a shard manifest's "errors" ({"index", "location", "name",
/// "message"}), written again by `batch`'s own code
/// (`BatchReport.manifestError`) from its fields: `manifest merge` refuses
/// it unless it is that line byte for byte.
enum RebuiltError {
    /// Refuses `item` of the manifest `path` unless batch writes it so.
    static func check(_ item: ManifestItem, in path: String) throws(CLIError) {
        let fields = ManifestFields(members: item.members,
                                    place: "\(path): line \(item.lineNumber): the error of index \(item.index)")
        let name: String?
        switch fields.value("name") {
        case .string(let text)?: name = text
        case .null?: name = nil
        default: throw fields.error("name", "is missing or not a string or null")
        }
        let rebuilt = BatchReport.manifestError(index: item.index, location: try fields.string("location"), name: name,
                                                message: try fields.string("message"))
        if let (key, reason) = fields.firstDifference(from: rebuilt, line: item.line) {
            throw fields.error(key, reason)
        }
    }
}
