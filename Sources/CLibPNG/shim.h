#ifndef STARBADGE_CLIBPNG_SHIM_H
#define STARBADGE_CLIBPNG_SHIM_H
#include <png.h>
#endif
