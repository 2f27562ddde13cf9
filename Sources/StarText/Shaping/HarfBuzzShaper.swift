import CHarfBuzz

/// Shapes one run of text (one font, one direction, one script) with
/// HarfBuzz: ligatures, mark positioning, Arabic joining, Indic
/// reordering, GPOS kerning. The whole line is given as context, so joining
/// and reordering see across the run's ends.
enum HarfBuzzShaper {
    /// One glyph of a shaped run, in font units, in visual order.
    struct Glyph {
        var id: UInt32
        /// The index (in scalars of the whole line) of the first character of its cluster.
        var cluster: Int
        var xAdvance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    static func shape(_ scalars: [UInt32], run: Range<Int>, font: HarfBuzzFont, rightToLeft: Bool,
                      script: hb_script_t, language: hb_language_t?) -> [Glyph] {
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(run.lowerBound), Int32(run.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        // Set explicitly, never guessed: a guess would take the process's locale.
        hb_buffer_set_language(buffer, language)
        var flags = HB_BUFFER_FLAG_DEFAULT.rawValue
        if run.lowerBound == 0 { flags |= HB_BUFFER_FLAG_BOT.rawValue }
        if run.upperBound == scalars.count { flags |= HB_BUFFER_FLAG_EOT.rawValue }
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: flags))
        hb_shape(font.font, buffer, nil, 0)

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return [] }
        return (0..<Int(count)).map { index in
            Glyph(id: infos[index].codepoint, cluster: Int(infos[index].cluster), xAdvance: positions[index].x_advance,
                  xOffset: positions[index].x_offset, yOffset: positions[index].y_offset)
        }
    }

    /// HarfBuzz's language for a BCP 47 tag ("ar", "hi", "ja"), or nil for none.
    static func language(_ tag: String?) -> hb_language_t? {
        guard let tag, !tag.isEmpty else { return nil }
        return hb_language_from_string(tag, -1)
    }
}
