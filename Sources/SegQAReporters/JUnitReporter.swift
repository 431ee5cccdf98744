import SegQACore
import SegQAFormatting

/// JUnit XML as CI dashboards (Jenkins, GitLab, Azure, CircleCI) read it: one `testsuite` per
/// content file, one `testcase` per control × locale, a `failure` per finding at or above
/// `--fail-on` (findings below it are listed in the case's `system-out`). `tests` counts test
/// cases and `failures` counts failed test cases, in each suite and in total, so the numbers add up.
public struct JUnitReporter: Reporter {
    public static let format = ReportFormat.junit

    public init() {}

    struct Case {
        var control: ControlSummary
        var locale: String
        var findings: [Finding] = []
    }

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        // Cases in input order; each finding goes to its control and locale (control-wide findings
        // without a locale to the source locale's case).
        var cases: [String: [Case]] = [:]
        var index: [String: (file: String, position: Int)] = [:]
        for control in context.controls {
            for locale in control.locales {
                index[control.id + "\u{0}" + locale] = (control.file, cases[control.file, default: []].count)
                cases[control.file, default: []].append(Case(control: control, locale: locale))
            }
        }
        for finding in findings {
            let control = context.controls.first { $0.id == finding.control }
            let locale = finding.locale ?? control?.sourceLocale ?? ""
            if let (file, position) = index[finding.control + "\u{0}" + locale] {
                cases[file, default: []][position].findings.append(finding)
            } else {
                // A locale the control was not checked in (cannot happen for findings from a run, but a
                // report must not lose a finding).
                let summary =
                    control
                    ?? ControlSummary(
                        id: finding.control, file: finding.file, line: finding.line,
                        column: finding.column, style: "", distribution: "", font: "", segments: 0,
                        locales: [], sourceLocale: locale, devices: [])
                index[finding.control + "\u{0}" + locale] = (summary.file, cases[summary.file, default: []].count)
                cases[summary.file, default: []].append(Case(control: summary, locale: locale, findings: [finding]))
            }
        }
        let files =
            context.files.filter { cases[$0] != nil } + cases.keys.filter { !context.files.contains($0) }.sorted()
        var suites = ""
        var totalTests = 0, totalFailures = 0
        for file in files {
            let suiteCases = cases[file] ?? []
            let failed = suiteCases.filter { $0.findings.contains(where: context.fails) }.count
            totalTests += suiteCases.count
            totalFailures += failed
            suites +=
                "  <testsuite name=\"\(xmlEscaped(file))\" tests=\"\(suiteCases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            for testCase in suiteCases { suites += self.testCase(testCase, file: file, context: context) }
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"segqa\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\" skipped=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    private func testCase(_ testCase: Case, file: String, context: ReportContext) -> String {
        let id = xmlEscaped(testCase.control.id)
        var out =
            "    <testcase classname=\"\(id)\" name=\"\(id) [\(xmlEscaped(testCase.locale))]\" file=\"\(xmlEscaped(file))\""
        guard !testCase.findings.isEmpty else { return out + "/>\n" }
        out += ">\n"
        var other: [String] = []
        for finding in testCase.findings {
            guard context.fails(finding) else {
                other.append(xmlEscaped(Self.line(finding)))
                continue
            }
            // Each line escaped on its own, so the lines stay lines and the input's own
            // line breaks show as \u{A}.
            out +=
                "      <failure type=\"\(finding.rule)\" message=\"\(xmlEscaped(finding.message))\">"
                + ([Self.line(finding)] + Self.details(finding)).map(xmlEscaped).joined(separator: "\n")
                + "</failure>\n"
        }
        if !other.isEmpty { out += "      <system-out>" + other.joined(separator: "\n") + "</system-out>\n" }
        return out + "    </testcase>\n"
    }

    static func line(_ f: Finding) -> String {
        "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(f.message) [\(f.rule)]"
    }

    static func details(_ f: Finding) -> [String] {
        var facts: [String] = []
        if let v = f.needed { facts.append("needed: \(pt(v)) pt") }
        if let v = f.available { facts.append("available: \(pt(v)) pt") }
        if let v = f.visible { facts.append("visible: \(quotedLines(v))") }
        if let v = f.state { facts.append("state: \(v)") }
        if let v = f.devices ?? f.device.map({ [$0] }) { facts.append("devices: \(v.joined(separator: ", "))") }
        facts.append("pointer: \(f.pointer)")
        return facts
    }
}
