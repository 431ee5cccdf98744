import SwiftUI
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()!,
            UINavigationController(rootViewController: SettingsViewController(style: .insetGrouped)),
            UIHostingController(rootView: MapLayersView()),
            LegacyStatsViewController(),
            MediaViewController(),
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
    }
}
