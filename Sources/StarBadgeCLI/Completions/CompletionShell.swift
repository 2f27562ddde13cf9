/// A shell `starbadge completions` writes a completion script for.
enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The script completing `starbadge` in this shell, made from `commands`.
    func script(for commands: [CommandEntry]) -> String {
        switch self {
        case .bash: return BashCompletionScript(commands: commands).text
        case .zsh: return ZshCompletionScript(commands: commands).text
        case .fish: return FishCompletionScript(commands: commands).text
        }
    }

    /// Where a script for this shell goes under an installation prefix
    /// (the place each shell's completion loader looks).
    var installPath: String {
        switch self {
        case .bash: return "share/bash-completion/completions/starbadge"
        case .zsh: return "share/zsh/site-functions/_starbadge"
        case .fish: return "share/fish/vendor_completions.d/starbadge.fish"
        }
    }
}
