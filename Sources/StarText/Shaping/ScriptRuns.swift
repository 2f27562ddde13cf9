import CHarfBuzz

/// The script each character is shaped in (a simplified UAX #24
/// itemization): a character of the Common or Inherited script (spaces,
/// digits, punctuation, combining marks) belongs to the script of the text
/// before it, or after it at the start of the line, so a word and its
/// marks and punctuation are shaped together.
enum ScriptRuns {
    static func scripts(of scalars: [UInt32]) -> [hb_script_t] {
        let functions = hb_unicode_funcs_get_default()
        var scripts = scalars.map { hb_unicode_script(functions, $0) }
        var current: hb_script_t? = nil
        var pendingStart = 0
        for index in scripts.indices {
            let script = scripts[index]
            if script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN {
                if let current { scripts[index] = current }
                continue
            }
            if current == nil {
                // The line began with neutral characters: they take the first real script.
                for earlier in pendingStart..<index { scripts[earlier] = script }
            }
            current = script
            pendingStart = index + 1
        }
        return scripts
    }
}
