import Foundation
import Testing
import StarPNG
import StarBadgeTestSupport

/// Every shell example in README and in docs/guide.md, run as a reader would:
/// each document's blocks in order, in a folder of its own outside the checkout
/// holding only a copy of Fixtures/, with `starbadge` on PATH (the documents name
/// their pictures by their Fixtures/images/… paths). Every file an example names
/// as an output exists afterwards, and every PNG decodes.
@Suite("README and guide: the shell examples")
struct ReadmeCommandTests {
    /// The documents whose examples run, from the package's root.
    static let documents = ["README.md", "docs/guide.md"]

    /// The ```sh blocks of `document` that use `starbadge` itself (not `swift`,
    /// the install or the benchmark scripts).
    static func blocks(of document: String) throws -> [String] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(document), encoding: .utf8)
        return text.matches(of: #/```sh\n(?<body>(?:.|\n)*?)```/#).map { String($0.output.body) }
            .filter { $0.contains("starbadge ") && !$0.contains("swift ") && !$0.contains("Benchmarks/")
                && !$0.contains("Scripts/install") && !isSiteRecipe($0) }
    }

    /// Whether `block` starts a Hugo or Jekyll site (`siteRecipes` runs those).
    static func isSiteRecipe(_ block: String) -> Bool {
        block.contains("hugo new site") || block.contains("jekyll new")
    }

    /// README's recipes that start a site, by tool.
    static func siteRecipes() throws -> [(tool: String, block: String)] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        return text.matches(of: #/```sh\n(?<body>(?:.|\n)*?)```/#).map { String($0.output.body) }.filter(isSiteRecipe)
            .map { ($0.contains("hugo new site") ? "hugo" : "jekyll", $0) }
    }

    /// Runs `block` with bash (-e, pipefail) in `folder`, HOME there and
    /// only `path` on PATH; gives its exit status and what it wrote to standard error.
    static func runShell(_ block: String, in folder: URL, path: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-e", "-o", "pipefail", "-c", block]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": path, "HOME": folder.path, "LANG": "C.UTF-8"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }

    /// The files a block writes: the values of output options and of `>`.
    static func outputs(of block: String) -> [String] {
        let options: Set<String> = ["-o", ">", "--css", "--json", "--html", "--manifest"]
        let words = block.replacingOccurrences(of: "\\\n", with: " ").split(whereSeparator: \.isWhitespace).map(String.init)
        var files: [String] = []
        for (index, word) in words.enumerated().dropFirst() where options.contains(words[index - 1]) && word != "-" {
            // (A subshell's closing parenthesis is not part of the name.)
            files.append(word.hasSuffix(")") ? String(word.dropLast()) : word)
        }
        return files
    }

    @Test("README shows the three commands; the guide has an example for each task")
    func found() throws {
        let readme = try Self.blocks(of: "README.md").joined()
        for command in ["starbadge render", "starbadge sprite", "starbadge batch"] {
            #expect(readme.contains(command), "README has no \(command) example")
        }
        let guide = try Self.blocks(of: "docs/guide.md")
        #expect(guide.count >= 10)
        for command in ["--label", "--style", "starbadge sprite", "--dark-", "starbadge batch", "--shard",
                        "--email", "starbadge manifest merge"] {
            #expect(guide.joined().contains(command), "the guide has no example with \(command)")
        }
    }

    @Test("README has a recipe per job: a README badge, a catalogue page, a newsletter image, Hugo, Jekyll")
    func recipes() throws {
        let readme = try Self.blocks(of: "README.md").joined()
        for job in ["--markup md", "--dark-on-color", "--scales 1,2", "--html public/catalogue.html", "--schema",
                    "--markup email --base-url https://"] {
            #expect(readme.contains(job), "README has no recipe with \(job)")
        }
        #expect(try Self.siteRecipes().map(\.tool) == ["hugo", "jekyll"])
        for (_, block) in try Self.siteRecipes() {
            #expect(block.contains("/share/starbadge"), "a site recipe takes its parts from the installed share/starbadge/")
        }
    }

    /// README's Hugo and Jekyll recipes, run as written on a fresh `hugo new
    /// site` / `jekyll new --blank` with Debian's tools, from a folder outside
    /// the checkout holding an install's layout: `bin/starbadge` and
    /// `share/starbadge/` with the files Scripts/site-builder-files lists (what
    /// Scripts/install, the .deb and the archive install; Scripts/site-recipes-check.py
    /// runs the same recipes against those real installs in .ci/run).
    @Test("README's Hugo and Jekyll recipes build a fresh site showing the badge", .needs(DebianTools.hugo, DebianTools.jekyll))
    func siteRecipesBuild() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-sites-\(UUID().uuidString)")
        let prefix = folder.appendingPathComponent("prefix")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(at: prefix.appendingPathComponent("bin/starbadge"),
                                                   withDestinationURL: PackagePaths.products.appendingPathComponent("starbadge"))
        let list = try String(contentsOf: PackagePaths.root.appendingPathComponent("Scripts/site-builder-files"), encoding: .utf8)
        for line in list.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count == 2 else { continue }
            let target = prefix.appendingPathComponent("share/starbadge/" + parts[1])
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(parts[0]), to: target)
        }
        for (tool, block) in try Self.siteRecipes() {
            let work = folder.appendingPathComponent(tool)
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let (status, message) = try Self.runShell(block, in: work,
                                                      path: prefix.appendingPathComponent("bin").path + ":/usr/local/bin:/usr/bin:/bin")
            #expect(status == 0, "README's \(tool) recipe failed:\n\(block)\n\(message)")
            let page = tool == "hugo" ? "hotels-hugo/public/hotel-1/index.html" : "hotels-jekyll/_site/index.html"
            let html = (try? String(contentsOf: work.appendingPathComponent(page), encoding: .utf8)) ?? ""
            #expect(html.contains("<img src=\"/badges/hotel-1.png\" srcset=\"/badges/hotel-1.png 1x, /badges/hotel-1@2x.png 2x\""),
                    "\(page): \(html.prefix(1500))")
            let site = tool == "hugo" ? "hotels-hugo/public" : "hotels-jekyll/_site"
            for file in ["hotel-1.png", "hotel-1@2x.png"] {
                let bytes = try? Array(Data(contentsOf: work.appendingPathComponent("\(site)/badges/\(file)")))
                #expect(bytes.flatMap { try? PNGDecoder().decode($0) } != nil, "\(site)/badges/\(file)")
            }
        }
    }

    @Test("every example runs from a copy of Fixtures/ and writes what it names", arguments: documents)
    func examplesRun(document: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starbadge-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The reader's folder holds a copy of Fixtures/ and nothing else: the documents
        // name their pictures by their Fixtures/images/… paths.
        try FileManager.default.copyItem(at: PackagePaths.fixtures, to: folder.appendingPathComponent("Fixtures"))
        let path = PackagePaths.products.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        // In the document's order: a later block may use what an earlier one wrote.
        for block in try Self.blocks(of: document) {
            let (status, message) = try Self.runShell(block, in: folder, path: path)
            #expect(status == 0, "\(document) example failed (\(status)):\n\(block)\n\(message)")
            for file in Self.outputs(of: block) {
                let url = folder.appendingPathComponent(file)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(document) example did not write \(file):\n\(block)")
                if file.hasSuffix(".png"), let bytes = try? Array(Data(contentsOf: url)) {
                    #expect((try? PNGDecoder().decode(bytes)) != nil, "\(file) does not decode")
                }
            }
        }
    }
}
