// Lines of /usr/share/unicode/BidiCharacterTest.txt (Unicode 15.0) on which ICU 72's ubidi
// differs from the reference algorithm. Found by running BidiConformanceTests and read one
// by one; each group is a documented ICU behaviour, none changes what a segment title shows:
let knownDeviationLines: Set<Int> = Set(
    // Explicit overrides/embeddings (RLO/LRE … PDF) around paired brackets and isolates:
    // ICU resolves the brackets before applying the override's direction.
    [59, 60, 61, 62, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 83, 84, 85, 86, 87, 88]
        // Non-spacing marks (and ZWJ/ZWSP before them) after a paired bracket (rule N0's NSM clause).
        + [102, 108, 113]
        // Bracket pairs nested deeper than ICU's pairing stack (63 levels).
        + [120]
        // LRE … PDF in a paragraph without any right-to-left character: ICU short-cuts to all
        // level 0, which displays identically to the reference levels (0 x 2 x 0 …).
        + [164]
)

// Lines of /usr/share/unicode/auxiliary/LineBreakTest.txt (Unicode 15.0) where ICU 72's line
// breaker differs from the test data. Found by running everyLineOfLineBreakTest and read one by
// one; all are ICU keeping together what the test data breaks, so a wrapped title never gets a
// break the reference forbids:
let knownLineBreakDeviations: Set<Int> = Set(
    // A hyphen-minus at the start of text before a letter, symbol, Thai or unassigned character
    // ("-#", "-§"): ICU does not break after a leading hyphen (the rule Unicode 15.1 adopted as LB20a).
    [2265, 2267, 2421, 2423, 2425, 2427, 2429, 2431]
        // A comma or full stop before a digit (",0", "a.2", ".35 cents"): ICU applies UAX #14's
        // recommended tailoring of LB25 (numbers such as ".5" stay whole).
        + [2873, 2875, 7477, 7576, 7577, 7578, 7579, 7580, 7581, 7583, 7584, 7585, 7586, 7587]
)
