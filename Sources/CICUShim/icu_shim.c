#include "CICUShim.h"

#include <stdio.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/uset.h>
#include <unicode/unorm2.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>

// MARK: - Grapheme cluster breaks

segqa_breaker *segqa_grapheme_open(int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_CHARACTER, "", NULL, 0, &code);
    *status = code;
    return (segqa_breaker *)iterator;
}

void segqa_breaker_set_text(segqa_breaker *breaker, const uint16_t *text, int32_t length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    ubrk_setText((UBreakIterator *)breaker, (const UChar *)text, length, &code);
    *status = code;
}

int32_t segqa_breaker_next(segqa_breaker *breaker) {
    int32_t next = ubrk_next((UBreakIterator *)breaker);
    return next == UBRK_DONE ? -1 : next;
}

void segqa_breaker_close(segqa_breaker *breaker) { ubrk_close((UBreakIterator *)breaker); }

// MARK: - Line breaks

segqa_breaker *segqa_line_open(const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, locale, NULL, 0, &code);
    *status = code;
    return (segqa_breaker *)iterator;
}

int32_t segqa_line_break_is_mandatory(segqa_breaker *breaker) {
    int32_t status = ubrk_getRuleStatus((UBreakIterator *)breaker);
    return status >= UBRK_LINE_HARD && status < UBRK_LINE_HARD_LIMIT ? 1 : 0;
}

// MARK: - Bidi

segqa_bidi *segqa_bidi_open(int32_t *status) {
    *status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_open();
    if (bidi == NULL) *status = U_MEMORY_ALLOCATION_ERROR;
    return (segqa_bidi *)bidi;
}

void segqa_bidi_close(segqa_bidi *bidi) { ubidi_close((UBiDi *)bidi); }

void segqa_bidi_set_paragraph(segqa_bidi *bidi, const uint16_t *text, int32_t length,
                              uint8_t paragraph_level, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    ubidi_setPara((UBiDi *)bidi, (const UChar *)text, length, paragraph_level, NULL, &code);
    *status = code;
}

uint8_t segqa_bidi_paragraph_level(segqa_bidi *bidi) { return ubidi_getParaLevel((UBiDi *)bidi); }

void segqa_bidi_levels(segqa_bidi *bidi, uint8_t *levels, int32_t length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    const UBiDiLevel *source = ubidi_getLevels((UBiDi *)bidi, &code);
    if (U_SUCCESS(code)) {
        for (int32_t i = 0; i < length; i++) levels[i] = source[i];
    }
    *status = code;
}

int32_t segqa_bidi_class(uint32_t code_point) { return (int32_t)u_charDirection((UChar32)code_point); }

// MARK: - Scripts

int32_t segqa_script(uint32_t code_point, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript((UChar32)code_point, &code);
    *status = code;
    return (int32_t)script;
}

const char *segqa_script_code(int32_t script) {
    const char *name = uscript_getShortName((UScriptCode)script);
    return name != NULL ? name : "Zzzz";
}

int32_t segqa_script_extensions(uint32_t code_point, int32_t *scripts, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t count = uscript_getScriptExtensions((UChar32)code_point, (UScriptCode *)scripts, capacity, &code);
    *status = code == U_BUFFER_OVERFLOW_ERROR ? U_ZERO_ERROR : code;
    return count;
}

// MARK: - Case mapping and normalization

int32_t segqa_to_upper(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length,
                       const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t result = u_strToUpper((UChar *)dest, capacity, (const UChar *)src, length, locale, &code);
    *status = code;
    return result;
}

int32_t segqa_to_lower(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length,
                       const char *locale, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t result = u_strToLower((UChar *)dest, capacity, (const UChar *)src, length, locale, &code);
    *status = code;
    return result;
}

int32_t segqa_is_nfc(const uint16_t *src, int32_t length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&code);
    UBool result = U_SUCCESS(code) ? unorm2_isNormalized(nfc, (const UChar *)src, length, &code) : 0;
    *status = code;
    return result ? 1 : 0;
}

int32_t segqa_to_nfc(uint16_t *dest, int32_t capacity, const uint16_t *src, int32_t length, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    const UNormalizer2 *nfc = unorm2_getNFCInstance(&code);
    int32_t result = 0;
    if (U_SUCCESS(code)) result = unorm2_normalize(nfc, (const UChar *)src, length, (UChar *)dest, capacity, &code);
    *status = code;
    return result;
}

// MARK: - Character properties

int32_t segqa_general_category(uint32_t code_point) { return (int32_t)u_charType((UChar32)code_point); }

int32_t segqa_grapheme_joins_nothing(uint32_t code_point) {
    switch (u_getIntPropertyValue((UChar32)code_point, UCHAR_GRAPHEME_CLUSTER_BREAK)) {
    case U_GCB_OTHER: case U_GCB_CONTROL: case U_GCB_CR: case U_GCB_LF: case U_GCB_LV: case U_GCB_LVT:
        return 1;
    default:
        return 0;
    }
}

int32_t segqa_is_default_ignorable(uint32_t code_point) {
    return u_hasBinaryProperty((UChar32)code_point, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}

int32_t segqa_is_white_space(uint32_t code_point) {
    return u_hasBinaryProperty((UChar32)code_point, UCHAR_WHITE_SPACE) ? 1 : 0;
}

int32_t segqa_char_name(uint32_t code_point, char *buffer, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = u_charName((UChar32)code_point, U_UNICODE_CHAR_NAME, buffer, capacity, &code);
    *status = code;
    return length;
}

void segqa_unicode_version(char *buffer, int32_t capacity) {
    UVersionInfo version;
    u_getUnicodeVersion(version);
    snprintf(buffer, (size_t)capacity, "%d.%d", version[0], version[1]);
}

// MARK: - Locale data

int32_t segqa_exemplar_characters(const char *locale, uint16_t *dest, int32_t capacity, int32_t *is_own,
                                  int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    *is_own = 0;
    ULocaleData *data = ulocdata_open(locale, &code);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    // A language ICU does not know opens the default locale's data (U_USING_DEFAULT_WARNING);
    // a region falls back to its language (U_USING_FALLBACK_WARNING), which is the language's own.
    *is_own = code != U_USING_DEFAULT_WARNING;
    code = U_ZERO_ERROR;
    USet *set = ulocdata_getExemplarSet(data, NULL, 0, ULOCDATA_ES_STANDARD, &code);
    ulocdata_close(data);
    if (U_FAILURE(code)) {
        *status = code;
        return 0;
    }
    int32_t length = 0;
    UChar string[64];
    int32_t items = uset_getItemCount(set);
    for (int32_t item = 0; item < items; item++) {
        UChar32 start = 0, end = 0;
        UErrorCode itemCode = U_ZERO_ERROR;
        int32_t stringLength = uset_getItem(set, item, &start, &end, string, 64, &itemCode);
        if (U_FAILURE(itemCode)) continue;  // a string longer than 64 units: not a character anyone counts
        if (stringLength == 0) {
            for (UChar32 c = start; c <= end; c++) {
                UChar units[2];
                int32_t count = 0;
                U16_APPEND_UNSAFE(units, count, c);
                for (int32_t i = 0; i < count; i++, length++)
                    if (length < capacity) dest[length] = units[i];
                if (length < capacity) dest[length] = 0;
                length++;
            }
        } else {
            for (int32_t i = 0; i < stringLength; i++, length++)
                if (length < capacity) dest[length] = string[i];
            if (length < capacity) dest[length] = 0;
            length++;
        }
    }
    uset_close(set);
    *status = length > capacity ? U_BUFFER_OVERFLOW_ERROR : U_ZERO_ERROR;
    return length;
}

int32_t segqa_locale_display_name(const char *locale, uint16_t *dest, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayName(locale, "en", (UChar *)dest, capacity, &code);
    *status = code;
    return length;
}

int32_t segqa_locale_is_right_to_left(const char *locale) { return uloc_isRightToLeft(locale) ? 1 : 0; }
