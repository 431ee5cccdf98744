import Foundation

/// Whose activity the feed shows.
enum ActivityScope: Int, CaseIterable {
    case mine, friends, everyone

    var title: String {
        switch self {
        case .mine: return L10n.Activity.myChallenges
        case .friends: return L10n.Activity.friends
        case .everyone: return L10n.Activity.everyone
        }
    }
}
