import StarBadge

extension BatchCommand {
    /// The run's dark variant (its `--dark-*` options in place of the ones
    /// they stand for) checked once, before any entry, as the light badge is:
    /// a combination its style refuses (`--style social --dark-background`)
    /// is one usage error naming the `--dark-` option, not a failure per entry.
    static func checkDarkVariant(_ defaults: OptionValues, fields: [String: String] = [:], command: String,
                                 context: RunContext) throws(CLIError) {
        var dark = defaults
        for key in BatchSettings.darkKeys { if let value = defaults[key] { dark[String(key.dropFirst(5))] = value } }
        guard dark != defaults else { return }
        do throws(CLIError) {
            _ = try BadgeOptions.spec(rating: 0, values: dark, command: command, fields: fields, context: context)
        } catch {
            let used = BatchSettings.darkKeys.filter { defaults[$0] != nil }.map { "--\($0)" }.joined(separator: ", ")
            throw .usage("the dark variant (\(used)): \(error.message)", command: command)
        }
    }
}
