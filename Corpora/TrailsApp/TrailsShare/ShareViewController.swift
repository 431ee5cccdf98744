import SwiftUI
import UIKit

final class ShareViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let host = UIHostingController(rootView: ShareView(post: { [weak self] in self?.extensionContext?.completeRequest(returningItems: nil) }))
        addChild(host)
        view.addSubview(host.view)
        host.didMove(toParent: self)
    }
}
