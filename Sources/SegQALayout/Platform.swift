/// The platform a control runs on: it decides the default devices and the words messages use
/// (what shows a missing string, what reads labels aloud).
public enum Platform: String, Sendable, CaseIterable {
    case ios
    case android

    /// The face the platform draws segment titles with when the app names none.
    public var systemFamily: String { self == .ios ? "SF Pro Text" : "Roboto" }
    /// "iOS", "Android".
    public var name: String { self == .ios ? "iOS" : "Android" }
    /// The screen reader users hear labels with.
    public var screenReader: String { self == .ios ? "VoiceOver" : "TalkBack" }
    /// What a segment whose title is missing in a locale shows: iOS falls back to the
    /// development language, Android to the default `values/` resource.
    public var sourceWord: String { self == .ios ? "source" : "default" }
    /// The screens checked when a file names none: the narrowest current phone, the common size, the largest.
    public var defaultDeviceNames: [String] {
        switch self {
        case .ios: return ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 16 Pro Max"]
        case .android: return ["Galaxy S24", "Pixel 8", "Pixel 8 Pro"]
        }
    }
}
