#include "CFreeTypeShim.h"

typedef struct sink {
    sbft_segment *segments;
    size_t capacity;
    size_t count;
} sink;

// Returns a free segment, or NULL when the buffer is full.
static sbft_segment *next_segment(sink *out, int32_t kind) {
    if (out->count >= out->capacity) return NULL;
    sbft_segment *segment = &out->segments[out->count++];
    segment->kind = kind;
    for (int i = 0; i < 3; i++) {
        segment->x[i] = 0;
        segment->y[i] = 0;
    }
    return segment;
}

static int on_move(const FT_Vector *to, void *user) {
    sbft_segment *s = next_segment((sink *)user, SBFT_SEGMENT_MOVE);
    if (s == NULL) return FT_Err_Array_Too_Large;
    s->x[0] = to->x; s->y[0] = to->y;
    return 0;
}

static int on_line(const FT_Vector *to, void *user) {
    sbft_segment *s = next_segment((sink *)user, SBFT_SEGMENT_LINE);
    if (s == NULL) return FT_Err_Array_Too_Large;
    s->x[0] = to->x; s->y[0] = to->y;
    return 0;
}

static int on_conic(const FT_Vector *control, const FT_Vector *to, void *user) {
    sbft_segment *s = next_segment((sink *)user, SBFT_SEGMENT_CONIC);
    if (s == NULL) return FT_Err_Array_Too_Large;
    s->x[0] = control->x; s->y[0] = control->y;
    s->x[1] = to->x; s->y[1] = to->y;
    return 0;
}

static int on_cubic(const FT_Vector *control1, const FT_Vector *control2, const FT_Vector *to,
                    void *user) {
    sbft_segment *s = next_segment((sink *)user, SBFT_SEGMENT_CUBIC);
    if (s == NULL) return FT_Err_Array_Too_Large;
    s->x[0] = control1->x; s->y[0] = control1->y;
    s->x[1] = control2->x; s->y[1] = control2->y;
    s->x[2] = to->x; s->y[2] = to->y;
    return 0;
}

size_t sbft_outline_segment_bound(const FT_Outline *outline) {
    if (outline == NULL) return 0;
    size_t points = outline->n_points > 0 ? (size_t)outline->n_points : 0;
    size_t contours = outline->n_contours > 0 ? (size_t)outline->n_contours : 0;
    return points + 2 * contours;
}

int sbft_outline_decompose(FT_Outline *outline, sbft_segment *segments, size_t capacity,
                           size_t *count) {
    if (count != NULL) *count = 0;
    if (outline == NULL || count == NULL || (segments == NULL && capacity > 0)) {
        return FT_Err_Invalid_Argument;
    }
    const FT_Outline_Funcs funcs = {
        .move_to = on_move,
        .line_to = on_line,
        .conic_to = on_conic,
        .cubic_to = on_cubic,
        .shift = 0,
        .delta = 0,
    };
    sink out = {segments, capacity, 0};
    FT_Error error = FT_Outline_Decompose(outline, &funcs, &out);
    *count = out.count;
    return error;
}
