import Testing

/// `.needs(…)`: a test that uses Debian fonts or programs runs only where
/// they are installed, and is otherwise skipped with the packages to
/// install named (a machine without them is not a failure of StarBadge).
extension Trait where Self == ConditionTrait {
    public static func needs(_ fonts: DebianFonts.Font...) -> Self {
        needs(fonts: fonts, tools: [])
    }

    public static func needs(_ tools: DebianTools.Tool...) -> Self {
        needs(fonts: [], tools: tools)
    }

    public static func needs(fonts: [DebianFonts.Font], tools: [DebianTools.Tool]) -> Self {
        var wanted: [String] = []
        for name in fonts.map(\.description) + tools.map(\.description) where !wanted.contains(name) { wanted.append(name) }
        let packages = Set(fonts.map(\.package) + tools.map(\.package)).sorted().joined(separator: " ")
        return .enabled(if: fonts.allSatisfy(\.isInstalled) && tools.allSatisfy(\.isInstalled),
                        Comment(rawValue: "needs \(wanted.joined(separator: ", ")): apt-get install \(packages)"))
    }
}
