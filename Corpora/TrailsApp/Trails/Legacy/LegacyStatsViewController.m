#import "LegacyStatsViewController.h"
#import "TRStrings.h"

@interface LegacyStatsViewController ()
@property (nonatomic, strong) UISegmentedControl *periodControl;
@end

@implementation LegacyStatsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = TRLocalizedString(@"stats.title");
    self.periodControl = [[UISegmentedControl alloc] initWithItems:@[TRLocalizedString(@"stats.week"), TRLocalizedString(@"stats.month"), TRLocalizedString(@"stats.allTime")]];
    self.periodControl.selectedSegmentIndex = 0;
    self.periodControl.translatesAutoresizingMaskIntoConstraints = NO;
    [self.periodControl addTarget:self action:@selector(periodChanged:) forControlEvents:UIControlEventValueChanged];
    [self.view addSubview:self.periodControl];
#if DEBUG
    [self.periodControl insertSegmentWithTitle:@"Raw" atIndex:3 animated:NO];
#endif
}

- (void)periodChanged:(UISegmentedControl *)sender {
    [self reloadForPeriod:sender.selectedSegmentIndex];
}

- (void)reloadForPeriod:(NSInteger)period {
}

@end
