// HarfBuzz, as imported into Swift by the StarText module: shaping (GSUB,
// GPOS, Arabic joining, Indic reordering) with HarfBuzz's own OpenType font
// functions over the font's bytes, so no FreeType face is shared with it.
#include <hb.h>
#include <hb-ot.h>
