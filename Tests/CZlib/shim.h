// zlib for the tests only: an independent inflater to check StarBadge's own
// compressor against (zlib is installed with libpng).
#include <zlib.h>
