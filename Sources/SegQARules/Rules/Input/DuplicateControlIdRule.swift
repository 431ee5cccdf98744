import SegQACore
import SegQAModel

/// Two controls a repository declares have the same id: both are checked, the second named by its place.
public struct DuplicateControlIdRule: InputRule {
    public static let description = RuleDescription(
        id: "duplicate_control_id",
        name: "Duplicate control id",
        kind: .content,
        severity: .note,
        rationale: "one module's layout must not cost another module's controls their check",
        documentation: """
            Controls found in a repository are named after where they are declared: an Android layout's \
            control by its layout and `android:id` (`fragment_feed.tabs`), a storyboard's by its file and \
            object id. Two modules may each have a `fragment_feed.xml` with a `tabs` (Android's resource merge \
            then keeps one: the app module's over a library's, so one of them may never show): both are checked, and the \
            second is named with the part of its path the first does not share and its line (`fragment_feed.tabs (b/src/main/res/layout/fragment_feed.xml:2)`), \
            which this note says. A variant of a layout in a qualified folder (`layout-land/`, \
            `layout-sw600dp/`) is not a duplicate: it is named with its folder (`fragment_feed.tabs \
            (layout-land)`) and drawn on the screens its folder is for. In segqa's own content files, where \
            ids name controls for translation files, a duplicate id stays an error.
            """,
        nonTriggeringExamples: [
            #"""
            // file: app/src/main/res/layout/fragment_feed.xml
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <com.google.android.material.tabs.TabLayout android:id="@+id/tabs">
                <com.google.android.material.tabs.TabItem android:text="Latest"/>
              </com.google.android.material.tabs.TabLayout>
            </LinearLayout>
            ---
            // file: app/src/main/res/layout-land/fragment_feed.xml
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
              <com.google.android.material.tabs.TabLayout android:id="@+id/tabs">
                <com.google.android.material.tabs.TabItem android:text="Latest"/>
              </com.google.android.material.tabs.TabLayout>
            </LinearLayout>
            """#
        ],
        triggeringExamples: [
            RuleExample(
                #"""
                // file: feature/a/src/main/res/layout/fragment_feed.xml
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                  <com.google.android.material.tabs.TabLayout android:id="@+id/tabs">
                    <com.google.android.material.tabs.TabItem android:text="Latest"/>
                  </com.google.android.material.tabs.TabLayout>
                </LinearLayout>
                ---
                // file: feature/b/src/main/res/layout/fragment_feed.xml
                <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android">
                  ↓<com.google.android.material.tabs.TabLayout android:id="@+id/tabs">
                    <com.google.android.material.tabs.TabItem android:text="Popular"/>
                  </com.google.android.material.tabs.TabLayout>
                </LinearLayout>
                """#,
                messages: [
                    "another control is named 'fragment_feed.tabs' (a/src/main/res/layout/fragment_feed.xml:2): this one is checked as 'fragment_feed.tabs (b/src/main/res/layout/fragment_feed.xml:2)'"
                ])
        ])

    public init() {}
}
