#include "CFreeTypeShim.h"

// Builds a table of every FreeType error from FT_ERRORS_H, which is written
// to be re-included with these macros defined (see fterrors.h).

typedef struct sbft_error_entry {
    int code;
    const char *name;
    const char *message;
} sbft_error_entry;

// Two levels so that `e` (FT_ERR_CAT(FT_ERR_PREFIX, Name)) is expanded to
// FT_Err_Name before it is turned into a string.
#define SBFT_STRINGIFY_(x) #x
#define SBFT_STRINGIFY(x) SBFT_STRINGIFY_(x)

#undef FTERRORS_H_
#undef FT_ERR_PROTOS_DEFINED
#define FT_ERRORDEF(e, v, s) {(v), SBFT_STRINGIFY(e), (s)},
#define FT_ERROR_START_LIST static const sbft_error_entry sbft_errors[] = {
#define FT_ERROR_END_LIST {0, NULL, NULL}};
#include FT_ERRORS_H

static const sbft_error_entry *find(int error) {
    int base = FT_ERROR_BASE(error);
    for (const sbft_error_entry *entry = sbft_errors; entry->name != NULL; entry++) {
        if (entry->code == base) return entry;
    }
    return NULL;
}

const char *sbft_error_name(int error) {
    const sbft_error_entry *entry = find(error);
    return entry ? entry->name : NULL;
}

const char *sbft_error_message(int error) {
    const sbft_error_entry *entry = find(error);
    return entry ? entry->message : NULL;
}
