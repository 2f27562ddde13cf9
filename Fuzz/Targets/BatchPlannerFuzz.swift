// libFuzzer target: `starbadge batch` run in-process on a few entries with
// hostile names and random output options (--out-dir, --manifest, --html,
// --scales, --scale, --hash-names, dark variants, --defaults), each input in
// a fresh sandbox folder that holds the input, an out folder with symbolic
// links pointing outside it (to a file, a folder, a file not made yet),
// hard links to the input and to a sentinel, and sentinel files outside.
// After the run (fatalError on any violation):
// - the input and the defaults file are unchanged; no file changed in place
//   (same inode, other bytes: a write through a link or a hard link);
// - nothing outside the out folder changed or appeared, except the files
//   the manifest and HTML paths name (followed through links, as documented)
//   and the out folder's parents; no link changed its target;
// - no temporary file is left anywhere; every file written in the out folder
//   is a complete PNG (or the manifest or HTML page);
// - a usage error (64) wrote nothing at all;
// - a manifest written lists each badge once, at its own path: the file is
//   there, decodes at the listed size, and its Title chunk is that entry's
//   alt text (each entry's is unique), so no two entries or outputs wrote
//   one path; on success it lists every entry and no error, and the HTML
//   page holds no file-system path.
// Input: flags, out-dir, manifest, html, scales and entry-count bytes, then
// per entry a byte (token count, rating, extra field) and its name tokens.
@testable import StarBadgeCLI
import StarPNG
#if canImport(Glibc)
import Glibc
#endif

final class CapturingConsole: Console {
    var errors = ""
    func writeOutput(_ bytes: [UInt8]) throws(CLIError) {}
    func writeError(_ text: String) { errors += text }
    var outputIsTerminal: Bool { false }
}

/// Reads the fuzzer's bytes; zeros once they run out.
struct ByteReader {
    let bytes: [UInt8]
    var index = 0
    mutating func next() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }
}

/// What is at a path, not following links.
enum Node: Equatable {
    case file(inode: UInt64, bytes: [UInt8])
    case folder
    case link(String)
    case other
}

func violation(_ message: String, _ sandbox: String, _ arguments: [String], _ console: CapturingConsole) -> Never {
    fatalError("batchplanner: \(message)\n  sandbox (kept): \(sandbox)\n  arguments: \(arguments)\n  stderr: \(console.errors)")
}

func readAll(_ path: String) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard fd >= 0 else { return [] }
    defer { close(fd) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = read(fd, &buffer, buffer.count)
        if count <= 0 { break }
        result += buffer[0..<count]
    }
    return result
}

func linkText(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count >= 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Every path under `root` (relative to it), not following links.
func snapshot(_ root: String) -> [String: Node] {
    var nodes: [String: Node] = [:]
    func walk(_ relative: String) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let directory = opendir(folder) else { return }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names {
            let path = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(root + "/" + path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: nodes[path] = .folder; walk(path)
            case S_IFLNK: nodes[path] = .link(linkText(root + "/" + path) ?? "?")
            case S_IFREG: nodes[path] = .file(inode: UInt64(info.st_ino), bytes: readAll(root + "/" + path))
            default: nodes[path] = .other
            }
        }
    }
    walk("")
    return nodes
}

/// Removes `path` and everything below it, never following a link.
func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
        if let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    } else {
        unlink(path)
    }
}

func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// Where writing to `path` while following links lands, as an absolute
/// physical path (the folder resolved, then the last component's links).
func landing(_ path: String, cwd: String) -> String {
    var current = path.hasPrefix("/") ? path : cwd + "/" + path
    for _ in 0..<40 {
        let slash = current.lastIndex(of: "/")!
        let folder = String(current[..<slash]), name = String(current[current.index(after: slash)...])
        let physicalFolder = realPath(folder.isEmpty ? "/" : folder) ?? folder
        current = (physicalFolder == "/" ? "" : physicalFolder) + "/" + name
        guard let target = linkText(current) else { return current }
        current = target.hasPrefix("/") ? target : physicalFolder + "/" + target
    }
    return current
}

/// The Title text chunk of a PNG (tEXt or iTXt), if any.
func pngTitle(_ png: [UInt8]) -> String? {
    var offset = 8
    while offset + 12 <= png.count {
        let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
        let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
        guard offset + 12 + length <= png.count else { return nil }
        let body = Array(png[offset + 8..<offset + 8 + length])
        if type == "tEXt" || type == "iTXt", let zero = body.firstIndex(of: 0),
           String(decoding: body[..<zero], as: UTF8.self) == "Title" {
            if type == "tEXt" { return String(body[(zero + 1)...].map { Character(Unicode.Scalar($0)) }) }
            // iTXt: keyword\0 flag method language\0 translated\0 text
            var rest = body[(zero + 3)...]
            guard let language = rest.firstIndex(of: 0) else { return nil }
            rest = rest[(language + 1)...]
            guard let translated = rest.firstIndex(of: 0) else { return nil }
            return String(decoding: rest[(translated + 1)...], as: UTF8.self)
        }
        offset += 12 + length
    }
    return nil
}

func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        default:
            if scalar.value < 0x20 { out += "\\u00" + String(scalar.value, radix: 16).leftPadded(2) } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\""
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

func member(_ value: JSONValue, _ key: String) -> JSONValue? {
    guard case .object(let members) = value else { return nil }
    return members.first { $0.key == key }?.value
}

func text(_ value: JSONValue?) -> String? { value?.scalarText }

func list(_ value: JSONValue?) -> [JSONValue] {
    if case .array(let items)? = value { return items }
    return []
}

let nameTokens = ["/", "..", ".", "in", "a", "b", "@2x", "@3x", ".png", ".dark", "-", "é", "星", "e\u{301}", "link-file",
                  "link-dir", "dangling", "hard", "hard-sentinel", "abs", "sub", "out", "manifest", ".json", "x", "y", "A",
                  " ", ",", "\"", "\\", "\u{202E}", "%20", "~", "fresh", "page", ".html", "deeper", "m", "\n"]
let ratings: [String?] = ["0", "1", "2.5", "5", "4.75", "-1", "abc", nil]
let extras: [(String, String)?] = [nil, ("scale", "2"), ("dark-on-color", "#000000"), ("stars", "0"), ("colour", "red"),
                                   ("size", "1e-300"), ("max-pixels", "99999999999"), ("shape", "heart")]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBatchPlanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = ByteReader(bytes: Array(UnsafeBufferPointer(start: data, count: min(size, 256))))
    let flags = input.next()
    let csv = flags & 1 != 0

    // The sandbox: one path per process, made afresh for each input (so the
    // command's once-per-folder state, such as the stale-file sweep, does not
    // grow with every input and set off libFuzzer's leak check each time).
    let base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp"
    let place = "\(base)/starbadge-batchplanner-\(getpid())"
    removeTree(place)
    guard mkdir(place, 0o700) == 0, let sandbox = realPath(place) else {
        fatalError("batchplanner: cannot make a sandbox at \(place)")
    }
    let inputName = csv ? "in.csv" : "in.json"
    func make(_ path: String, _ text: String) {
        let fd = open(sandbox + "/" + path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
    mkdir(sandbox + "/outside", 0o755)
    mkdir(sandbox + "/out", 0o755)
    mkdir(sandbox + "/out/sub", 0o755)
    make("sentinel.txt", "sentinel\n")
    make("outside/victim.png", "victim\n")
    make("outside/keep.txt", "keep\n")
    symlink("../outside/victim.png", sandbox + "/out/a.png")
    symlink("../sentinel.txt", sandbox + "/out/link-file.png")
    symlink("../outside", sandbox + "/out/link-dir")
    symlink("../outside/new.png", sandbox + "/out/dangling.png")
    symlink("../../outside/keep.txt", sandbox + "/out/sub/b.png")
    symlink(sandbox + "/outside/victim.png", sandbox + "/out/abs.png")

    // Options.
    let outDirs = ["out", "out/", "./out", sandbox + "/out", "out/sub", "out/fresh", "out/fresh/deeper/", "out//",
                   "out/link-dir", sandbox + "/out/fresh", ".", "", inputName]
    let outDir = outDirs[input.next() % outDirs.count]
    let fileChoices: [String?] = [nil, "manifest.json", "out/manifest.json", inputName, "out/link-file.png", "outside/m.json",
                                  "out/a.png", "out/x.png", "out/dangling.png", "out/hard.png", "missing/m.json",
                                  "out/fresh/m.json", "out/link-dir/page.html", "page.html", "out/page.html", "out/sub/../y.png"]
    let absolute = flags & 0x80 != 0
    func chosen(_ byte: Int) -> String? {
        guard let path = fileChoices[byte % fileChoices.count] else { return nil }
        return absolute && byte & 0x80 != 0 ? sandbox + "/" + path : path
    }
    let manifest = chosen(input.next()), html = chosen(input.next())
    let scaleLists: [String?] = [nil, "1", "1,2", "2", "2,1,2", "1,3", "0", "9"]
    let scales = scaleLists[input.next() % scaleLists.count]

    // Entries: each with a unique alt text (its marker) and star count.
    let count = 1 + input.next() % 4
    var entries: [[(String, String)]] = []
    for index in 0..<count {
        let control = input.next()
        var name = ""
        for _ in 0..<(1 + control % 4) { name += nameTokens[input.next() % nameTokens.count] }
        var fields: [(String, String)] = [("name", name), ("alt", "entry \(index): {rating} of {max}"), ("stars", String(5 + index))]
        if let rating = ratings[(control >> 2) % ratings.count] { fields.append(("rating", rating)) }
        if let (key, value) = extras[(control >> 5) % extras.count] {
            if let existing = fields.firstIndex(where: { $0.0 == key }) { fields[existing].1 = value } else { fields.append((key, value)) }
        }
        entries.append(fields)
    }
    var inputText = ""
    if csv {
        var header: [String] = []
        for fields in entries { for (key, _) in fields where !header.contains(key) { header.append(key) } }
        func quoted(_ text: String) -> String { "\"" + text.replacing("\"", with: "\"\"") + "\"" }
        inputText = header.joined(separator: ",") + "\n"
        for fields in entries {
            inputText += header.map { key in fields.first { $0.0 == key }.map { quoted($0.1) } ?? "" }.joined(separator: ",") + "\n"
        }
    } else {
        inputText = "[" + entries.map { fields in
            "{" + fields.map { jsonString($0.0) + ": " + jsonString($0.1) }.joined(separator: ", ") + "}"
        }.joined(separator: ",\n") + "]\n"
    }
    make(inputName, inputText)
    link(sandbox + "/" + inputName, sandbox + "/out/hard.png")
    link(sandbox + "/sentinel.txt", sandbox + "/out/hard-sentinel.png")
    if flags & 0x20 != 0 { make("defaults.json", "{\"spacing\": 1, \"padding\": 1}\n") }

    // An entry without a rating fails (not a "not rated yet" badge): every badge keeps its entry's own alt text.
    var arguments = ["batch", inputName, "--out-dir", outDir, "--quiet", "--size", "4", "--unrated", "fail"]
    if let manifest { arguments += ["--manifest", manifest] }
    if let html { arguments += ["--html", html] }
    if let scales { arguments += ["--scales", scales] }
    if flags & 2 != 0 { arguments.append("--hash-names") }
    if flags & 4 != 0 { arguments += ["--dark-on-color", "#FFFFFF"] }
    if flags & 8 != 0 { arguments.append("--no-metadata") }
    arguments += ["--jobs", flags & 0x10 != 0 ? "2" : "1"]
    if flags & 0x20 != 0 { arguments += ["--defaults", "defaults.json"] }
    if flags & 0x40 != 0 { arguments += ["--scale", "2"] }

    // Where the explicitly named files land (links followed), before the run.
    let allowed = Set([manifest, html].compactMap { $0 }.map { landing($0, cwd: sandbox) })
    let before = snapshot(sandbox)

    // The run, in the sandbox.
    var saved = [CChar](repeating: 0, count: 4097)
    guard getcwd(&saved, saved.count) != nil, chdir(sandbox) == 0 else { fatalError("batchplanner: cannot enter \(sandbox)") }
    let console = CapturingConsole()
    let status = StarBadgeTool.run(arguments, console: console)
    guard chdir(saved) == 0 else { fatalError("batchplanner: cannot leave \(sandbox)") }

    let after = snapshot(sandbox)
    if getenv("BATCHPLANNER_VERBOSE") != nil {
        print("arguments: \(arguments)\nexit \(status.rawValue)\nstderr: \(console.errors)\ninput:\n\(inputText)")
        for path in after.keys.sorted() where after[path] != before[path] {
            var shown = "\(after[path]!)"
            if case .file(_, let bytes)? = after[path] { shown = "file, \(bytes.count) bytes" }
            print("  \(before[path] == nil ? "new" : "changed") \(path): \(shown)")
        }
        for path in before.keys.sorted() where after[path] == nil { print("  gone \(path)") }
    }
    func fail(_ message: String) -> Never { violation("\(message) (exit \(status.rawValue))", sandbox, arguments, console) }

    // The out folder as a physical path relative to the sandbox ("" for the sandbox itself), if it exists.
    let region: String? = outDir.isEmpty ? nil : realPath(outDir.hasPrefix("/") ? outDir : sandbox + "/" + outDir).flatMap { path in
        path == sandbox ? "" : path.hasPrefix(sandbox + "/") ? String(path.dropFirst(sandbox.count + 1)) : nil
    }
    func inside(_ path: String) -> Bool {
        guard let region else { return false }
        return region.isEmpty || path.hasPrefix(region + "/")
    }
    let allowedRelative = Set(allowed.compactMap { $0.hasPrefix(sandbox + "/") ? String($0.dropFirst(sandbox.count + 1)) : nil })

    for (path, old) in before {
        let new = after[path]
        if path == inputName || path == "defaults.json" || path == "sentinel.txt" || path.hasPrefix("outside/") && !inside(path) {
            if new != old && !allowedRelative.contains(path) { fail("'\(path)' changed: \(String(describing: old)) → \(String(describing: new))") }
        }
        if case .file(let inode, let bytes) = old, case .file(inode, let newBytes)? = new, bytes != newBytes {
            fail("'\(path)' was written in place (same inode, new bytes)")
        }
        if !inside(path) && new != old && !allowedRelative.contains(path) {
            fail("'\(path)' outside the out folder changed: \(String(describing: old)) → \(String(describing: new))")
        }
        if case .link(let target) = old, let new, new != old {
            // A link at a badge's name may be replaced by the badge, never pointed elsewhere.
            guard case .file = new, inside(path) else { fail("the link '\(path)' → \(target) became \(new)") }
        }
        if case .folder = old, new != .folder { fail("the folder '\(path)' is gone or replaced") }
    }
    let outDirParents: Set<String> = {
        guard let region, !region.isEmpty else { return [] }
        var parents: Set<String> = [], path = region
        while let slash = path.lastIndex(of: "/") { path = String(path[..<slash]); parents.insert(path) }
        return parents.union([region])
    }()
    var written: [String] = []
    for (path, node) in after where before[path] != node {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasPrefix(".") && (name.contains(".tmp-") || name.hasPrefix(".starbadge-spool-")) {
            fail("temporary file '\(path)' left behind")
        }
        if allowedRelative.contains(path) { continue }
        if before[path] == nil, case .folder = node, outDirParents.contains(path) || inside(path) { continue }
        guard inside(path) else { fail("'\(path)' appeared outside the out folder: \(node)") }
        switch node {
        case .file(_, let bytes):
            guard (try? PNGDecoder().decode(bytes)) != nil else { fail("'\(path)' in the out folder is not a complete PNG") }
            written.append(path)
        case .folder: break
        default: fail("'\(path)' in the out folder is \(node)")
        }
    }
    if status == .usage && before != after { fail("a usage error wrote files") }

    // The manifest.
    let failedWhole = console.errors.hasPrefix("Error:") || console.errors.contains("\nError:")
    if let manifest, !failedWhole, status != .usage {
        let target = landing(manifest, cwd: sandbox)
        guard let value = try? JSONParser.parse(readAll(target)) else { fail("the manifest '\(manifest)' is not JSON") }
        let listed = list(member(value, "entries")), errors = list(member(value, "errors"))
        if status == .success && (listed.count != entries.count || !errors.isEmpty) {
            fail("success, but the manifest lists \(listed.count) of \(entries.count) entries and \(errors.count) errors")
        }
        if listed.count + errors.count != entries.count {
            fail("the manifest lists \(listed.count) entries and \(errors.count) errors for \(entries.count) entries")
        }
        var files: Set<String> = [], markers: Set<String> = []
        for item in listed {
            guard let alt = text(member(item, "alt")), let marker = alt.split(separator: ":").first.map(String.init),
                  markers.insert(marker).inserted else { fail("manifest entry without a unique alt text: \(item)") }
            for variant in list(member(item, "variants")) + list(member(item, "dark")) {
                guard let file = text(member(variant, "file")), let width = text(member(variant, "width")).flatMap({ Int($0) }),
                      let height = text(member(variant, "height")).flatMap({ Int($0) }) else { fail("bad variant \(variant)") }
                guard files.insert(file).inserted else { fail("two badges listed at '\(file)'") }
                let path = (region.map { $0.isEmpty ? "" : $0 + "/" } ?? "") + file
                guard case .file(_, let bytes)? = after[path] else { fail("listed badge '\(path)' is not a file: \(String(describing: after[path]))") }
                guard let image = try? PNGDecoder().decode(bytes) else { fail("listed badge '\(path)' does not decode") }
                if image.width != width || image.height != height {
                    fail("'\(path)' is \(image.width)×\(image.height), listed \(width)×\(height)")
                }
                if flags & 8 == 0, pngTitle(bytes) != alt { fail("'\(path)' has the title '\(pngTitle(bytes) ?? "none")', listed '\(alt)'") }
            }
        }
    }
    if let html, status == .success {
        let page = String(decoding: readAll(landing(html, cwd: sandbox)), as: UTF8.self)
        if page.contains(sandbox) { fail("the HTML page names a file-system path") }
    }
    // On success every entry wrote each of its variants (scales, dark) to a file of its own.
    if status == .success {
        let scaleCount = Set((scales ?? "1").split(separator: ",")).count
        var expected: [String: Int] = [:]
        for (index, fields) in entries.enumerated() {
            let dark = flags & 4 != 0 || fields.contains { $0.0 == "dark-on-color" }
            expected["entry \(index)", default: 0] += scaleCount * (dark ? 2 : 1)
        }
        if written.count != expected.values.reduce(0, +) {
            fail("success with \(written.count) badges written for \(expected.values.reduce(0, +)) variants")
        }
        if flags & 8 == 0 {
            var found: [String: Int] = [:]
            for path in written {
                guard case .file(_, let bytes)? = after[path], let title = pngTitle(bytes),
                      let marker = title.split(separator: ":").first.map(String.init) else { fail("'\(path)' has no entry's title") }
                found[marker, default: 0] += 1
            }
            if found != expected { fail("badges by entry \(found), expected \(expected)") }
        }
    }

    removeTree(sandbox)
    return 0
}
