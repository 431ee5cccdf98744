import Foundation
import SegQAModel
import SegQATesting
import Testing

/// A family that is not installed is measured with a stand-in; a shortfall within the band is a
/// warning marked uncertain, a clear overflow stays an error, and pinning the real face with
/// `--font-file` (or `"fonts"`) removes the doubt. The pinned face is a copy of Inter renamed
/// by fontTools, so fontconfig has never seen its family.
@Suite(.enabled(if: Python.hasModule("fontTools"), "needs fontTools (scripts/setup installs it)"))
struct StandInFontTests {
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Medium.otf"

    /// A copy of Inter Medium renamed to `family` by fontTools: a face fontconfig has never seen.
    static func renamedInter(_ family: String, to file: URL) throws {
        let renamed = try Python.run(
            """
            import sys
            from fontTools.ttLib import TTFont
            family = sys.argv[3]
            font = TTFont(sys.argv[1])
            for record in font["name"].names:
                if record.nameID in (1, 16):
                    record.string = family
                elif record.nameID in (4,):
                    record.string = family + " Medium"
                elif record.nameID == 6:
                    record.string = family.replace(" ", "") + "-Medium"
            font.save(sys.argv[2])
            """, [inter, file.path, family])
        #expect(renamed.status == 0, "\(renamed.output)")
    }

    /// Controls in "SegQA Pinned Sans", which fontconfig replaces with its closest face (Noto
    /// Sans here). Room per segment: (width − 2 × 2 inset − 1 divider) / 2 − 2 × 10 padding, so
    /// 70.5 pt at 186 and 63.0 pt at 171; 'Notifications' is about 9 % too wide for 70.5 pt, a clear
    /// overflow, and 'Reminders' about 4 % too wide for 63.0 pt, within the 6 % band.
    static func folder() throws -> URL {
        let root = Scratch.root.appendingPathComponent("segqa-standin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try renamedInter("SegQA Pinned Sans", to: root.appendingPathComponent("Pinned.otf"))
        let content = """
            {"segqa": 1, "defaults": {"font": {"family": "SegQA Pinned Sans"}}, "controls": [
              {"id": "far", "width": 186, "segments": [{"title": "Notifications"}, {"title": "Mail"}]},
              {"id": "near", "width": 171, "segments": [{"title": "Reminders"}, {"title": "Mail"}]},
              {"id": "inter", "width": 171, "font": {"family": "Inter"},
               "segments": [{"title": "Reminders"}, {"title": "Mail"}]}]}
            """
        try Data(content.utf8).write(to: root.appendingPathComponent("strings.json"))
        return root
    }

    static func truncations(_ arguments: [String], cwd: URL) throws -> [String: JSONNode] {
        let run = try CLI.run(
            ["check", "strings.json", "--format", "json", "--fail-on", "never"] + arguments, cwd: cwd)
        #expect(run.status == 0, "\(run.stderr)")
        let root = try JSONParser.parse(Array(run.stdout.utf8))
        var result: [String: JSONNode] = [:]
        for finding in root["findings"]?.array ?? [] where finding["rule"]?.string == "title_truncated" {
            result[finding["control"]?.string ?? ""] = finding
        }
        return result
    }

    @Test func standInsAreUncertainNearTheLimitAndPinnedFacesAreNot() throws {
        let folder = try Self.folder()
        let standIn = try Self.truncations([], cwd: folder)
        let near = try #require(standIn["near"]), far = try #require(standIn["far"])
        #expect(standIn["inter"]?["uncertain"] == nil, "Inter is installed: nothing stands in for it")
        let shortNear = (near["needed"]?.number ?? 0) - (near["available"]?.number ?? 0)
        #expect(shortNear > 0 && shortNear <= 0.06 * (near["needed"]?.number ?? 0), "near is within the band")
        #expect(near["severity"]?.string == "note")
        #expect(near["uncertain"]?.bool == true)
        #expect(near["available"]?.number == 63, "\(near)")
        #expect(far["available"]?.number == 70.5)
        #expect(
            near["message"]?.string?.contains("measured with Noto Sans standing in for SegQA Pinned Sans") == true,
            "\(near["message"]?.string ?? "")")
        #expect(far["severity"]?.string == "error", "a clear overflow stays an error")
        #expect(far["uncertain"] == nil)

        // Pinned: the family is installed for this run, so its verdicts are certain.
        for pinned in [
            try Self.truncations(["--font-file", "Pinned.otf"], cwd: folder),
            try { () throws -> [String: JSONNode] in
                try Data(#"{"segqa": 1, "fonts": ["Pinned.otf"]}"#.utf8).write(
                    to: folder.appendingPathComponent("segqa.json"))
                defer { try? FileManager.default.removeItem(at: folder.appendingPathComponent("segqa.json")) }
                return try Self.truncations([], cwd: folder)
            }(),
        ] {
            #expect(pinned["near"]?["severity"]?.string == "error")
            #expect(pinned["near"]?["uncertain"] == nil)
            // The pinned face is Inter's outlines: it measures as Inter does.
            #expect(pinned["near"]?["needed"]?.number == pinned["inter"]?["needed"]?.number)
        }
        let missing = try CLI.run(["check", "strings.json", "--font-file", "Nope.otf"], cwd: folder)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("Nope.otf: cannot load font: no such readable file"), "\(missing.stderr)")
    }

    /// VLC's six protocols, widths following the titles: with a stand-in face every title is a
    /// hair too wide, within what faces differ by, so six are not "too many" and the two that
    /// read alike when cut ('SMB' and 'SFTP' as 'S…' and 'SF…') are a note. Pinned to the real
    /// face (Inter's outlines, wider), the cuts are certain: both are warnings.
    @Test func rulesBuiltOnCutTitlesWeighStandInCutsAsUncertain() throws {
        let folder = try Self.folder()
        // A family of its own: runs share one font cascade, and the other test pins its family.
        try Self.renamedInter("SegQA Protocol Sans", to: folder.appendingPathComponent("Protocol.otf"))
        let six = """
            {"segqa": 1, "defaults": {"font": {"family": "SegQA Protocol Sans"}}, "controls": [
              {"id": "six", "width": 326, "distribution": "proportional", "segments": [{"title": "SMB"},
                {"title": "FTPS"}, {"title": "Plex"}, {"title": "NFSv4"}, {"title": "SFTP"}, {"title": "WebDAV"}]}]}
            """
        try Data(six.utf8).write(to: folder.appendingPathComponent("six.json"))
        func findings(_ arguments: [String]) throws -> [String: JSONNode] {
            let run = try CLI.run(
                ["check", "six.json", "--format", "json", "--fail-on", "never"] + arguments, cwd: folder)
            #expect(run.status == 0, "\(run.stderr)")
            var result: [String: JSONNode] = [:]
            for finding in try JSONParser.parse(Array(run.stdout.utf8))["findings"]?.array ?? [] {
                result[finding["rule"]?.string ?? ""] = finding
            }
            return result
        }
        let standIn = try findings([])
        #expect(standIn["title_truncated"]?["uncertain"]?.bool == true)
        #expect(standIn["too_many_segments"] == nil, "\(standIn.keys.sorted())")
        #expect(standIn["truncation_ambiguous"]?["severity"]?.string == "note")
        #expect(standIn["truncation_ambiguous"]?["uncertain"]?.bool == true)
        let pinned = try findings(["--font-file", "Protocol.otf"])
        #expect(pinned["too_many_segments"]?["severity"]?.string == "warning")
        #expect(pinned["truncation_ambiguous"]?["severity"]?.string == "warning")
        #expect(pinned["truncation_ambiguous"]?["uncertain"] == nil)
    }
}
