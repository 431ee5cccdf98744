import SegQAModel

/// XLPagerTabStrip, and the apps' forks of it that keep its names: a subclass of
/// `ButtonBarPagerTabStripViewController` returns its pages from `viewControllers(for:)`, and each
/// page titles its tab in `indicatorInfo(for:)` (`IndicatorInfo(title:)`, or a string literal).
/// The library builds the bar: one cell per page, as wide as its label plus
/// `buttonBarItemLeftRightMargin` (8 pt) on each side, in `buttonBarItemFont` (the system font at
/// 18 pt); cells that fit are stretched to fill the bar, cells that do not scroll. No title is
/// ever cut, so the control is checked for what its titles say (translations, fonts, labels).
struct XLPagerTabStripRecogniser: ControlRecogniser {
    let name = "XLPagerTabStrip"
    let languages: Set<SourceLanguage> = [.swift]
    let triggers: Set<String> = [
        "ButtonBarPagerTabStripViewController", "PagerTabStripViewController", "IndicatorInfo",
    ]
    let calls: Set<String> = ["IndicatorInfo"]
    let hostTypes: Set<String> = [
        "ButtonBarPagerTabStripViewController", "BaseButtonBarPagerTabStripViewController",
        "PagerTabStripViewController",
    ]

    /// `IndicatorInfo(title: …)`, `IndicatorInfo(title:image:)`: the tab's title.
    func evaluate(_ call: Call, in interpreter: Interpreter) -> Value? {
        call.argument("title") ?? call.argument(nil, position: 0) ?? .null
    }

    func host(_ instance: Instance, of type: TypeDecl, in interpreter: Interpreter) {
        let host = Value.instance(instance)
        guard let pagesFunction = interpreter.method("viewControllers", of: host, labels: ["for"]) else { return }
        let place = CodePlace(file: pagesFunction.file, offset: pagesFunction.offset)
        // An abstract base whose pages its subclasses give (`fatalError(…)`) has no bar of its own,
        // and one page is no choice (apps hide the bar then).
        guard let pages = interpreter.invoke(pagesFunction, receiver: host, arguments: [], at: place).asList,
            pages.count >= 2
        else { return }
        let control = interpreter.makeControl(.library, by: self, at: place, style: "custom", owner: host)
        for page in pages {
            var segment = ControlObject.Segment(place: place)
            if case .unknown(var u) = page {
                u.reason = "the page is '\(u.expression)': \(u.reason)"
                segment.title = .unknown(u)
            } else if let titling = interpreter.method("indicatorInfo", of: page, labels: ["for"]) {
                let title = interpreter.invoke(titling, receiver: page, arguments: [], at: place)
                segment.place = title.place ?? CodePlace(file: titling.file, offset: titling.offset)
                segment.title = title
            } else {
                segment.title = .unknown("a page that does not say its tab's title", "indicatorInfo(for:)", at: place)
            }
            control.segments.append(segment)
        }
        control.settings.distribution = place.located("content")
        control.settings.padding = place.located(8)
        control.settings.font.size = place.located(18)
        control.settings.font.weight = place.located("regular")
    }

    let examples = [
        RecogniserExample(
            "a ButtonBarPagerTabStripViewController whose pages title their tabs",
            files: [
                (
                    "ProfilePagerViewController.swift",
                    """
                    import XLPagerTabStrip

                    final class ProfilePagerViewController: ButtonBarPagerTabStripViewController {
                        override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                            [PostsViewController(), MediaViewController()]
                        }
                    }

                    final class PostsViewController: UITableViewController, IndicatorInfoProvider {
                        func indicatorInfo(for pagerTabStripController: PagerTabStripViewController) -> IndicatorInfo {
                            return IndicatorInfo(title: ⟦NSLocalizedString("profile.posts", comment: "")⟧)
                        }
                    }

                    final class MediaViewController: UICollectionViewController, IndicatorInfoProvider {
                        func indicatorInfo(for pagerTabStripController: PagerTabStripViewController) -> IndicatorInfo {
                            return "Media"
                        }
                    }
                    """
                ),
                ("en.lproj/Localizable.strings", #""profile.posts" = "Posts";"#),
            ], titles: ["Posts", "Media"], style: "custom"),
        RecogniserExample(
            "pages that depend on the data shown: the path with every page (vlc's artist screen)",
            files: [
                (
                    "ArtistViewController.swift",
                    """
                    import XLPagerTabStrip

                    final class ArtistViewController: ButtonBarPagerTabStripViewController {
                        private var artist: Artist?

                        override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                            guard let artist = artist else { return [] }
                            if artist.albumsCount() < 2 {
                                return [SongsViewController()]
                            } else {
                                return [AlbumsViewController(), SongsViewController()]
                            }
                        }
                    }

                    final class AlbumsViewController: UITableViewController, IndicatorInfoProvider {
                        func indicatorInfo(for pagerTabStripController: PagerTabStripViewController) -> IndicatorInfo {
                            IndicatorInfo(title: ⟦"Albums"⟧)
                        }
                    }

                    final class SongsViewController: UITableViewController, IndicatorInfoProvider {
                        func indicatorInfo(for pagerTabStripController: PagerTabStripViewController) -> IndicatorInfo {
                            IndicatorInfo(title: "Songs")
                        }
                    }
                    """
                )
            ], titles: ["Albums", "Songs"], style: "custom"),
    ]
}
