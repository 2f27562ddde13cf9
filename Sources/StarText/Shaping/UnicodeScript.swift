import CHarfBuzz

/// The Unicode script of a character, by its ISO 15924 code ("Latn",
/// "Arab", "Deva", "Hani"; "Zyyy" for characters common to many scripts),
/// from HarfBuzz's Unicode data. For messages that say which fonts to install.
package enum UnicodeScript {
    package static func isoCode(of scalar: Unicode.Scalar) -> String {
        let tag = hb_script_to_iso15924_tag(hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value))
        let bytes = [UInt8(tag >> 24), UInt8((tag >> 16) & 0xFF), UInt8((tag >> 8) & 0xFF), UInt8(tag & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
