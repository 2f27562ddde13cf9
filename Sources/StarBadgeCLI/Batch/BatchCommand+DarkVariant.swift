import StarBadge

extension BatchCommand {
    /// The run's dark variant (its `--dark-*` options applied to the run's
    /// badge) checked once, before any entry, as the light badge is: a
    /// colour its style refuses (`--style social --dark-background`) is one
    /// usage error naming the `--dark-` option, not a failure per entry.
    static func checkDarkVariant(_ defaults: OptionValues, fields: [String: String] = [:], command: String,
                                 context: RunContext) throws(CLIError) {
        let read = ValueReader(values: defaults, options: options, command: command)
        guard let dark = try DarkOptions.appearance(read) else { return }
        let light = try BadgeOptions.spec(rating: 0, values: defaults, command: command, fields: fields, context: .quiet())
        do throws(CLIError) {
            _ = try DarkOptions.variant(of: light, dark, read, context: context)
        } catch {
            throw .usage("the dark variant: \(error.message)", command: command)
        }
    }
}
