#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Statistics, from the app's first version (Objective-C).
@interface LegacyStatsViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
