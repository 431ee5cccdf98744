import Foundation

/// How wide a control is when no width in points is given: the readable width (screen less the
/// layout margins, the default), the whole screen (`view.frame.width`, no margins), its content
/// (a stack view centring it: as wide as its segments need, up to the readable width), or its
/// natural size with nothing to bound it (a control placed by its centre alone keeps the size
/// `init(items:)` gave it, even past the screen's edges).
public enum WidthMode: String, Sendable, CaseIterable {
    case full
    case content
    case natural
}

/// A device the control is laid out on: its screen width in points (portrait), density-independent
/// pixels (dp) on Android.
public struct Device: Sendable, Equatable, Hashable {
    public var name: String
    public var screenWidth: Double
    /// A tablet (iPad, Android tablet): more segments are readable.
    public var isPad: Bool
    public var platform: Platform

    public init(name: String, screenWidth: Double, isPad: Bool, platform: Platform = .ios) {
        self.name = name
        self.screenWidth = screenWidth
        self.isPad = isPad
        self.platform = platform
    }

    /// iOS layout margins: 16 pt on iPhones narrower than 414 pt, 20 pt from 414 pt and on iPad.
    /// Android (Material 3 window size classes): 16 dp in compact windows (narrower than
    /// 600 dp), 24 dp in medium and wider ones.
    public var layoutMargin: Double {
        switch platform {
        case .ios: return isPad || screenWidth >= 414 ? 20 : 16
        case .android: return screenWidth < 600 ? 16 : 24
        }
    }
    /// The width of a control that spans the readable width: screen − 2 × margin.
    public var controlWidth: Double { screenWidth - 2 * layoutMargin }

    public static let all: [Device] = [
        Device(name: "iPhone SE (1st generation)", screenWidth: 320, isPad: false),
        Device(name: "iPhone SE (3rd generation)", screenWidth: 375, isPad: false),
        Device(name: "iPhone 13 mini", screenWidth: 375, isPad: false),
        Device(name: "iPhone 14", screenWidth: 390, isPad: false),
        Device(name: "iPhone 15", screenWidth: 393, isPad: false),
        Device(name: "iPhone 15 Pro", screenWidth: 393, isPad: false),
        Device(name: "iPhone 16", screenWidth: 393, isPad: false),
        Device(name: "iPhone 16 Pro", screenWidth: 402, isPad: false),
        Device(name: "iPhone 11", screenWidth: 414, isPad: false),
        Device(name: "iPhone 14 Plus", screenWidth: 428, isPad: false),
        Device(name: "iPhone 15 Plus", screenWidth: 430, isPad: false),
        Device(name: "iPhone 15 Pro Max", screenWidth: 430, isPad: false),
        Device(name: "iPhone 16 Pro Max", screenWidth: 440, isPad: false),
        Device(name: "iPad mini", screenWidth: 744, isPad: true),
        Device(name: "iPad (9th generation)", screenWidth: 810, isPad: true),
        Device(name: "iPad", screenWidth: 820, isPad: true),
        Device(name: "iPad Air", screenWidth: 820, isPad: true),
        Device(name: "iPad Pro 11-inch", screenWidth: 834, isPad: true),
        Device(name: "iPad Pro 12.9-inch", screenWidth: 1024, isPad: true),
        // Android widths in dp: pixels ÷ (density ÷ 160) at the default display size.
        Device(name: "Android small phone", screenWidth: 360, isPad: false, platform: .android),  // 720 px, 320 dpi
        Device(name: "Galaxy S24", screenWidth: 360, isPad: false, platform: .android),  // 1080 px, 480 dpi
        Device(name: "Pixel 8", screenWidth: 411, isPad: false, platform: .android),  // 1080 px, 420 dpi
        Device(name: "Pixel 8 Pro", screenWidth: 448, isPad: false, platform: .android),  // 1008 px, 360 dpi
        Device(name: "Pixel Tablet", screenWidth: 800, isPad: true, platform: .android),  // 1600 px, 320 dpi
        // The same screens turned sideways: what a layout in `layout-land/` is drawn on.
        Device(name: "Android small phone (landscape)", screenWidth: 640, isPad: false, platform: .android),
        Device(name: "Galaxy S24 (landscape)", screenWidth: 780, isPad: false, platform: .android),
        Device(name: "Pixel 8 (landscape)", screenWidth: 914, isPad: false, platform: .android),
        Device(name: "Pixel Tablet (landscape)", screenWidth: 1280, isPad: true, platform: .android),
    ]

    /// The Android devices a layout in a qualified folder is drawn on (`layout-land`,
    /// `layout-sw600dp`, `layout-w820dp-land`), as Android picks the folder: orientation, smallest
    /// width (`swNdp`, the portrait width) and available width (`wNdp`); nil when the qualifiers
    /// say nothing about the screen (`layout-v21`, `layout-night`), so the defaults apply.
    public static func androidDevices(forLayoutQualifiers qualifiers: [String]) -> [Device]? {
        var landscape: Bool?
        var smallestWidth = 0.0
        var width = 0.0
        var tablet = false
        for qualifier in qualifiers {
            switch qualifier {
            case "land": landscape = true
            case "port": landscape = false
            case "large", "xlarge": tablet = true
            default:
                guard qualifier.hasSuffix("dp"),
                    let number = Double(qualifier.dropFirst(qualifier.hasPrefix("sw") ? 2 : 1).dropLast(2))
                else { continue }
                if qualifier.hasPrefix("sw") {
                    smallestWidth = number
                } else if qualifier.hasPrefix("w") {
                    width = number
                }
            }
        }
        guard landscape != nil || smallestWidth > 0 || width > 0 || tablet else { return nil }
        let portrait = all.filter { $0.platform == .android && !$0.name.hasSuffix("(landscape)") }
        let sideways = all.filter { $0.platform == .android && $0.name.hasSuffix("(landscape)") }
        let candidates: [(device: Device, smallest: Double)] =
            (landscape == true ? [] : portrait.map { ($0, $0.screenWidth) })
            + (landscape == false
                ? []
                : sideways.map { device in
                    (device, portrait.first { device.name.hasPrefix($0.name + " ") }?.screenWidth ?? device.screenWidth)
                })
        let chosen = candidates.filter { candidate in
            candidate.smallest >= smallestWidth && candidate.device.screenWidth >= width
                && (!tablet || candidate.device.isPad)
                && (landscape != nil || smallestWidth > 0 || width > 0 || candidate.device.isPad)
        }.map(\.device)
        return chosen.isEmpty ? nil : chosen
    }

    /// Other names people use for the same screens.
    static let aliases: [String: String] = [
        "iPhone SE": "iPhone SE (3rd generation)", "iPhone SE (2nd generation)": "iPhone SE (3rd generation)",
        "iPhone 8": "iPhone SE (3rd generation)", "iPhone 12 mini": "iPhone 13 mini",
        "iPhone 12": "iPhone 14", "iPhone 13": "iPhone 14", "iPhone 12 Pro": "iPhone 14", "iPhone 13 Pro": "iPhone 14",
        "iPhone 14 Pro": "iPhone 15", "iPhone XR": "iPhone 11", "iPhone 11 Pro Max": "iPhone 11",
        "iPhone 8 Plus": "iPhone 11", "iPhone 12 Pro Max": "iPhone 14 Plus", "iPhone 13 Pro Max": "iPhone 14 Plus",
        "iPhone 14 Pro Max": "iPhone 15 Pro Max", "iPhone 16 Plus": "iPhone 15 Plus",
        "Pixel 7": "Pixel 8", "Pixel 9": "Pixel 8", "Galaxy S23": "Galaxy S24",
        "iPad mini (6th generation)": "iPad mini", "iPad (10th generation)": "iPad", "iPad Air 11-inch": "iPad Air",
    ]

    /// When a file names no devices: the smallest current iPhone, the common size, the largest.
    public static let defaultNames = Platform.ios.defaultDeviceNames

    /// A device by name (case-insensitive, aliases allowed), or by width in points ("375", "375pt").
    public static func named(_ name: String) -> Device? {
        let key = name.trimmingCharacters(in: .whitespaces)
        if let device = all.first(where: { $0.name.caseInsensitiveCompare(key) == .orderedSame }) { return device }
        if let alias = aliases.first(where: { $0.key.caseInsensitiveCompare(key) == .orderedSame }) {
            return all.first { $0.name == alias.value }
        }
        let numeric = key.lowercased().hasSuffix("pt") ? String(key.dropLast(2)) : key
        if let width = Double(numeric), width >= 100, width <= 5000 {
            return Device(name: "\(Int(width)) pt screen", screenWidth: width, isPad: width >= 744)
        }
        return nil
    }
}
