import CICUShim

/// A range of text in one script, as an ISO 15924 code ("Latn", "Arab", "Hani").
public struct ScriptRun: Sendable, Equatable {
    public var range: Range<Int>
    public var script: String
}

public enum Scripts {
    /// The ISO 15924 code of a code point's Script property ("Zyyy" Common, "Zinh" Inherited).
    public static func script(of codePoint: UInt32) -> String {
        var status: Int32 = 0
        let code = segqa_script(codePoint, &status)
        return String(cString: segqa_script_code(status > 0 ? 0 : code))
    }

    /// Splits UTF-16 text into runs of one script. Common and Inherited characters (spaces,
    /// digits, punctuation, combining marks) take the script of the text before them, or of
    /// the text after them at the start; paired brackets take the script of their opener.
    /// A text of only Common characters is one "Zyyy" run.
    public static func runs(utf16 text: [UInt16]) -> [ScriptRun] {
        let perUnit = codes(utf16: text)
        var result: [ScriptRun] = []
        var start = 0
        for i in 1...max(perUnit.count, 1) where i == perUnit.count || perUnit[i] != perUnit[start] {
            result.append(ScriptRun(range: start..<i, script: code(perUnit[start])))
            start = i
        }
        return text.isEmpty ? [] : result
    }

    /// ICU's script number of a code point (0 Common, 1 Inherited; 0 where ICU fails).
    @inline(__always)
    public static func number(of codePoint: UInt32) -> Int32 {
        var status: Int32 = 0
        let code = segqa_script(codePoint, &status)
        return status > 0 ? 0 : code
    }

    /// ICU's number for Latin (USCRIPT_LATIN).
    public static let latin: Int32 = 25

    /// The ISO 15924 code of an ICU script number.
    public static func code(_ script: Int32) -> String { String(cString: segqa_script_code(script)) }

    /// The resolved script (ICU number) of every UTF-16 unit, as `runs` describes them.
    public static func codes(utf16 text: [UInt16]) -> [Int32] {
        var perUnit = [Int32](repeating: 0, count: text.count)
        var index = 0
        var openers: [(codePoint: UInt32, script: Int32)] = []
        var current: Int32 = -1  // the last real script seen
        while index < text.count {
            let (codePoint, width) = decode(text, at: index)
            var status: Int32 = 0
            var script = segqa_script(codePoint, &status)
            if status > 0 { script = 0 }
            if script <= 1 {  // Common or Inherited
                if let closing = closingBracketOpener[codePoint],
                    let match = openers.lastIndex(where: { $0.codePoint == closing })
                {
                    script = openers[match].script
                    openers.removeSubrange(match...)
                } else {
                    if openingBrackets.contains(codePoint) {
                        openers.append((codePoint, current))
                    }
                    script = current
                }
            } else {
                current = script
            }
            for offset in 0..<width { perUnit[index + offset] = script }
            index += width
        }
        // Leading Common/Inherited text takes the first real script after it.
        if let first = perUnit.first(where: { $0 > 1 }) {
            for i in perUnit.indices {
                if perUnit[i] > 1 { break }
                perUnit[i] = first
            }
            for i in perUnit.indices where perUnit[i] < 0 { perUnit[i] = first }
        } else {
            for i in perUnit.indices { perUnit[i] = 0 }
        }
        return perUnit
    }

    /// Closing bracket → its opening bracket, for the brackets that commonly appear in titles.
    private static let closingBracketOpener: [UInt32: UInt32] = [
        0x29: 0x28, 0x5D: 0x5B, 0x7D: 0x7B, 0x300D: 0x300C, 0x300F: 0x300E, 0x3011: 0x3010,
        0xFF09: 0xFF08, 0x00BB: 0x00AB, 0x203A: 0x2039,
    ]
    private static let openingBrackets = Set(closingBracketOpener.values)
}

extension Scripts {
    /// True for Common ("Zyyy") and Inherited ("Zinh") characters: spaces, digits, punctuation,
    /// combining marks — the characters that take their script from their neighbours.
    public static func isCommonOrInherited(_ codePoint: UInt32) -> Bool {
        var status: Int32 = 0
        let code = segqa_script(codePoint, &status)
        return status > 0 || code <= 1
    }
}
