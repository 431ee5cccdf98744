#ifndef SEGQA_ICU_SHIM_H
#define SEGQA_ICU_SHIM_H

// ICU behind plain C: this header must never include an ICU header, because the Swift
// toolchain's Foundation carries its own ICU headers and Clang rejects the duplicate
// definitions. Text is UTF-16 (`uint16_t`), status values are ICU's UErrorCode numbers
// (> 0 is a failure, <= 0 success or warning).

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Grapheme cluster breaks
typedef struct segqa_breaker segqa_breaker;
/// Opens a character (grapheme cluster) break iterator for the root locale.
segqa_breaker *segqa_grapheme_open(int32_t *status);
/// ICU keeps `text`: it must stay valid until the next call or close.
void segqa_breaker_set_text(segqa_breaker *breaker, const uint16_t *text, int32_t length, int32_t *status);
/// The next boundary in UTF-16 units after the current one, or -1 at the end.
int32_t segqa_breaker_next(segqa_breaker *breaker);
void segqa_breaker_close(segqa_breaker *breaker);
/// 1 when a code point's Grapheme_Cluster_Break is Other, Control, CR, LF, LV or LVT: the classes
/// that join no neighbour but by CR LF and the Hangul jamo rules (UAX #29 GB3–GB13).
int32_t segqa_grapheme_joins_nothing(uint32_t code_point);

// MARK: - Line breaks (UAX #14, with the locale's tailoring)
/// Opens a line break iterator for a locale ("de", "ja"); iterate it with the breaker calls above.
segqa_breaker *segqa_line_open(const char *locale, int32_t *status);
/// 1 when the boundary the iterator stands on is a mandatory break (after a line feed, CR,
/// U+2028 …), 0 when it is only an opportunity.
int32_t segqa_line_break_is_mandatory(segqa_breaker *breaker);

// MARK: - Bidi
typedef struct segqa_bidi segqa_bidi;
segqa_bidi *segqa_bidi_open(int32_t *status);
void segqa_bidi_close(segqa_bidi *bidi);
/// `paragraph_level`: 0 LTR, 1 RTL, 0xFE auto (default LTR), 0xFF auto (default RTL).
/// ICU keeps `text`: it must stay valid until the next call or close.
void segqa_bidi_set_paragraph(segqa_bidi *bidi, const uint16_t *text, int32_t length,
                              uint8_t paragraph_level, int32_t *status);
uint8_t segqa_bidi_paragraph_level(segqa_bidi *bidi);
/// Writes one embedding level per UTF-16 unit (rule L1 applied) into `levels`.
void segqa_bidi_levels(segqa_bidi *bidi, uint8_t *levels, int32_t length, int32_t *status);
/// ICU's UCharDirection (bidi class) of a code point.
int32_t segqa_bidi_class(uint32_t code_point);

// MARK: - Scripts
/// ICU's UScriptCode of a code point (0 Common, 1 Inherited).
int32_t segqa_script(uint32_t code_point, int32_t *status);
/// ISO 15924 code ("Latn", "Arab", "Zyyy"); never NULL.
const char *segqa_script_code(int32_t script);
/// Script_Extensions of a code point; returns the count (may exceed `capacity`).
int32_t segqa_script_extensions(uint32_t code_point, int32_t *scripts, int32_t capacity, int32_t *status);

// MARK: - Case mapping and normalization (preflight with capacity 0 to get the length)
int32_t segqa_to_upper(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length,
                       const char *locale, int32_t *status);
int32_t segqa_to_lower(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length,
                       const char *locale, int32_t *status);
/// 1 when `src` is in NFC, 0 when not.
int32_t segqa_is_nfc(const uint16_t *src, int32_t length, int32_t *status);
int32_t segqa_to_nfc(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length, int32_t *status);

// MARK: - Character properties
/// ICU's UCharCategory (general category) of a code point.
int32_t segqa_general_category(uint32_t code_point);
/// 1 for Default_Ignorable_Code_Point (ZWJ, ZWNJ, variation selectors, soft hyphen …).
int32_t segqa_is_default_ignorable(uint32_t code_point);
/// 1 for White_Space.
int32_t segqa_is_white_space(uint32_t code_point);
/// Writes the character's Unicode name (NUL-terminated) and returns its length.
int32_t segqa_char_name(uint32_t code_point, char *buffer, int32_t capacity, int32_t *status);
/// The version of Unicode ICU implements, e.g. "15.0".
void segqa_unicode_version(char *buffer, int32_t capacity);

// MARK: - Locale data
/// The locale's standard exemplar characters (CLDR, `ulocdata_getExemplarSet`), each one (a code
/// point, or a string such as "ch") followed by U+0000. Preflight with capacity 0; returns the
/// length. `*is_own` is 0 when ICU has no data for the language and gave the default locale's.
int32_t segqa_exemplar_characters(const char *locale, uint16_t *dest, int32_t capacity, int32_t *is_own,
                                  int32_t *status);
/// The locale's name in English (`uloc_getDisplayName`): "ckb" → "Central Kurdish", "zh_Hant" →
/// "Chinese (Traditional)". A language ICU does not know comes back as its code. Preflight with
/// capacity 0; returns the length.
int32_t segqa_locale_display_name(const char *locale, uint16_t *dest, int32_t capacity, int32_t *status);
/// 1 when the locale's script, stated or likely (`uloc_isRightToLeft`: "sdh" → Arab), is written
/// right to left.
int32_t segqa_locale_is_right_to_left(const char *locale);

#ifdef __cplusplus
}
#endif
#endif
