import SegQACode
import SegQAModel
import Testing

/// The tokenizer and the declaration parser on their own: what every recogniser and the
/// evaluator stand on, each case a shape of real code.
struct SyntaxTests {
    func tokens(_ code: String, _ language: SourceLanguage = .swift) -> [Token] {
        Tokenizer.tokens(Array(code.utf8), language: language)
    }

    func file(_ code: String, _ language: SourceLanguage = .swift, path: String = "A.swift") -> CodeFile {
        CodeFile(SourceText(file: path, bytes: Array(code.utf8)), language: language)
    }

    /// An expression's text asked of another, shorter file (a closure read with its caller's
    /// frame trapped on brave-ios): empty, never a trap; a range that runs past the end is cut.
    @Test func theTextOfARangeOutsideTheFileIsEmpty() {
        let short = file("let a = 1")
        #expect(short.text(500..<520) == "")
        #expect(short.text(4..<400) == "a = 1")
        #expect(short.text(-3..<3) == "let")
    }

    // MARK: - Tokens

    /// The selector Objective-C calls a Swift method by, as Swift's name translation makes it.
    @Test func aSwiftMethodsObjectiveCSelector() {
        let swift = file(
            """
            final class Cell: UITableViewCell {
                func configureSegmentedControl(titles: [String], selectedSegmentIndex: Int) {}
                func update(for item: Item) {}
                func select(_ index: Int, animated: Bool) {}
                func scrollTo(index: Int) {}
                func apply(withTitles titles: [String]) {}
                func reload() {}
            }
            """)
        let selectors = swift.types.first?.functions.map(\.objectiveCSelector)
        #expect(
            selectors == [
                "configureSegmentedControlWithTitles:selectedSegmentIndex:", "updateFor:",
                "select:animated:", "scrollToIndex:", "applyWithTitles:", "reload",
            ])
    }

    @Test func aTokenKeepsItsKindTextAndPlace() {
        let code = "let t = NSLocalizedString(\"Tab\", comment: \"\") // one"
        let found = tokens(code)
        #expect(found.map(\.text) == ["let", "t", "=", "NSLocalizedString", "(", "Tab", ",", "comment", ":", "", ")"])
        #expect(found[5].kind == .string)
        #expect(found[5].isPlainString)
        #expect(found[3].kind == .identifier)
        #expect(found[4].kind == .punctuation)
        // Offsets are bytes of the source: the string token spans its quotes.
        let bytes = Array(code.utf8)
        #expect(String(decoding: bytes[found[5].offset..<found[5].end], as: UTF8.self) == "\"Tab\"")
    }

    @Test func aTokenIsThirtyTwoBytesAndItsPackedFieldsRoundTrip() {
        // Millions are kept at once on a large app: the layout is part of the memory budget.
        #expect(MemoryLayout<Token>.stride == 32)
        var token = Token(kind: .directive, text: "if", offset: 63_000_000, end: 64_000_000, directiveArgument: 7..<19)
        #expect(token.kind == .directive)
        #expect(token.offset == 63_000_000)
        #expect(token.end == 64_000_000)
        #expect(token.directiveArgument == 7..<19)
        token.kind = .string
        token.end = 5
        token.parts = [.text("a"), .expression(2..<4)]
        #expect(token.kind == .string)
        #expect(token.end == 5)
        #expect(token.directiveArgument == 7..<19)
        #expect(!token.isPlainString)
        // Equality looks at the values behind the shared reference, not at the reference.
        let copy = Token(
            kind: .string, text: "if", offset: 63_000_000, end: 5, parts: [.text("a"), .expression(2..<4)],
            directiveArgument: 7..<19)
        #expect(token == copy)
    }

    @Test func interpolationKeepsItsPartsInEachLanguage() {
        let swift = tokens(#"Text("Tab \(count) items")"#)
        #expect(swift[2].parts?.count == 3)
        let kotlin = tokens(#"val s = "Tab $count items""#, .kotlin)
        #expect(kotlin[3].parts?.count == 3)
        // An Objective-C string literal is one token, its `@` included.
        let objc = tokens(#"NSString *s = @"Tab";"#, .objectiveC)
        #expect(objc.contains { $0.kind == .string && $0.text == "Tab" && $0.isPlainString })
    }

    @Test func commentsAndRawStringsAreNotCode() {
        let found = tokens("/* Picker( */ let a = #\"quote \" inside\"# // Picker(")
        #expect(!found.contains { $0.text == "Picker" })
        #expect(found.last?.text == "quote \" inside")
    }

    @Test func directivesCarryTheirArgument() {
        let code = "#if DEBUG && targetEnvironment(simulator)\nlet a = 1\n#endif\n"
        let found = tokens(code)
        let directive = found[0]
        #expect(directive.kind == .directive)
        #expect(directive.text == "if")
        let argument = directive.directiveArgument.map { String(decoding: Array(code.utf8)[$0], as: UTF8.self) }
        #expect(argument?.trimmingCharacters(in: .whitespaces) == "DEBUG && targetEnvironment(simulator)")
    }

    // MARK: - Files: conditions, brackets, declarations

    @Test func aReleaseBuildDropsDebugOnlyCode() {
        let code = """
            #if DEBUG
            let debugOnly = 1
            #else
            let shipped = 2
            #endif
            """
        let names = file(code).tokens.map(\.text)
        #expect(names.contains("shipped"))
        #expect(!names.contains("debugOnly"))
    }

    @Test func bracketsArePairedAndAnUnclosedBraceIsFound() {
        let good = file("func f() { let a = [1, (2)] }")
        let open = good.tokens.firstIndex { $0.is("{") }!
        #expect(good.tokens[good.closing(open)].is("}"))
        #expect(good.unclosedBrace == nil)
        let bad = file("func f() { if x { }")
        #expect(bad.unclosedBrace != nil)
    }

    @Test func declarationsOfEachLanguage() {
        let swift = file(
            """
            final class TabsViewController: UIViewController {
                let titles = ["A", "B"]
                func viewDidLoad() {}
                struct Inner {}
            }
            func helper(_ a: Int) -> String { "" }
            """)
        let type = swift.types.first { $0.name == "TabsViewController" }
        #expect(type?.inherits == ["UIViewController"])
        #expect(type?.properties.map(\.name) == ["titles"])
        #expect(type?.functions.map(\.name).contains("viewDidLoad") == true)
        #expect(type?.nested.first?.qualifiedName == "TabsViewController.Inner")
        #expect(swift.functions.map(\.name) == ["helper"])

        let kotlin = file(
            """
            class FeedFragment : Fragment(R.layout.feed) {
                override fun onViewCreated(view: View, state: Bundle?) {}
            }
            @Composable fun Tabs(items: List<String>) {}
            """, .kotlin, path: "Feed.kt")
        #expect(kotlin.types.first?.name == "FeedFragment")
        #expect(kotlin.types.first?.inherits.contains("Fragment") == true)
        #expect(kotlin.functions.first { $0.name == "Tabs" }?.attributes.contains("Composable") == true)

        let objc = file(
            """
            @interface OATabs : UIView
            @end
            @implementation OATabs
            - (void)viewDidLoad { }
            @end
            """, .objectiveC, path: "OATabs.m")
        #expect(objc.types.contains { $0.name == "OATabs" })
    }

    /// A generic view whose parameter is a composition of protocols keeps its supertypes and
    /// generic parameter; an initializer's parameter after an attribute (`@ViewBuilder content:`)
    /// is a parameter (mlem's `BubblePicker<Value: Identifiable & Equatable & Hashable>` and the
    /// `ChildSizeReader` it wraps each tab in).
    @Test func protocolCompositionsAndAttributedParameters() {
        let swift = file(
            """
            struct BubblePicker<Value: Identifiable & Equatable & Hashable>: View {
                init(_ tabs: [Value], @ViewBuilder content: @escaping () -> Content, @MainActor(unsafe) done: () -> Void) {}
            }
            """)
        let type = swift.types.first { $0.name == "BubblePicker" }
        #expect(type?.inherits == ["View"])
        #expect(type?.genericParameters == ["Value"])
        #expect(type?.initializers.first?.parameters.map(\.name) == ["tabs", "content", "done"])
        #expect(type?.initializers.first?.parameters.map(\.label) == [nil, "content", "done"])
    }

    /// Kotlin's modifiers are soft keywords: `data class` and `value class` are modifiers, a
    /// parameter or property named `data`, `value` or `open` is a name (nextcloud's
    /// `TaskTypesRow(data: List<TaskTypeData>)` lost its parameter, and the tab row built from it).
    @Test func kotlinModifiersAreNamesWhereANameIsWritten() {
        let kotlin = file(
            """
            data class Item(val data: String, val value: Int)
            value class Id(val raw: String)
            class Row private constructor(open: Boolean) {
                open fun show(data: List<String>, value: Int = 0, vararg inner: String) {}
            }
            """, .kotlin, path: "Row.kt")
        let item = kotlin.types.first { $0.name == "Item" }
        #expect(item?.attributes.contains("data") == true)
        #expect(item?.primaryConstructor?.map(\.name) == ["data", "value"])
        #expect(kotlin.types.first { $0.name == "Id" }?.attributes.contains("value") == true)
        let row = kotlin.types.first { $0.name == "Row" }
        #expect(row?.primaryConstructor?.map(\.name) == ["open"])
        #expect(row?.functions.first?.parameters.map(\.name) == ["data", "value", "inner"])
        #expect(row?.functions.first?.parameters.last?.isVariadic == true)
    }

    @Test func enumEntriesEndWhereMembersBegin() {
        // mihon's ReadingMode: entries with a trailing comma before `;`, then a companion object
        // whose `const val MASK` was read as an eighth entry.
        let kotlin = file(
            """
            enum class ReadingMode(val stringRes: StringResource, val flagValue: Int) {
                DEFAULT(MR.strings.label_default, 0),
                WEBTOON(
                    MR.strings.webtoon_viewer,
                    4,
                ),
                ;

                companion object {
                    const val MASK = 0x00000007
                    fun fromPreference(preference: Int?): ReadingMode = entries.find { it.flagValue == preference } ?: DEFAULT
                }
            }
            """, .kotlin, path: "ReadingMode.kt")
        let type = kotlin.types.first { $0.name == "ReadingMode" }
        #expect(type?.cases.map(\.name) == ["DEFAULT", "WEBTOON"])
        #expect(type?.properties.contains { $0.name == "MASK" && $0.isStatic } == true)
        let java = file(
            """
            enum Sort { NAME, DATE; private String key; Sort() {} }
            """, .java, path: "Sort.java")
        #expect(java.types.first?.cases.map(\.name) == ["NAME", "DATE"])
    }
}
