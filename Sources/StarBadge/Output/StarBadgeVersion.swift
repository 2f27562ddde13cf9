/// The release this library and the `starbadge` command belong to, stated
/// in this one place: `starbadge --version`, the help text, the batch
/// manifest's run fingerprint and the package scripts (which read this line)
/// all take it from here. Semantic versioning: MAJOR.MINOR.PATCH.
public enum StarBadgeVersion {
    /// The version as MAJOR.MINOR.PATCH, e.g. "0.9.0".
    public static let current = "0.9.0"
}
