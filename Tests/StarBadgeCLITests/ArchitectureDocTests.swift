import Foundation
import Testing
import StarBadgeTestSupport
@testable import StarBadgeCLI

/// The subcommands, as the catalog names them.
enum CommandCatalogNames {
    static let all = Set(CommandCatalog.commands.map(\.name))
}

/// docs/ARCHITECTURE.md walks a badge and a batch row through the code: every
/// source file and every type or member it names in code spans must exist,
/// so a rename that forgets the walk-through fails here.
@Suite("docs/ARCHITECTURE.md names only what exists")
struct ArchitectureDocTests {
    static let document = (try? String(contentsOf: PackagePaths.root.appendingPathComponent("docs/ARCHITECTURE.md"),
                                       encoding: .utf8)) ?? ""

    /// Every Swift file below Sources/, as paths relative to it.
    static let sourceFiles: [String] = {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(path) }
        }
        return files
    }()

    /// All Swift source and tests, for looking names up.
    static let allSource: String = (sourceFiles.map { "Sources/" + $0 } + swiftFiles(in: "Tests")).compactMap {
        try? String(contentsOf: PackagePaths.root.appendingPathComponent($0), encoding: .utf8)
    }.joined(separator: "\n")

    /// The modules: the folders of Sources/.
    static let modules = Set((try? FileManager.default.contentsOfDirectory(
        atPath: PackagePaths.root.appendingPathComponent("Sources").path)) ?? [])

    static func swiftFiles(in folder: String) -> [String] {
        let walker = FileManager.default.enumerator(atPath: PackagePaths.root.appendingPathComponent(folder).path)
        var files: [String] = []
        while let path = walker?.nextObject() as? String {
            if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
        }
        return files
    }

    /// The contents of the document's code spans.
    static var codeSpans: [String] {
        document.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test("every source file it names is in Sources/ (a path may be given from any folder down)")
    func files() {
        let named = Set(Self.codeSpans.flatMap { span in
            span.split(whereSeparator: { " (),→".contains($0) }).map(String.init).filter { $0.hasSuffix(".swift") }
        })
        #expect(named.count >= 20)
        for name in named.sorted() where name != "Package.swift" {
            let path = name.hasPrefix("Sources/") ? String(name.dropFirst("Sources/".count)) : name
            #expect(Self.sourceFiles.contains { $0 == path || $0.hasSuffix("/" + path) }, "\(name) is not in Sources/")
        }
    }

    @Test("every type and member it names in a code span is declared")
    func names() {
        // `Type`, `Type.member`, `Type.member(label:)`, `member(_:)`: the
        // identifiers before any parenthesis, each declared somewhere.
        let pattern = #/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*(\(.*\))?$/#
        var checked = 0
        for span in Set(Self.codeSpans) where span.wholeMatch(of: pattern) != nil && !span.hasSuffix(".docc")
            && !span.hasSuffix(".swift") {
            let path = span.split(separator: "(").first.map(String.init) ?? span
            for name in path.split(separator: ".").map(String.init) where !Self.isWord(name) {
                checked += 1
                #expect(Self.isDeclared(name), "`\(span)`: \(name) is not declared in Sources/")
            }
        }
        #expect(checked >= 60)
    }

    /// Words in code spans that are not Swift names: values, keywords, the
    /// subcommands, system constants (all capitals) and the modules.
    static func isWord(_ name: String) -> Bool {
        ["true", "false", "nil", "package", "public", "auto", "self", "init", "Title"].contains(name)
            || CommandCatalogNames.all.contains(name) || name.count < 3 || name == name.uppercased()
            || modules.contains(name)
    }

    /// Every name declared in Sources/ and Tests/: the word after a
    /// declaration keyword, found in one pass over the words of the source
    /// (searching the whole source once per name and keyword took a minute
    /// of CPU in a debug build).
    static let declared: Set<String> = {
        let kinds: Set<String> = ["struct", "enum", "class", "protocol", "typealias", "actor", "func", "var", "let",
                                  "case", "associatedtype", "extension"]
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        var names = Set<String>()
        var previous = "", word: [UInt8] = []
        for byte in allSource.utf8 {
            if isIdentifier(byte) { word.append(byte); continue }
            // A backtick quotes a name (`default`): it does not end the declaration.
            if byte == UInt8(ascii: "`") && word.isEmpty { continue }
            guard !word.isEmpty else { continue }
            let current = String(decoding: word, as: UTF8.self)
            if kinds.contains(previous) { names.insert(current) }
            previous = current
            word.removeAll(keepingCapacity: true)
        }
        return names
    }()

    static func isDeclared(_ name: String) -> Bool { declared.contains(name) }
}
