import SegQAModel
import Testing

@testable import SegQACode

/// The symbol index on its own: what every name lookup of the evaluator asks.
struct SymbolIndexTests {
    func index(_ files: [(String, String)]) -> SymbolIndex {
        SymbolIndex(
            files: files.map { path, code in
                CodeFile(SourceText(file: path, bytes: Array(code.utf8)), language: SourceLanguage(path: path)!)
            })
    }

    @Test func typesByNameExtensionsAndLineage() throws {
        let index = index([
            (
                "Tabs.swift",
                """
                class BaseController: UIViewController { var titles: [String] { [] } }
                final class TabsController: BaseController {
                    enum Tab { case a, b }
                }
                extension TabsController { func reload() {} }
                extension String { var localized: String { self } }
                """
            )
        ])
        // A nested type by its qualified and its simple name.
        #expect(index.types["TabsController.Tab"]?.first?.name == "Tab")
        #expect(index.types["Tab"]?.first?.outer?.name == "TabsController")
        // The class itself, not its extension, is the primary declaration.
        #expect(index.primary("TabsController")?.kind != .extensionType)
        // A member is found through extensions and superclasses.
        let lineage = index.lineage("TabsController").map(\.name)
        #expect(lineage.contains("BaseController"))
        #expect(index.function("reload", in: "TabsController") != nil)
        #expect(index.property("titles", in: "TabsController") != nil)
        #expect(index.extensionMember("localized", onType: "String")?.name == "String")
    }

    /// A top-level type and a nested one of the same simple name (KeePassium's
    /// `InclusionCondition` enum and `LString.InclusionCondition`'s strings): the bare name is the
    /// top-level type, its members are its own and its extensions'.
    @Test func aBareNameIsTheTopLevelTypeNotANestedOneOfTheSameName() throws {
        let index = index([
            (
                "Strings.swift",
                """
                enum LString {
                    enum InclusionCondition {
                        static let required = NSLocalizedString("required", comment: "")
                    }
                }
                """
            ),
            (
                "InclusionCondition.swift",
                """
                enum InclusionCondition { case inactive, required }
                extension InclusionCondition { var glyphSymbol: String { "*" } }
                """
            ),
        ])
        #expect(index.primary("InclusionCondition")?.outer == nil)
        let lineage = index.lineage("InclusionCondition")
        #expect(lineage.allSatisfy { $0.qualifiedName == "InclusionCondition" }, "\(lineage.map(\.qualifiedName))")
        #expect(index.property("glyphSymbol", in: "InclusionCondition") != nil)
        #expect(index.property("required", in: "InclusionCondition") == nil, "a case, not LString's string")
        #expect(index.lineage("LString.InclusionCondition").map(\.qualifiedName) == ["LString.InclusionCondition"])
    }

    @Test func occurrencesBeforeAndAfterTheOnePass() {
        let index = index([
            ("A.swift", "func make() -> UISegmentedControl { UISegmentedControl(items: []) }\nlet x = make()"),
            ("B.swift", "let y = make()\nlet z = UISegmentedControl()"),
        ])
        // Scanned per name before the gathering pass, from the gathered lists after: the same places.
        let before = index.occurrences(of: "UISegmentedControl").map { "\($0.file.name):\($0.index)" }
        let gathered = index.gatherOccurrences(alsoOf: ["UISegmentedControl"])
        #expect(gathered["make"]?.count == 3, "the declaration and two calls")
        let after = (gathered["UISegmentedControl"] ?? []).map { "\($0.file.name):\($0.index)" }
        #expect(before == after)
        #expect(before.count == 3)
    }

    /// Kotlin names arguments in any order; Swift's labels are in order.
    @Test func overloadsAreChosenByTheNamesOfTheirArguments() throws {
        let index = index([
            (
                "Sheet.kt",
                """
                fun Sheet(isTablet: Boolean, onDismiss: () -> Unit, modifier: Modifier = Modifier, content: () -> Unit) {}
                fun Sheet(onDismiss: () -> Unit, modifier: Modifier = Modifier, content: () -> Unit) {}
                """
            )
        ])
        let sheets = try #require(index.functions["Sheet"])
        #expect(index.best(sheets, labels: ["modifier", "onDismiss", nil])?.parameters.count == 3)
        #expect(index.best(sheets, labels: ["onDismiss", "isTablet", nil])?.parameters.count == 4)
    }
}
