#import <Foundation/Foundation.h>

/// Strings of the Mainstrings table, as the Objective-C screens look them up.
#define TRLocalizedString(key) NSLocalizedStringFromTable(key, @"Mainstrings", nil)
