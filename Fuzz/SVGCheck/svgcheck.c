#include "svgcheck.h"
#include <cairo.h>
#include <librsvg/rsvg.h>
#include <libxml/parser.h>
#include <limits.h>
#include <stdio.h>

/// libxml2 prints each error on stderr unless given a handler; the message
/// is read back with xmlGetLastError instead.
static void quiet(void *context, const char *format, ...) {
    (void)context;
    (void)format;
}

int svgcheck_xml(const unsigned char *data, size_t size, char *message, size_t capacity) {
    if (size > INT_MAX) {
        snprintf(message, capacity, "XML: document of %zu bytes", size);
        return 0;
    }
    xmlSetGenericErrorFunc(NULL, quiet);
    xmlResetLastError();
    xmlDocPtr document = xmlReadMemory((const char *)data, (int)size, "fuzz.svg", NULL,
                                       XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_HUGE);
    if (document == NULL) {
        xmlErrorPtr error = xmlGetLastError();
        snprintf(message, capacity, "XML, line %d column %d: %s", error ? error->line : 0, error ? error->int2 : 0,
                 error && error->message ? error->message : "not well-formed");
        return 0;
    }
    xmlFreeDoc(document);
    return 1;
}

int svgcheck_render(const unsigned char *data, size_t size, int width, int height, char *message, size_t capacity) {
    GError *error = NULL;
    RsvgHandle *handle = rsvg_handle_new_from_data(data, size, &error);
    if (handle == NULL) {
        snprintf(message, capacity, "librsvg cannot read it: %s", error ? error->message : "no reason given");
        if (error) g_error_free(error);
        return 0;
    }
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cairo = cairo_create(surface);
    RsvgRectangle viewport = {0, 0, width, height};
    int ok = rsvg_handle_render_document(handle, cairo, &viewport, &error);
    if (!ok) {
        snprintf(message, capacity, "librsvg cannot render it: %s", error ? error->message : "no reason given");
    } else if (cairo_status(cairo) != CAIRO_STATUS_SUCCESS) {
        snprintf(message, capacity, "cairo: %s", cairo_status_to_string(cairo_status(cairo)));
        ok = 0;
    }
    if (error) g_error_free(error);
    cairo_destroy(cairo);
    cairo_surface_destroy(surface);
    g_object_unref(handle);
    return ok;
}
