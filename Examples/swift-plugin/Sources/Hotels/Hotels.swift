/// The badges `starbadge batch` wrote into Resources/ (see Package.swift), shipped with the module.
public enum Hotels {
    /// The folder of the badges and their manifest (badges.json) inside this module's bundle.
    public static let badgesFolder = "Resources"
}
