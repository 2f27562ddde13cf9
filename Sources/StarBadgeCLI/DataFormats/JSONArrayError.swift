/// Why a JSON document is not an array that can be read element by element.
enum JSONArrayError: Error, Equatable {
    case syntax(JSONSyntaxError)
    /// Valid JSON, but not an array.
    case notArray
}
