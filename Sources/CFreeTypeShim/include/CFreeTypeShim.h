#ifndef STARBADGE_CFREETYPESHIM_H
#define STARBADGE_CFREETYPESHIM_H

// Small C helpers for the parts of FreeType that do not import into Swift:
// function-like macros (FT_HAS_KERNING, FT_IS_SCALABLE, FT_LOAD_TARGET_*),
// the error-name table built from FT_ERRORS_H, and outline decomposition,
// whose callbacks are kept in C so no Swift closure crosses into FreeType.

#include <stddef.h>
#include <stdint.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

#ifdef __cplusplus
extern "C" {
#endif

/// Load flags for StarText glyphs: scaled, unhinted, outlines only (no
/// embedded bitmaps), so advances and outlines are the font's true design
/// scaled to the pixel size.
int32_t sbft_load_flags_unhinted_outline(void);

/// Load flags for exact outlines: in font units, unscaled and so unhinted
/// and unrounded (FT_LOAD_NO_SCALE), outlines only; the caller scales them.
int32_t sbft_load_flags_unscaled_outline(void);

/// Load flags for light-hinted glyphs: outlines only, grid-fitted vertically
/// (FT_LOAD_TARGET_LIGHT: baseline, x-height and cap-height on whole pixels at
/// the face's size, x coordinates as the design scales them).
int32_t sbft_load_flags_light_hinted_outline(void);

/// 1 when the face has a 'kern' table FreeType can read (FT_HAS_KERNING).
int sbft_has_kerning(FT_Face face);

/// 1 when the face has scalable outlines (FT_IS_SCALABLE).
int sbft_is_scalable(FT_Face face);

/// 1 when the face has colour glyphs (FT_HAS_COLOR: CBDT, sbix, COLR).
int sbft_has_color(FT_Face face);

/// 1 when the face has bitmap strikes (FT_HAS_FIXED_SIZES).
int sbft_has_fixed_sizes(FT_Face face);

/// Load flags for a colour bitmap glyph (FT_LOAD_COLOR: BGRA, premultiplied).
int32_t sbft_load_flags_color(void);

/// The FreeType error's enumerator name, e.g. "FT_Err_Unknown_File_Format",
/// or NULL when the code is not a FreeType error.
const char *sbft_error_name(int error);

/// FreeType's English description of the error, e.g. "unknown file format",
/// or NULL when the code is not a FreeType error.
const char *sbft_error_message(int error);

/// What one outline segment does.
typedef enum sbft_segment_kind {
    SBFT_SEGMENT_MOVE = 0,   ///< starts a contour at point 0
    SBFT_SEGMENT_LINE = 1,   ///< line to point 0
    SBFT_SEGMENT_CONIC = 2,  ///< quadratic Bézier: control point 0, end point 1
    SBFT_SEGMENT_CUBIC = 3   ///< cubic Bézier: controls 0 and 1, end point 2
} sbft_segment_kind;

/// One outline segment. Coordinates are FreeType's: 26.6 fixed-point pixels
/// (1/64 px) for a scaled glyph, y growing upward, origin at the pen position.
typedef struct sbft_segment {
    int32_t kind;  ///< an sbft_segment_kind
    int64_t x[3];
    int64_t y[3];
} sbft_segment;

/// An upper bound on the number of segments `sbft_outline_decompose` writes
/// for this outline: one move and one closing segment per contour, and at
/// most one segment per point.
size_t sbft_outline_segment_bound(const FT_Outline *outline);

/// Decomposes `outline` (FT_Outline_Decompose, no shift or delta) into at
/// most `capacity` segments. On success returns 0 and stores the number of
/// segments in `*count`. Returns a FreeType error code when FreeType fails,
/// or FT_Err_Array_Too_Large when `capacity` is too small.
int sbft_outline_decompose(FT_Outline *outline, sbft_segment *segments, size_t capacity,
                           size_t *count);

#ifdef __cplusplus
}
#endif

#endif
