// zlib's inflater: `--optimize` proves each stream it writes by inflating
// it, and the tests check every compressor effort against it (zlib is
// installed with libpng, which links it anyway).
#include <zlib.h>
