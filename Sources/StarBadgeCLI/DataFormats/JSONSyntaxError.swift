/// Why a JSON document could not be read: what, and where (line and column, 1-based).
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    let message: String
    let line: Int
    let column: Int
    var description: String { "line \(line), column \(column): \(message)" }
}
