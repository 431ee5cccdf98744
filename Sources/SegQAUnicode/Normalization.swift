import CICUShim

/// Unicode normalization form C from ICU.
public enum Normalization {
    public static func isNFC(_ text: String) throws -> Bool {
        let source = utf16Units(of: text)
        var status: Int32 = 0
        let result = source.withUnsafeBufferPointer { segqa_is_nfc($0.baseAddress, Int32($0.count), &status) }
        try check(status, "unorm2_isNormalized")
        return result == 1
    }

    public static func nfc(_ text: String) throws -> String {
        let source = utf16Units(of: text)
        let result = try source.withUnsafeBufferPointer { src in
            try icuString("unorm2_normalize") { dest, capacity, status in
                segqa_to_nfc(dest, capacity, src.baseAddress, Int32(src.count), status)
            }
        }
        return String(decoding: result, as: UTF16.self)
    }
}
