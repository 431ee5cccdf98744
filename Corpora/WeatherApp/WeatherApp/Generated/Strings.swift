// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

// MARK: - Strings

internal enum L10n {
  internal enum Forecast {
    /// Daily
    internal static let daily = L10n.tr("Localizable", "forecast.daily", fallback: "Daily")
    /// Hourly
    internal static let hourly = L10n.tr("Localizable", "forecast.hourly", fallback: "Hourly")
  }
  internal enum Radar {
    /// Rain
    internal static let rain = L10n.tr("Localizable", "radar.rain", fallback: "Rain")
    /// Temperature
    internal static let temperature = L10n.tr("Localizable", "radar.temperature", fallback: "Temperature")
    /// Wind
    internal static let wind = L10n.tr("Localizable", "radar.wind", fallback: "Wind")
  }
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

private final class BundleToken {
  static let bundle: Bundle = Bundle(for: BundleToken.self)
}
