// fontconfig, as imported into Swift by the StarText module: the fonts
// installed on the system, found by family name or by the characters they
// cover.
#include <fontconfig/fontconfig.h>
