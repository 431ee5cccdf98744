// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

internal enum L10n {
  internal enum Activity {
    /// My Challenges
    internal static let myChallenges = L10n.tr("Mainstrings", "my_challenges")
    /// Friends
    internal static let friends = L10n.tr("Mainstrings", "friends")
    /// Everyone
    internal static let everyone = L10n.tr("Mainstrings", "everyone")
  }
  internal enum Difficulty {
    /// Easy
    internal static let easy = L10n.tr("Mainstrings", "difficulty.easy")
    /// Moderate
    internal static let moderate = L10n.tr("Mainstrings", "difficulty.moderate")
    /// Strenuous
    internal static let strenuous = L10n.tr("Mainstrings", "difficulty.strenuous")
  }
  internal enum Units {
    /// km
    internal static let km = L10n.tr("Mainstrings", "units.km")
    /// mi
    internal static let mi = L10n.tr("Mainstrings", "units.mi")
  }
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

// swiftlint:disable convenience_type
private final class BundleToken {
  static let bundle: Bundle = {
    #if SWIFT_PACKAGE
    return Bundle.module
    #else
    return Bundle(for: BundleToken.self)
    #endif
  }()
}
// swiftlint:enable convenience_type
