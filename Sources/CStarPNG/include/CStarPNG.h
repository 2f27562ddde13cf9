#ifndef STARBADGE_CSTARPNG_H
#define STARBADGE_CSTARPNG_H

// A libpng writer that keeps libpng's longjmp-based error handling inside one
// C function: Swift code calls sb_png_write and gets a status and a message,
// never a longjmp through Swift frames and never an abort.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One text chunk: a Latin-1 keyword of 1–79 bytes and its text, either
/// Latin-1 (written as tEXt) or UTF-8 (utf8 = 1, written as iTXt).
typedef struct sb_png_text {
    const char *key;
    const char *text;
    int utf8;
} sb_png_text;

/// Everything needed to write one PNG. The image data arrives compressed
/// (a complete zlib stream of filtered rows, made by StarPNG's own
/// compressor); libpng writes the signature, IHDR, PLTE, tRNS and text
/// chunks, the IDAT chunk and IEND, with their CRCs.
typedef struct sb_png_write_params {
    uint32_t width;
    uint32_t height;
    int color_type;            ///< PNG_COLOR_TYPE_{GRAY,PALETTE,RGB,RGB_ALPHA,GRAY_ALPHA}
    int bit_depth;             ///< 1, 2, 4, 8 (16 is not used by StarBadge)
    const uint8_t *idat;       ///< the zlib stream
    size_t idat_size;
    const uint8_t *palette_rgb;   ///< palette_count × 3 bytes, or NULL
    int palette_count;
    const uint8_t *palette_alpha; ///< tRNS alpha per palette entry, or NULL
    int palette_alpha_count;
    const sb_png_text *texts;
    int text_count;
} sb_png_write_params;

/// A growable output buffer owned by C; release with sb_png_buffer_free.
typedef struct sb_png_buffer {
    uint8_t *data;
    size_t size;
    size_t capacity;
} sb_png_buffer;

/// Encodes a PNG into `out`. Returns 0 on success; otherwise non-zero with a
/// NUL-terminated message in `error` (at most error_size bytes). On failure
/// `out` is left empty.
int sb_png_write(const sb_png_write_params *params, sb_png_buffer *out,
                 char *error, size_t error_size);

void sb_png_buffer_free(sb_png_buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif
