import SwiftUI

/// The share extension: post a trail to one's own challenges, friends, or everyone.
struct ShareView: View {
    @State private var scope = ActivityScope.friends
    var post: () -> Void

    var body: some View {
        Form {
            Picker("share.audience", selection: $scope) {
                ForEach(ActivityScope.allCases, id: \.self) { scope in
                    Text(scope.title).tag(scope)
                }
            }
            .pickerStyle(.segmented)
            Button("share.post", action: post)
        }
    }
}
