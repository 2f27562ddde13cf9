import Foundation
import Testing
@testable import StarBadgeCLI
import StarBadgeTestSupport

/// `starbadge completions bash|zsh|fish`: each script loaded in its real
/// shell completes a subcommand, an option, an option's fixed choices, a
/// path and the `manifest merge` action. A shell that is not installed is
/// skipped, naming its Debian package.
@Suite("shell completion scripts")
struct ShellCompletionTests {
    /// Each case: the words typed (the last one being completed) and a word the shell must offer.
    static let cases: [(typed: [String], offered: String)] = [
        (["starbadge", "ren"], "render"),
        (["starbadge", "--ver"], "--version"),
        (["starbadge", "render", "--fi"], "--fill"),
        (["starbadge", "render", "--fill", "pre"], "precise"),
        (["starbadge", "sprite", "--layout", "gr"], "grid"),
        (["starbadge", "batch", "--formats", "png,"], "png,svg"),
        (["starbadge", "batch", "--sha"], "--shard"),
        (["starbadge", "render", "-o", "bad"], "badge-file.png"),
        (["starbadge", "render", "--logo", "bad"], "badge-file.png"),
        (["starbadge", "manifest", "me"], "merge"),
        (["starbadge", "completions", "fi"], "fish"),
    ]

    @Test("bash: the completion function fills COMPREPLY")
    func bash() throws {
        guard let shell = Self.shell("bash", package: "bash") else { return }
        let folder = try Self.folder(script: "completions.bash", shell: "bash")
        for (typed, offered) in Self.cases {
            let program = """
                source completions.bash
                COMP_WORDS=(\(typed.map(Self.quoted).joined(separator: " "))); COMP_CWORD=\(typed.count - 1)
                _starbadge
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let offers = try Self.run(shell, ["--norc", "--noprofile", "-c", program], in: folder)
            #expect(offers.contains(offered), "bash offers \(offers) for \(typed)")
        }
    }

    @Test("bash: a file name holding a newline or a space is one candidate")
    func bashNewline() throws {
        guard let shell = Self.shell("bash", package: "bash") else { return }
        let folder = try Self.folder(script: "completions.bash", shell: "bash")
        for name in ["two\nlines.png", "two words.png"] {
            FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data())
        }
        let program = """
            source completions.bash
            COMP_WORDS=(starbadge render --logo two); COMP_CWORD=3
            _starbadge
            echo ${#COMPREPLY[@]}; printf '%q\\n' "${COMPREPLY[@]}"
            """
        let offers = try Self.run(shell, ["--norc", "--noprofile", "-c", program], in: folder)
        #expect(offers.first == "2" && Set(offers.dropFirst()) == ["$'two\\nlines.png'", "two\\ words.png"], "\(offers)")
    }

    @Test("zsh: the #compdef function on $fpath, run by compinit in an interactive shell")
    func zsh() throws {
        guard let shell = Self.shell("zsh", package: "zsh") else { return }
        let folder = try Self.folder(script: "_starbadge", shell: "zsh")
        try Self.zshHarness.write(to: folder.appendingPathComponent("harness.zsh"), atomically: true, encoding: .utf8)
        let lines = Self.cases.map { $0.typed.joined(separator: " ") }
        let transcript = try Self.run(shell, ["-f", "harness.zsh", folder.path, "offers.txt"] + lines, in: folder)
        #expect(!transcript.contains { $0.contains("_arguments") || $0.contains("command not found") },
                "zsh reported a problem: \(transcript)")
        let offers = try String(contentsOf: folder.appendingPathComponent("offers.txt"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map { $0.split(separator: " ").map(String.init) }
        for (index, (typed, offered)) in Self.cases.enumerated() {
            #expect(index < offers.count && offers[index].contains(offered), "zsh offers \(index < offers.count ? offers[index] : []) for \(typed)")
        }
    }

    @Test("fish: 'complete -C' lists the candidates")
    func fish() throws {
        guard let shell = Self.shell("fish", package: "fish") else { return }
        let folder = try Self.folder(script: "starbadge.fish", shell: "fish")
        for (typed, offered) in Self.cases {
            let line = typed.joined(separator: " ")
            let offers = try Self.run(shell, ["--no-config", "-c", "source starbadge.fish; complete -C \(Self.quoted(line))"], in: folder)
                .map { String($0.prefix { $0 != "\t" }) }
            #expect(offers.contains(offered), "fish offers \(offers) for \(typed)")
        }
    }

    @Test("every fixed choice a script offers is a value its command accepts")
    func choicesAreAccepted() throws {
        let folder = try CommandRunner.temporaryDirectory()
        try Data("name,rating\na,4\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
        let shared = Set((BadgeOptions.definitions + OutputOptions.definitions).map(\.name))
        var tried = 0
        for command in CommandCatalog.commands {
            for option in command.options where !option.choices.isEmpty {
                // The options all badge commands share are tried once, with measure.
                guard command.name == MeasureCommand.name || !shared.contains(option.name) else { continue }
                for choice in option.choices {
                    // The input is written with the delimiter being tried.
                    let separator = option.name == .delimiter ? (choice == "tab" ? "\t" : choice) : ","
                    try Data("name\(separator)rating\na\(separator)4\n".utf8).write(to: folder.appendingPathComponent("in.csv"))
                    // --schema-type describes --schema's blocks: it comes with it; the mail form needs an absolute base.
                    let arguments = Self.invocation(command.name, "--\(option.name)", choice)
                        + (option.name.rawValue.hasPrefix("schema-") ? ["--schema"] : [])
                        + (option.name == .markup && choice == "email" ? ["--base-url", "https://example.com/b/"] : [])
                    let result = try CommandRunner.run(arguments, in: folder)
                    #expect(result.status == 0, "\(arguments.joined(separator: " ")): \(result.error)")
                    tried += 1
                }
            }
        }
        #expect(tried >= 30, "choices of --fill, --style, --format, --layout, … were tried")
    }

    @Test("'completions' refuses a shell it does not know, naming the ones it does (64)")
    func unknownShell() throws {
        let result = try CommandRunner.run(["completions", "tcsh"])
        #expect(result.status == 64)
        #expect(result.error.contains("unknown shell 'tcsh'; expected one of bash, zsh, fish"), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test("--version prints the one version, StarBadgeVersion.current; --help lists completions")
    func version() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0 && result.outputText == "starbadge \(StarBadgeTool.version)\n")
        let parts = StarBadgeTool.version.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }, "MAJOR.MINOR.PATCH")
        let help = try CommandRunner.run(["--help"])
        #expect(help.outputText.contains("--version") && help.outputText.contains("completions"))
    }

    /// A command line that runs `command` with `option choice` and nothing else unusual.
    static func invocation(_ command: String, _ option: String, _ choice: String) -> [String] {
        switch command {
        case "render": return ["render", "--rating", "3", option, choice, "-o", choice == "svg" ? "b.svg" : "b.png"]
        case "sprite": return ["sprite", option, choice, "-o", choice == "svg" ? "s.svg" : "s.png"]
        case "batch": return ["batch", "in.csv", "--out-dir", "out", "--quiet", option, choice]
        // A label, for the options about it (--label-position), and a frame for --label-overflow.
        default: return [command, option, choice, "--label", "x"] + (option == "--label-overflow" ? ["--width", "300"] : [])
        }
    }

    /// The shell's path, or nil (the test then passes, saying which package to install).
    static func shell(_ name: String, package: String) -> String? {
        for folder in ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"] {
            let path = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        print("skipped: \(name) is not installed (Debian package '\(package)')")
        return nil
    }

    /// A folder holding the script for `shell` under `script` and a file to complete.
    static func folder(script: String, shell: String) throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["completions", shell])
        #expect(result.status == 0, "\(result.error)")
        try Data(result.output).write(to: folder.appendingPathComponent(script))
        try Data().write(to: folder.appendingPathComponent("badge-file.png"))
        return folder
    }

    /// Runs `shell` with `arguments` in `folder`, giving its output lines; a
    /// hung shell is stopped by `timeout` so the test fails instead of waiting.
    static func run(_ shell: String, _ arguments: [String], in folder: URL) throws -> [String] {
        let result = try CommandRunner.run(["60", shell] + arguments, in: folder,
                                           executable: URL(fileURLWithPath: "/usr/bin/timeout"),
                                           environment: ["HOME": folder.path, "XDG_CONFIG_HOME": folder.path])
        #expect(result.status == 0, "\(shell) \(arguments): \(result.error)")
        return result.outputText.split(separator: "\n").map { String($0) }
    }

    static func quoted(_ word: String) -> String { "'" + word.replacing("'", with: "'\\''") + "'" }

    /// Drives an interactive zsh on a pseudo-terminal (zpty): compinit finds
    /// `_starbadge` on `$fpath`; each line is typed, then Tab, then a key whose
    /// widget ends the case. `compadd` is wrapped to note the words that match.
    static let zshHarness = #"""
        dir=$1 out=$2; shift 2
        zmodload zsh/zpty || exit 3
        : > $out
        zpty sb zsh -f -i || exit 3
        zpty -w sb "PS1='' PS2='' RPS1=''; unsetopt beep; fpath=(${(q)dir} \$fpath)"
        zpty -w sb "autoload -Uz compinit; compinit -u -D"
        zpty -w sb "compadd() { local -a found; builtin compadd -O found \"\$@\"; (( \$#found )) && print -rn -- \"\${(j: :)found} \" >> ${(q)out}; builtin compadd \"\$@\" }"
        zpty -w sb "end-of-case() { print -r -- '' >> ${(q)out}; BUFFER=''; print -u2 '<''<case done>''>'; }"
        zpty -w sb "zle -N end-of-case; bindkey '^I' complete-word; bindkey '^X' end-of-case"
        for line in "$@"; do
            zpty -w -n sb "$line"$'\t\x18'
            zpty -r sb reply '*<<case done>>*' || exit 4
            print -r -- "$reply"
        done
        zpty -d sb
        """#
}
