import Testing

@testable import SegQAModel

/// The edits `segqa budgets --write` makes, on the shapes real files take.
@Suite struct BudgetAnnotatorTests {
    static let note = BudgetNote(maxWidth: 78.9, unit: "pt", maxCharacters: 10, uses: "segment 1 of tabs")
    static func lookup(_ table: String, _ key: String, _ locale: String) -> BudgetNote? { key == "k" ? note : nil }

    static func source(_ text: String, _ file: String = "f") -> SourceText {
        SourceText(file: file, bytes: Array(text.utf8))
    }

    @Test func anEmptyCatalogEntryGetsACommentOneLevelIn() throws {
        let catalog =
            "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
        let out = try BudgetAnnotator.stringCatalog(Self.source(catalog), table: "T", note: Self.lookup)
        #expect(
            String(decoding: out, as: UTF8.self)
                == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"k\" : {\n      \"comment\" : \"Max 78 pt, about 10 characters: segment 1 of tabs\"\n    }\n  },\n  \"version\" : \"1.0\"\n}\n"
        )
    }

    @Test func aCompactCatalogKeepsItsCompactSpacing() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{}},"other":{}}}"#
        let out = try BudgetAnnotator.stringCatalog(Self.source(catalog), table: "T", note: Self.lookup)
        #expect(
            String(decoding: out, as: UTF8.self)
                == #"{"sourceLanguage":"en","strings":{"k":{"comment":"Max 78 pt, about 10 characters: segment 1 of tabs","localizations":{}},"other":{}}}"#
        )
    }

    @Test func anEmptyCommentIsFilledWithoutALeadingLineBreak() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"k":{"comment":""}}}"#
        let out = try BudgetAnnotator.stringCatalog(Self.source(catalog), table: "T", note: Self.lookup)
        #expect(
            String(decoding: out, as: UTF8.self).contains(
                #""comment":"Max 78 pt, about 10 characters: segment 1 of tabs""#))
    }

    @Test func xliffAttributesFollowTheLastOneAndPluralFormsShareTheirKey() throws {
        let xliff = """
            <xliff version="1.2"><file original="en.lproj/T.stringsdict" source-language="en" target-language="de">
            <body><trans-unit id="/k:dict/n:dict/one:dict/:string"
                              xml:space="preserve"><source>a</source></trans-unit>
            <trans-unit id="other"><source>b</source></trans-unit></body></file></xliff>
            """
        let out = String(decoding: try BudgetAnnotator.xliff(Self.source(xliff), note: Self.lookup), as: UTF8.self)
        #expect(out.contains(#"xml:space="preserve" maxwidth="78" size-unit="pixel">"#))
        #expect(out.contains(#"<trans-unit id="other"><source>"#))
    }

    @Test func androidCommentsAfterABlankLineHeadAGroupAndCRLFIsKept() throws {
        let strings = "<resources>\r\n    <!-- Tabs -->\r\n\r\n    <string name=\"k\">Tab</string>\r\n</resources>\r\n"
        let out = try BudgetAnnotator.androidStrings(Self.source(strings), locale: "", note: Self.lookup)
        #expect(
            String(decoding: out, as: UTF8.self)
                == "<resources>\r\n    <!-- Tabs -->\r\n\r\n    <!-- [CHAR LIMIT=10] -->\r\n    <string name=\"k\">Tab</string>\r\n</resources>\r\n"
        )
    }
}

/// Pseudo-localization padded to a budget: the longest filler that still fits.
@Suite struct PseudoPaddingTests {
    @Test func paddingStopsAtTheLastLetterThatFits() {
        // Every character 1 unit: a budget of 12 holds "[Ðåŕķ" + 6 filler characters + "]".
        let padded = PseudoLocalizer.padded("Dark", locale: "en-XA") { $0.count <= 12 }
        #expect(padded == "[Ðåŕķ öñé ţ]")
        #expect(padded.count == 12)
    }

    @Test func aTitleAlreadyTooWideKeepsItsBarePseudoForm() {
        #expect(PseudoLocalizer.padded("Notifications", locale: "en-XA") { $0.count <= 5 } == "[Ñöţîƒîçåţîöñš]")
        #expect(
            PseudoLocalizer.padded("Dark", locale: "ar-XB") { $0.unicodeScalars.count <= 9 }
                == "\u{202E}Dark öñ\u{202C}")
    }

    @Test func placeholdersAreKeptAndNotAccented() {
        #expect(PseudoLocalizer.padded("%d new", locale: "en-XA") { $0.count <= 10 } == "[%d ñéŵ ö]")
    }
}
