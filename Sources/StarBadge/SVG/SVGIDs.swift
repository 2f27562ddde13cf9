import StarSupport

/// How an SVG document names what it defines once and uses again (shapes,
/// gradients, clips, pictures), so that any number of different documents
/// inlined in one HTML page never name each other's definitions: ids live
/// in one namespace per page, and a `<use>` takes the first element of its id.
public enum SVGIDs: Hashable, Sendable {
    /// `s`, eight letters and digits of a hash of the whole document, then
    /// the definition's number (`sk3v9q2ma0`, `sk3v9q2ma1`…): the same badge
    /// always gets the same ids, different badges different ones.
    case contentHash
    /// The caller's prefix, `_`, then the definition's number (`badge_0`,
    /// `badge_1`…): unique on a page as long as each document's prefix is.
    case prefix(SVGIDPrefix)
    /// The caller's prefix, `_`, the eight letters and digits of the hash,
    /// then the number (`badge_k3v9q2ma0`): for many badges that share a
    /// prefix (a batch), each still apart from the others.
    case prefixAndHash(SVGIDPrefix)

    /// The bytes written before each definition's number (where the hash
    /// goes, a placeholder of its length, its last eight bytes, that
    /// `finish` replaces).
    var leadingBytes: [UInt8] {
        switch self {
        case .contentHash: return Array("s--------".utf8)
        case .prefix(let prefix): return Array(prefix.text.utf8) + [UInt8(ascii: "_")]
        case .prefixAndHash(let prefix): return Array(prefix.text.utf8) + Array("_--------".utf8)
        }
    }

    /// Puts the hash of `document` (with its placeholders) into each
    /// placeholder, at the offsets `sites`; a caller's prefix is already in place.
    func finish(_ document: inout [UInt8], sites: [Int]) {
        if case .prefix = self { return }
        guard !sites.isEmpty else { return }
        let start = leadingBytes.count - 8
        // FNV-1a over the bytes eight at a time, its bits spread over the 40
        // kept (as base32: letters and 2-7).
        var fnv = Hash64()
        document.withUnsafeBytes { fnv.addWords($0) }
        let hash = fnv.mixed
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)
        var digits = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { digits[index] = alphabet[Int(hash >> UInt64(59 - 5 * index) & 31)] }
        for site in sites {
            for index in 0..<8 { document[site + start + index] = digits[index] }
        }
    }
}

/// A caller's prefix for an SVG document's ids: an XML name without a
/// colon (an NCName: a letter or `_` first, then letters, digits, `-`,
/// `_`, `.` and the other name characters of XML 1.0), at most
/// `maxLength` characters.
public struct SVGIDPrefix: Hashable, Sendable {
    /// The longest prefix, in characters.
    package static let maxLength = 64
    public let text: String

    /// What makes a text no prefix.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        case empty
        case tooLong(characters: Int)
        /// The character at `position` (counted from 1) cannot stand there.
        case character(Unicode.Scalar, position: Int)

        public var description: String {
            switch self {
            case .empty: return "an id prefix cannot be empty"
            case .tooLong(let count): return "an id prefix has at most \(SVGIDPrefix.maxLength) characters, not \(count)"
            case .character(let scalar, let position):
                let shown = scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F
                    ? "U+" + String(scalar.value, radix: 16, uppercase: true) : "'\(scalar)'"
                return position == 1
                    ? "an id prefix starts with a letter or '_', not \(shown)"
                    : "\(shown) (character \(position)) cannot be in an id prefix: use letters, digits, '-', '_' and '.'"
            }
        }
    }

    /// - Throws: `Problem` when `text` is empty, longer than `maxLength`
    ///   characters, or not an XML name without a colon.
    public init(_ text: String) throws(Problem) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { throw .empty }
        guard scalars.count <= Self.maxLength else { throw .tooLong(characters: scalars.count) }
        for (index, scalar) in scalars.enumerated() {
            guard index == 0 ? Self.isNameStart(scalar) : Self.isNameCharacter(scalar) else {
                throw .character(scalar, position: index + 1)
            }
        }
        self.text = text
    }

    /// XML 1.0 (fifth edition) NameStartChar, less ':'.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// XML 1.0 (fifth edition) NameChar, less ':'.
    static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(scalar)
        }
    }
}
