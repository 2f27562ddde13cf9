extension LabelSpec {
    /// The same label drawn in `color` (nil: dark or light, whichever reads
    /// better on the background). Nothing is checked again: only the colour changes.
    public func with(textColor color: Color?) -> LabelSpec {
        LabelSpec(template: template, numberFormat: numberFormat, position: position, gap: gap, fontSize: fontSize,
                  textColor: color, fonts: fonts, language: language, checked: ())
    }

    /// Every value as given, already checked.
    private init(template: TextTemplate, numberFormat: NumberFormat, position: LabelPosition?, gap: Double?,
                 fontSize: Double?, textColor: Color?, fonts: FontChain, language: String?, checked: Void) {
        self.template = template
        self.numberFormat = numberFormat
        self.position = position
        self.gap = gap
        self.fontSize = fontSize
        self.textColor = textColor
        self.fonts = fonts
        self.language = language
    }
}
