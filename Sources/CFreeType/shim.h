#ifndef STARBADGE_CFREETYPE_SHIM_H
#define STARBADGE_CFREETYPE_SHIM_H
// The FreeType 2 API, as imported into Swift by the StarText module.
// FreeType's public headers must be reached through ft2build.h and the
// FT_*_H macros it defines.
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_COLOR_H
#endif
