import SegQACore
import SegQAFormatting
import SegQAModel

/// SARIF 2.1.0, as GitHub code scanning and other static-analysis dashboards read it: every
/// rule in `tool.driver.rules`, each finding a result with its place in the input file, the
/// control, segment and locale as a logical location, and the numbers in `properties`.
public struct SARIFReporter: Reporter {
    public static let format = ReportFormat.sarif
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public init() {}

    public func report(_ findings: [Finding], context: ReportContext) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: context.rules.enumerated().map { ($1.id, $0) })
        var artifacts = context.files
        for file in findings.map(\.file) where !artifacts.contains(file) { artifacts.append(file) }
        let artifactIndex = Dictionary(artifacts.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let run: JSONOutput = .object([
            (
                "tool",
                .object([
                    (
                        "driver",
                        .object([
                            ("name", .string("segqa")),
                            ("version", .string(context.toolVersion)),
                            ("semanticVersion", .string(context.toolVersion)),
                            ("rules", .array(context.rules.map(Self.rule))),
                        ])
                    )
                ])
            ),
            ("artifacts", .array(artifacts.map { .object([("location", .object([("uri", .string(Self.uri($0)))]))]) })),
            ("columnKind", .string("unicodeCodePoints")),
            (
                "results",
                .array(
                    findings.map { f in
                        Self.result(f, ruleIndex: ruleIndex[f.rule], artifactIndex: artifactIndex[f.file] ?? 0)
                    }
                        // Silenced in the source: results with a suppression, which code scanning shows as such.
                        + context.suppressed.map { s in
                            Self.result(
                                s.finding, ruleIndex: ruleIndex[s.finding.rule],
                                artifactIndex: artifactIndex[s.finding.file] ?? 0, suppression: s.suppression)
                        })
            ),
        ])
        return JSONOutput.object([
            ("$schema", .string(Self.schema)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).serialized(pretty: true) + "\n"
    }

    static func rule(_ d: RuleDescription) -> JSONOutput {
        var help = d.documentation
        if !d.options.isEmpty {
            help += "\n\nOptions: " + d.options.map(\.summary).joined(separator: "; ")
        }
        help += "\n\nRun 'segqa rules \(d.id)' for examples."
        return .object([
            ("id", .string(d.id)),
            ("name", .string(d.name.split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())),
            ("shortDescription", .object([("text", .string(d.name))])),
            ("fullDescription", .object([("text", .string(d.rationale))])),
            ("help", .object([("text", .string(help))])),
            ("defaultConfiguration", .object([("level", .string(d.severity.rawValue))])),
            ("properties", .object([("tags", .array([.string(d.kind.rawValue), .string("localization")]))])),
        ])
    }

    static func result(
        _ f: Finding, ruleIndex: Int?, artifactIndex: Int, suppression: SourceSuppression? = nil
    ) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("ruleId", .string(f.rule))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members.append(("level", .string(f.severity.rawValue)))
        members.append(("message", .object([("text", .string(visibleControls(f.message)))])))
        var logical = "control:" + f.control
        if let segment = f.segment { logical += "/segment:\(segment)" }
        if let locale = f.locale { logical += "/locale:" + locale }
        members.append(
            (
                "locations",
                .array([
                    .object([
                        ("physicalLocation", physicalLocation(f.location, artifactIndex: artifactIndex)),
                        (
                            "logicalLocations",
                            .array([
                                .object([
                                    ("name", .string(f.locale.map { "\(f.control) (\($0))" } ?? f.control)),
                                    ("fullyQualifiedName", .string(logical)),
                                    ("kind", .string("element")),
                                ])
                            ])
                        ),
                    ])
                ])
            ))
        // The same fact in other locales: each locale's place, where its translator edits.
        // The same fact about other segments: each segment's place.
        let related =
            f.alsoAt.map { ($0.location, "also in \($0.locale)") }
            + f.alsoSegments.map { ($0.location, "also segment \($0.segment)") }
        if !related.isEmpty {
            members.append(
                (
                    "relatedLocations",
                    .array(
                        related.enumerated().map { index, place in
                            .object([
                                ("id", .int(index + 1)),
                                ("physicalLocation", physicalLocation(place.0, artifactIndex: nil)),
                                ("message", .object([("text", .string(place.1))])),
                            ])
                        })
                ))
        }
        // A stable identity that survives edits which move the finding (the baseline's key).
        let key = f.baselineKey
        let fingerprint = [
            key.rule, key.control, key.segment.map(String.init) ?? "", key.locale ?? "", key.state ?? "",
            key.device ?? "",
        ]
        .joined(separator: "|")
        members.append(("partialFingerprints", .object([("segqaFinding/v1", .string(fingerprint))])))
        var properties: [(String, JSONOutput)] =
            [("control", .string(f.control)), ("pointer", .string(f.pointer))]
            + JSONReporter.optionalFacts(f)
        for (name, value) in f.properties { properties.append((name, .string(value))) }
        members.append(("properties", .object(properties)))
        if let suppression {
            var entry: [(String, JSONOutput)] = [("kind", .string("inSource"))]
            if let reason = suppression.reason { entry.append(("justification", .string(reason))) }
            entry.append(
                (
                    "location",
                    .object([("physicalLocation", physicalLocation(suppression.location, artifactIndex: nil))])
                ))
            members.append(("suppressions", .array([.object(entry)])))
        }
        return .object(members)
    }

    /// A file, line and column; with the artifact's index when the file is one of the run's artifacts.
    static func physicalLocation(_ location: SourceLocation, artifactIndex: Int?) -> JSONOutput {
        var artifact: [(String, JSONOutput)] = [("uri", .string(uri(location.file)))]
        if let artifactIndex { artifact.append(("index", .int(artifactIndex))) }
        return .object([
            ("artifactLocation", .object(artifact)),
            ("region", .object([("startLine", .int(location.line)), ("startColumn", .int(location.column))])),
        ])
    }

    /// A relative URI reference for a path: each segment percent-encoded (RFC 3986).
    static func uri(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            var out = ""
            for byte in segment.utf8 {
                let c = Character(Unicode.Scalar(byte))
                if c.isASCII && (c.isLetter || c.isNumber || "-._~".contains(c)) {
                    out.append(c)
                } else {
                    out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
            return out
        }.joined(separator: "/")
    }
}
