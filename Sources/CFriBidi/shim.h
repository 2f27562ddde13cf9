// GNU FriBidi, as imported into Swift by the StarText module: the Unicode
// Bidirectional Algorithm's embedding levels for a label's text.
#include <fribidi.h>
