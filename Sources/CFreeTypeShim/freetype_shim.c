#include "CFreeTypeShim.h"

int32_t sbft_load_flags_unhinted_outline(void) {
    return (int32_t)(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP);
}

int32_t sbft_load_flags_unscaled_outline(void) {
    return (int32_t)(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP);
}

int32_t sbft_load_flags_light_hinted_outline(void) {
    return (int32_t)(FT_LOAD_TARGET_LIGHT | FT_LOAD_NO_BITMAP);
}

int sbft_has_kerning(FT_Face face) {
    return face != NULL && FT_HAS_KERNING(face) ? 1 : 0;
}

int sbft_is_scalable(FT_Face face) {
    return face != NULL && FT_IS_SCALABLE(face) ? 1 : 0;
}

int sbft_has_color(FT_Face face) {
    return face != NULL && FT_HAS_COLOR(face) ? 1 : 0;
}

int sbft_has_fixed_sizes(FT_Face face) {
    return face != NULL && FT_HAS_FIXED_SIZES(face) ? 1 : 0;
}

int32_t sbft_load_flags_color(void) {
    return (int32_t)FT_LOAD_COLOR;
}
