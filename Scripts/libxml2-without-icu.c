/*
 * The ICU converter functions Debian's static libxml2 refers to, each
 * failing with U_UNSUPPORTED_ERROR: linked into the static executable instead of
 * ICU's archives (about 31 MB, nearly all of it ICU's data). libxml2 calls
 * them only to open a converter for an encoding it has no built-in or iconv
 * converter for; StarBadge reads every SVG logo as UTF-8 whatever it
 * declares (XML_PARSE_IGNORE_ENC), so they are never reached, and were they
 * reached, libxml2 would report the encoding as unsupported.
 *
 * Scripts/ld-static-pie compiles this with ICU_SUFFIX set to the suffix of
 * the ICU version libxml2 was built against (_72 for ICU 72).
 */
#include <stddef.h>
#include <stdint.h>

#define STARBADGE_CAT2(a, b) a##b
#define STARBADGE_CAT(a, b) STARBADGE_CAT2(a, b)
#define ICU(name) STARBADGE_CAT(name, ICU_SUFFIX)

typedef int UErrorCode;
enum { U_UNSUPPORTED_ERROR = 16 };

static void unsupported(UErrorCode *error) {
    if (error != NULL && *error <= 0) *error = U_UNSUPPORTED_ERROR;
}

void *ICU(ucnv_open)(const char *name, UErrorCode *error) {
    (void)name;
    unsupported(error);
    return NULL;
}

void ICU(ucnv_close)(void *converter) { (void)converter; }

void ICU(ucnv_convertEx)(void *target, void *source, char **targetStart, const char *targetLimit,
                         const char **sourceStart, const char *sourceLimit, uint16_t *pivotStart,
                         uint16_t **pivotSource, uint16_t **pivotTarget, const uint16_t *pivotLimit,
                         signed char reset, signed char flush, UErrorCode *error) {
    (void)target; (void)source; (void)targetStart; (void)targetLimit; (void)sourceStart; (void)sourceLimit;
    (void)pivotStart; (void)pivotSource; (void)pivotTarget; (void)pivotLimit; (void)reset; (void)flush;
    unsupported(error);
}

void ICU(ucnv_setFromUCallBack)(void *converter, void *action, const void *context, void **oldAction,
                                const void **oldContext, UErrorCode *error) {
    (void)converter; (void)action; (void)context; (void)oldAction; (void)oldContext;
    unsupported(error);
}

void ICU(ucnv_setToUCallBack)(void *converter, void *action, const void *context, void **oldAction,
                              const void **oldContext, UErrorCode *error) {
    (void)converter; (void)action; (void)context; (void)oldAction; (void)oldContext;
    unsupported(error);
}

void ICU(UCNV_FROM_U_CALLBACK_STOP)(const void *context, void *arguments, const uint16_t *units, int32_t length,
                                    int32_t codePoint, int reason, UErrorCode *error) {
    (void)context; (void)arguments; (void)units; (void)length; (void)codePoint; (void)reason; (void)error;
}

void ICU(UCNV_TO_U_CALLBACK_STOP)(const void *context, void *arguments, const char *units, int32_t length,
                                  int reason, UErrorCode *error) {
    (void)context; (void)arguments; (void)units; (void)length; (void)reason; (void)error;
}
