#include "CStarPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

typedef struct write_context {
    jmp_buf jump;
    sb_png_buffer *out;
    char *error;
    size_t error_size;
} write_context;

static void set_error(write_context *context, const char *message) {
    if (context->error == NULL || context->error_size == 0) return;
    strncpy(context->error, message ? message : "unknown libpng error", context->error_size - 1);
    context->error[context->error_size - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp message) {
    write_context *context = (write_context *)png_get_error_ptr(png);
    set_error(context, message);
    longjmp(context->jump, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep data, size_t length) {
    write_context *context = (write_context *)png_get_io_ptr(png);
    sb_png_buffer *out = context->out;
    if (length > SIZE_MAX - out->size) png_error(png, "PNG output too large");
    size_t needed = out->size + length;
    if (needed > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (capacity < needed) {
            if (capacity > SIZE_MAX / 2) { capacity = needed; break; }
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(out->data, capacity);
        if (grown == NULL) png_error(png, "out of memory while writing PNG");
        out->data = grown;
        out->capacity = capacity;
    }
    memcpy(out->data + out->size, data, length);
    out->size = needed;
}

static void on_flush(png_structp png) { (void)png; }

int sb_png_write(const sb_png_write_params *params, sb_png_buffer *out,
                 char *error, size_t error_size) {
    write_context context;
    context.out = out;
    context.error = error;
    context.error_size = error_size;
    if (error && error_size) error[0] = '\0';
    out->data = NULL;
    out->size = 0;
    out->capacity = 0;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (png == NULL) {
        set_error(&context, "cannot create libpng write structure");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        set_error(&context, "cannot create libpng info structure");
        return 1;
    }
    // Nothing allocated between setjmp and the libpng calls needs freeing on
    // the error path besides the two structs and the output buffer.
    if (setjmp(context.jump)) {
        png_destroy_write_struct(&png, &info);
        sb_png_buffer_free(out);
        return 1;
    }

    png_set_write_fn(png, &context, on_write, on_flush);
    png_set_IHDR(png, info, params->width, params->height, params->bit_depth,
                 params->color_type, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (params->color_type == PNG_COLOR_TYPE_PALETTE) {
        png_color palette[256];
        int count = params->palette_count;
        if (count < 1 || count > 256 || params->palette_rgb == NULL)
            png_error(png, "palette must hold 1 to 256 colours");
        for (int i = 0; i < count; i++) {
            palette[i].red = params->palette_rgb[3 * i];
            palette[i].green = params->palette_rgb[3 * i + 1];
            palette[i].blue = params->palette_rgb[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, count);
        if (params->palette_alpha != NULL && params->palette_alpha_count > 0) {
            png_set_tRNS(png, info, (png_bytep)params->palette_alpha,
                         params->palette_alpha_count, NULL);
        }
    }
    if (params->text_count > 0 && params->texts != NULL) {
        png_text texts[16];
        int count = params->text_count > 16 ? 16 : params->text_count;
        memset(texts, 0, sizeof texts);
        for (int i = 0; i < count; i++) {
            /* Latin-1 text goes in tEXt; anything else in iTXt as UTF-8. */
            texts[i].compression = params->texts[i].utf8 ? PNG_ITXT_COMPRESSION_NONE : PNG_TEXT_COMPRESSION_NONE;
            texts[i].key = (png_charp)params->texts[i].key;
            texts[i].text = (png_charp)params->texts[i].text;
            if (params->texts[i].utf8) {
                texts[i].itxt_length = strlen(params->texts[i].text);
                texts[i].lang = (png_charp)"";
                texts[i].lang_key = (png_charp)"";
            } else {
                texts[i].text_length = strlen(params->texts[i].text);
            }
        }
        png_set_text(png, info, texts, count);
    }
    png_write_info(png, info);
    /* The image data is already a zlib stream: one IDAT chunk (PNG allows
     * up to 2^31 - 1 bytes), then IEND, written as plain chunks. */
    if (params->idat_size > 0x7FFFFFFFu) png_error(png, "compressed image data too large for one PNG chunk");
    static const png_byte idat_name[5] = { 'I', 'D', 'A', 'T', '\0' };
    static const png_byte iend_name[5] = { 'I', 'E', 'N', 'D', '\0' };
    png_write_chunk(png, idat_name, params->idat, params->idat_size);
    png_write_chunk(png, iend_name, NULL, 0);
    png_destroy_write_struct(&png, &info);
    return 0;
}

void sb_png_buffer_free(sb_png_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}
