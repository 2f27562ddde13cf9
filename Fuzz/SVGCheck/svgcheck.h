// The SVG writer fuzz target's oracles: libxml2 and librsvg, in-process.
// Only the fuzz build links them (Fuzz/build.sh, with pkg-config).
#ifndef SVGCHECK_H
#define SVGCHECK_H
#include <stddef.h>

/// 1 when `data` is a well-formed XML document (libxml2, no network, no
/// size limits); else 0 with libxml2's message in `message`.
int svgcheck_xml(const unsigned char *data, size_t size, char *message, size_t capacity);

/// 1 when librsvg reads `data` and renders it into a `width`×`height`
/// surface (the document scaled to fit) without an error; else 0 with its
/// message in `message`.
int svgcheck_render(const unsigned char *data, size_t size, int width, int height, char *message, size_t capacity);

#endif
