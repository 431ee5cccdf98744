/// How much the widths of faces that stand in for one another differ: the margin within which a
/// verdict measured with a stand-in ("SF Pro Text" measured with Inter, a script drawn by a
/// fallback face a device does not use) cannot be trusted.
///
/// Derived here, from faces that can be measured side by side: the relative spread of each
/// title's width (the largest distance from the mean width, over the mean) across installed
/// faces of the same kind, medium weight, 13 pt, over the segment titles of Corpora/*.json; the band is the
/// 90th percentile, rounded up. `StandInBandTests` re-measures it and fails when the band no
/// longer covers what the installed faces show.
public enum StandInBand {
    /// Latin, Greek and Cyrillic titles across the grotesques Inter, Roboto, Noto Sans and
    /// Liberation Sans: 90th percentile 5.9 % for Latin (re-measured by the test); Cyrillic and
    /// Greek, measured once the same way, 5.7 %.
    public static let alphabetic = 0.06
    /// Other scripts, across the faces installed for each (Arabic: Noto Sans Arabic, DejaVu
    /// Sans, Noto Kufi Arabic, 90th percentile 7.7 %; Hebrew: Noto Sans Hebrew, DejaVu Sans,
    /// Liberation Sans, 15.9 %): the wider of the two.
    public static let otherScripts = 0.16
    /// Scripts the alphabetic band covers (Common and Inherited: digits, punctuation, marks).
    public static let alphabeticScripts: Set<String> = ["Latn", "Grek", "Cyrl", "Zyyy", "Zinh"]

    /// The band for a text shaped in these scripts.
    public static func band(scripts: [String]) -> Double {
        scripts.allSatisfy(alphabeticScripts.contains) ? alphabetic : otherScripts
    }
}
