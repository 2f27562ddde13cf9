import StarSupport
/// A rating input without JavaScript: a radio group whose labels lie over
/// the parts of the badge that select each rating, and a display showing
/// the sprite state of the checked (or hovered) rating. Keyboard: Tab to
/// the group, arrow keys to change; screen readers read each label's alt text.
/// Nothing is checked unless `checked` (a state's index) says so, so a form
/// sends no rating until someone chooses one; the display then shows the
/// sheet's first state.
enum SpriteWidget {
    static func document(prefix: String, name: String, legend: String, states: [SpriteState], checked: Int? = nil,
                         stylesheetURL: String) -> String {
        guard let first = states.first else { return "" }
        let field = "\(prefix)-input"
        var style = """
            .\(field) { border: 0; margin: 0; padding: 0; }
            .\(field) legend { font: 14px sans-serif; margin-bottom: 4px; }
            .\(field)__area { position: relative; width: \(first.width)px; height: \(first.height)px; }
            .\(field) input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
            .\(field) label { position: absolute; top: 0; height: 100%; z-index: 1; cursor: pointer; }
            .\(field)__text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
            .\(field)__display { position: absolute; left: 0; top: 0; }
            .\(field) input:focus-visible ~ .\(field)__display { outline: 2px solid #1a73e8; outline-offset: 2px; }

            """
        // Checked states first, hovered after, both of the same specificity:
        // a hover previews over the checked state.
        for state in states {
            style += ".\(field) input[id=\"\(name)-\(state.className)\"]:checked ~ .\(field)__display { background-position: \(-state.x)px \(-state.y)px; }\n"
        }
        for state in states {
            style += ".\(field) label[for=\"\(name)-\(state.className)\"]:hover ~ .\(field)__display { background-position: \(-state.x)px \(-state.y)px; }\n"
        }
        var body = ""
        for (index, state) in states.enumerated() {
            let id = "\(name)-\(state.className)"
            let left = JSON.number((state.clickFrom * 100).rounded() / 100)
            let width = JSON.number(max(0, (state.clickTo - state.clickFrom) * 100).rounded() / 100)
            body += "      <input type=\"radio\" name=\"\(HTML.escape(name))\" id=\"\(id)\" value=\"\(JSON.number(state.rating))\"\(index == checked ? " checked" : "")>\n"
            body += "      <label for=\"\(id)\" style=\"left: \(left)px; width: \(width)px\"><span class=\"\(field)__text\">\(HTML.escape(state.alt))</span></label>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(HTML.escape(legend))</title>
            <link rel="stylesheet" href="\(HTML.escape(stylesheetURL))">
            <style>
            \(style)</style>
            </head>
            <body>
            <form>
              <!-- StarBadge rating input: copy this fieldset and the styles above. -->
              <fieldset class="\(field)">
                <legend>\(HTML.escape(legend))</legend>
                <div class="\(field)__area">
            \(body)      <span class="\(prefix) \(field)__display" aria-hidden="true"></span>
                </div>
              </fieldset>
            </form>
            </body>
            </html>

            """
    }
}
