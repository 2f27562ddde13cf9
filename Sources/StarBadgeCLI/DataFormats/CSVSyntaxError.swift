/// Why a CSV document could not be read.
struct CSVSyntaxError: Error, Equatable, CustomStringConvertible {
    let message: String
    let line: Int
    var description: String { "line \(line): \(message)" }
}
