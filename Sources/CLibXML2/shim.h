#ifndef STARBADGE_CLIBXML2_SHIM_H
#define STARBADGE_CLIBXML2_SHIM_H
#include <libxml/xmlversion.h>
/* Logo files are read as UTF-8 only (XML_PARSE_IGNORE_ENC), so libxml2's ICU
   converter types are never used. Without this, encoding.h includes ICU's own
   headers, whose UErrorCode clashes with the copy Foundation carries
   (_FoundationICU) in any client module that imports both StarBadge and
   Foundation. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#endif
