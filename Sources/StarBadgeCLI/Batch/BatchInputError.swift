/// Why a batch input as a whole could not be read.
struct BatchInputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
