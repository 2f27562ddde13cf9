import Foundation
import Testing
import StarBadgeTestSupport
import StarPNG

/// Every class of code point through every text input (render's label,
/// value text and alt text, a sprite's alt template, a batch entry's name,
/// label, value text and alt) and every output (PNG text chunks, SVG with
/// outlines and with fonts, the batch HTML and JSON manifest, the sprite's
/// CSS, JSON and HTML): either the text is refused with its code point and
/// position, or every output parses.
@Suite("Text through every output")
struct TextPropertyTests {
    struct Sample: Sendable {
        let name: String
        let text: String
        /// Refused in one-line texts (labels, value texts, names).
        let refusedInLine: Bool
        /// Refused in alt texts (which take line breaks).
        let refusedInAlt: Bool
        /// Refused in names (which also refuse invisible format characters); nil: as one-line texts.
        var refusedInName: Bool? = nil
        /// The character the refused code point is in: a joiner belongs to the character before it.
        var position = 3
    }

    static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

    /// One of each class; each stands at character 3 of "ab" + text + "c".
    static let samples: [Sample] = [
        Sample(name: "C0 escape", text: scalar(0x1B), refusedInLine: true, refusedInAlt: true),
        Sample(name: "C0 bell", text: scalar(0x07), refusedInLine: true, refusedInAlt: true),
        Sample(name: "tab", text: "\t", refusedInLine: true, refusedInAlt: true),
        Sample(name: "DEL", text: scalar(0x7F), refusedInLine: true, refusedInAlt: true),
        Sample(name: "C1 NEL", text: scalar(0x85), refusedInLine: true, refusedInAlt: true),
        Sample(name: "C1 CSI", text: scalar(0x9B), refusedInLine: true, refusedInAlt: true),
        Sample(name: "noncharacter FDD0", text: scalar(0xFDD0), refusedInLine: true, refusedInAlt: true),
        Sample(name: "noncharacter FFFE", text: scalar(0xFFFE), refusedInLine: true, refusedInAlt: true),
        Sample(name: "noncharacter FFFF", text: scalar(0xFFFF), refusedInLine: true, refusedInAlt: true),
        Sample(name: "noncharacter 10FFFF", text: scalar(0x10FFFF), refusedInLine: true, refusedInAlt: true),
        Sample(name: "LF", text: "\n", refusedInLine: true, refusedInAlt: false),
        Sample(name: "CR", text: "\r", refusedInLine: true, refusedInAlt: false),
        Sample(name: "CRLF", text: "\r\n", refusedInLine: true, refusedInAlt: false),
        Sample(name: "private use", text: scalar(0xE000) + scalar(0xF0000), refusedInLine: false, refusedInAlt: false),
        Sample(name: "unassigned", text: scalar(0x0378) + scalar(0x2FFFD), refusedInLine: false, refusedInAlt: false),
        Sample(name: "bidi override", text: scalar(0x202E) + "x" + scalar(0x2066), refusedInLine: false, refusedInAlt: false,
               refusedInName: true),
        Sample(name: "ZWJ", text: scalar(0x200D), refusedInLine: false, refusedInAlt: false, refusedInName: true, position: 2),
        Sample(name: "combining marks", text: scalar(0x301) + scalar(0x302), refusedInLine: false, refusedInAlt: false),
        Sample(name: "astral emoji", text: "👨‍👩‍👧‍👦😀", refusedInLine: false, refusedInAlt: false, refusedInName: true),
        Sample(name: "XML specials", text: "<&>\"']]>", refusedInLine: false, refusedInAlt: false),
        Sample(name: "line separator", text: scalar(0x2028), refusedInLine: false, refusedInAlt: false, refusedInName: true),
    ]

    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// A run of the command and what it must do.
    struct Run: Sendable {
        let sample: Sample
        let arguments: [String]
        let files: [String: String]
        /// The entries (or the whole run) that must be refused, by what the message names.
        let refused: Bool
        /// Outputs to parse when they exist.
        let outputs: [String]
    }

    static func runs(for sample: Sample) -> [Run] {
        let text = "ab" + sample.text + "c"
        let nameRefused = sample.refusedInName ?? sample.refusedInLine
        let entries = "[" + [
            #"{"name": "label", "rating": 3, "label": \#(json(text))}"#,
            #"{"name": "value", "rating": 3, "style": "flat", "value-text": \#(json(text))}"#,
            #"{"name": "alt", "rating": 3, "alt": \#(json(text))}"#,
            #"{"name": \#(json(text)), "rating": 3}"#,
        ].joined(separator: ",") + "]"
        let batch = ["in.json", "--formats", "png,svg", "--manifest", "m.json", "--html", "h.html", "--quiet"]
        return [
            Run(sample: sample, arguments: ["batch", "--out-dir", "out"] + batch, files: ["in.json": entries],
                refused: sample.refusedInLine || sample.refusedInAlt || nameRefused, outputs: ["m.json", "h.html"]),
            Run(sample: sample, arguments: ["batch", "--out-dir", "fonts", "--svg-text", "fonts"] + batch, files: ["in.json": entries],
                refused: sample.refusedInLine || sample.refusedInAlt || nameRefused, outputs: ["m.json", "h.html"]),
            Run(sample: sample, arguments: ["render", "--rating", "3", "--label", text, "--svg-text", "fonts", "-o", "r.svg"], files: [:],
                refused: sample.refusedInLine, outputs: ["r.svg"]),
            Run(sample: sample, arguments: ["render", "--rating", "3", "--style", "flat", "--value-text", text, "-o", "v.png"], files: [:],
                refused: sample.refusedInLine, outputs: ["v.png"]),
            Run(sample: sample, arguments: ["render", "--rating", "3", "--alt", text, "-o", "a.png"], files: [:],
                refused: sample.refusedInAlt, outputs: ["a.png"]),
            Run(sample: sample, arguments: ["render", "--rating", "3", "--alt", text, "--label", "x", "-o", "a.svg"], files: [:],
                refused: sample.refusedInAlt, outputs: ["a.svg"]),
            Run(sample: sample, arguments: ["sprite", "--step", "1", "--alt", text + " {rating}", "-o", "s.svg",
                                            "--css", "s.css", "--json", "s.json", "--html", "s.html"], files: [:],
                refused: sample.refusedInAlt, outputs: ["s.svg", "s.css", "s.json", "s.html"]),
        ]
    }

    @Test("each class of code point is refused with its position, or every output parses")
    func everyClassEveryOutput() throws {
        let runs = Self.samples.flatMap(Self.runs)
        let root = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let lock = NSLock()
        nonisolated(unsafe) var results: [Int: CommandRunner.Result] = [:]
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let folder = root.appendingPathComponent("\(index)")
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (name, text) in runs[index].files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
                let result = try CommandRunner.run(runs[index].arguments, in: folder)
                lock.withLock { results[index] = result }
            } catch {
                lock.withLock { failures.append("run \(index): \(error)") }
            }
        }
        var toParse: [String] = []
        for (index, run) in runs.enumerated() {
            guard let result = results[index] else { continue }
            let what = "\(run.sample.name): \(run.arguments.prefix(3).joined(separator: " "))"
            let folder = root.appendingPathComponent("\(index)")
            #expect(result.status < 128 && !result.error.contains("Fatal error"), "\(what): \(result.error)")
            #expect(result.rawControlsInError.isEmpty, "\(what): \(result.error.debugDescription)")
            if run.refused {
                #expect(result.status == 64 || result.status == 65, "\(what) was not refused: \(result.error)")
                #expect(result.error.contains("at character \(run.sample.position)"), "\(what): \(result.error)")
            } else {
                #expect(result.status == 0, "\(what): \(result.error)")
            }
            for output in run.outputs {
                let path = folder.appendingPathComponent(output).path
                if FileManager.default.fileExists(atPath: path) { toParse.append(path) }
            }
            let out = folder.appendingPathComponent(run.arguments.contains("fonts") ? "fonts" : "out")
            for file in CommandRunner.contents(of: out) { toParse.append(out.appendingPathComponent(file).path) }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(toParse.count > 200, "\(toParse.count) outputs")
        for path in toParse where path.hasSuffix(".png") {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            _ = try PNGDecoder().decode(bytes)
            if let title = PNGText.text("Title", in: bytes) {
                #expect(!title.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) },
                        "\(path): \(title.debugDescription)")
            }
        }
        let problems = try Self.parse(toParse.filter { !$0.hasSuffix(".png") })
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Parses every file with python3: SVG with the XML parser, JSON
    /// strictly, HTML with html.parser after a search for characters HTML
    /// forbids, CSS for those characters and balanced braces; the problems.
    static func parse(_ paths: [String]) throws -> [String] {
        let script = #"""
        import sys, json, re, xml.etree.ElementTree as ET
        from html.parser import HTMLParser
        # C0 but tab, LF, FF and CR; DEL and C1; every noncharacter.
        bad = re.compile('[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f\ufdd0-\ufdef'
                         + ''.join(chr(p * 0x10000 + 0xfffe) + chr(p * 0x10000 + 0xffff) for p in range(17)) + ']')
        for path in sys.argv[1:]:
            try:
                text = open(path, encoding='utf-8').read()
                if path.endswith('.svg'):
                    ET.fromstring(text.encode('utf-8'))
                elif path.endswith('.json'):
                    json.loads(text)
                elif path.endswith('.html') or path.endswith('.css'):
                    if bad.search(text):
                        raise ValueError('a character HTML and CSS forbid: %r' % bad.search(text).group())
                    if path.endswith('.html'):
                        p = HTMLParser(); p.feed(text); p.close()
                    elif text.count('{') != text.count('}'):
                        raise ValueError('unbalanced braces')
            except Exception as e:
                print('%s: %s' % (path, e))
        """#
        let result = try CommandRunner.run(["-c", script] + paths, in: nil, executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(result.status == 0, "\(result.error)")
        return result.outputText.split(separator: "\n").map(String.init)
    }
}
