/// Every number segqa writes for people and files goes through here: one rounding rule (half away
/// from zero), no "-0", and no trap on any value. `Int(someDouble)` traps beyond ±2⁶³, so values
/// that large are written by the C library instead of converted.
public enum NumberText {
    /// `value` rounded to `places` decimals, trailing zeros dropped down to `minimumPlaces`:
    /// `decimal(87, places: 1, minimumPlaces: 1)` is "87.0", `decimal(112.4321, places: 2)` "112.43".
    public static func decimal(_ value: Double, places: Int, minimumPlaces: Int = 0) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let places = min(max(places, 0), 15)
        let scale = powersOfTen[places]
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { return large(value, places: places, minimumPlaces: minimumPlaces) }
        let units = Int64(scaled)
        if units == 0 { return minimumPlaces > 0 ? "0." + String(repeating: "0", count: minimumPlaces) : "0" }
        // Digits by integer arithmetic into a small buffer: reports write hundreds of thousands
        // of numbers, and building each from Strings (padding, trimming) cost more than the rest.
        let divisor = UInt64(scale)
        var integer = units.magnitude / divisor
        var fraction = units.magnitude % divisor
        var digits = places
        while digits > minimumPlaces && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
            var end = 48
            for _ in 0..<digits {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            if digits > 0 {
                end -= 1
                buffer[end] = UInt8(ascii: ".")
            }
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(integer % 10)
                integer /= 10
            } while integer > 0
            if units < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[end..<48]), as: UTF8.self)
        }
    }

    /// The shortest text that reads back as `value` where it is whole ("300", "1.5", "1e+19").
    public static func plain(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 9e15 { return String(Int64(value)) }
        return String(value)
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { result, _ in result * 10 }
    }

    /// Values beyond what an Int64 holds at this precision: printf's rounding, zeros trimmed.
    private static func large(_ value: Double, places: Int, minimumPlaces: Int) -> String {
        var text = String(value)
        guard !text.contains("e"), let dot = text.firstIndex(of: ".") else { return text }
        let fraction = text[text.index(after: dot)...]
        if fraction.allSatisfy({ $0 == "0" }) { text = String(text[..<dot]) }
        if minimumPlaces > 0, !text.contains(".") { text += "." + String(repeating: "0", count: minimumPlaces) }
        return text
    }
}

/// Points with one decimal, for messages ("87.0").
public func pt(_ value: Double) -> String { NumberText.decimal(value, places: 1, minimumPlaces: 1) }

/// A needed and an available width for one message: one decimal, or two where one decimal
/// would show a title that does not fit as "needs 78.3 pt, offers 78.3 pt".
public func pt(needed: Double, available: Double) -> (needed: String, available: String) {
    if pt(needed) != pt(available) { return (pt(needed), pt(available)) }
    return (
        NumberText.decimal(needed, places: 2, minimumPlaces: 2),
        NumberText.decimal(available, places: 2, minimumPlaces: 2)
    )
}

/// A number for SVG: at most two decimals, no trailing zeros, no "-0"; nothing for non-finite values.
public func svgNumber(_ value: Double) -> String {
    value.isFinite ? NumberText.decimal(value, places: 2) : "0"
}

/// The words messages and drawings measure in: points on iOS, density-independent pixels (dp)
/// for lengths and scale-independent pixels (sp) for text sizes on Android. Set for the control
/// being checked or drawn (`withValue`), read where a message writes a number.
public enum MeasureWords {
    @TaskLocal public static var android = false
}

/// "pt", or "dp" for an Android control.
public var lengthUnit: String { MeasureWords.android ? "dp" : "pt" }
/// "pt", or "sp" for an Android control's text sizes.
public var textUnit: String { MeasureWords.android ? "sp" : "pt" }
