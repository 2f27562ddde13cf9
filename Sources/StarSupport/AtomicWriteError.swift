/// Why `AtomicWriter` could not write a file, with the system's reason.
package enum AtomicWriteError: Error, Sendable {
    /// The temporary file could not be made (no such folder, no permission).
    case cannotCreate(String)
    /// Writing the content failed part way (a full disk): an I/O error.
    case cannotWrite(String)
    /// The finished file could not be put in place.
    case cannotRename(String)

    /// The system's reason.
    package var reason: String {
        switch self {
        case .cannotCreate(let reason), .cannotWrite(let reason), .cannotRename(let reason): return reason
        }
    }
}
