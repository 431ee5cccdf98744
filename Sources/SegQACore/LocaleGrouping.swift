import SegQAModel

/// One finding per fact: the same problem of one segment in one state (a title too wide, a title
/// left in the source language, a missing translation) found in many locales is reported once, at
/// the locale where it is worst, naming the others ("also in de, fr, nl"), and `alsoIn` in the
/// JSON and SARIF properties, instead of once per locale: forty lines that say the same thing
/// hide the one that is different.
///
/// Findings are the same fact when their rule, severity, control, segment and state are equal.
/// The worst is the one that misses by most (needed − available); then the first locale in order.
/// The source locale's finding stands apart: a design that fails in the language it was drawn in
/// is a fact of its own, and the one a designer fixes first.
public enum LocaleGrouping {
    /// The rules whose findings are one fact across locales: a title that does not fit, or is not
    /// translated. Findings about each locale's own text (a label's punctuation) stay one per locale.
    static let rules: Set<String> = [
        "title_truncated", "selected_title_truncated", "dynamic_type_truncated", "truncation_ambiguous",
        "untranslated_title", "missing_translation", "label_untranslated",
    ]

    static func group(_ findings: [Finding], localeOrder: [String], sourceLocale: String?) -> [Finding] {
        let rank = Dictionary(localeOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, finding) in findings.enumerated() {
            guard finding.locale != nil, finding.segment != nil, rules.contains(finding.rule) else {
                order.append("\(index)")
                groups["\(index)"] = [index]
                continue
            }
            // A pseudo-locale is a forecast, not a language, and the source is the design itself:
            // their findings stand apart.
            let apart =
                PseudoLocalizer.locales.contains(finding.locale!) || finding.locale == sourceLocale
                ? finding.locale! : ""
            let key = [
                finding.rule, finding.severity.rawValue, finding.control, "\(finding.segment!)", finding.state ?? "",
                apart,
            ].joined(separator: "\u{0}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        func shortfall(_ f: Finding) -> Double { (f.needed ?? 0) - (f.available ?? 0) }
        return order.map { key in
            let members = groups[key]!.map { findings[$0] }
            guard members.count > 1 else { return members[0] }
            let worst = members.min { a, b in
                let (x, y) = (shortfall(a), shortfall(b))
                if abs(x - y) > 1e-9 { return x > y }
                return (rank[a.locale!] ?? .max) < (rank[b.locale!] ?? .max)
            }!
            var others: [String] = []
            var places: [LocalePlace] = []
            for member in members where member.locale != worst.locale {
                others.append(member.locale!)
                if member.location != worst.location {
                    places.append(LocalePlace(locale: member.locale!, location: member.location))
                }
                if let same = member.property("sameIn") {
                    others += same.split(separator: ", ").map(String.init)
                }
            }
            var result = worst
            result.message += " (also in \(listed(others)))"
            result.properties.append(("alsoIn", others.joined(separator: ", ")))
            result.alsoAt = places
            return result
        }
    }

    /// Other locales as a message names them: at most eight, then how many more.
    public static func listed(_ names: [String]) -> String {
        names.prefix(8).joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
    }
}
