import SegQAModel

/// An app-wide appearance that makes every segmented control's labels multi-line:
/// `UILabel.appearance(whenContainedInInstancesOf: [UISegmentedControl.self]).numberOfLines = 0`
/// (Swift), `[UILabel appearanceWhenContainedInInstancesOfClasses:@[UISegmentedControl.class]].numberOfLines = 0`
/// (Objective-C). It is not code that runs for one control: a statement anywhere in the app, found
/// by its tokens.
enum SegmentLabelAppearance {
    static func find(in files: [CodeFile]) -> (lines: Int, location: SourceLocation)? {
        for file in files where file.language == .swift || file.language == .objectiveC {
            let tokens = file.tokens
            for index in tokens.indices where tokens[index].isIdentifier("numberOfLines") {
                // The statement it ends: back to the line's start, at most 40 tokens.
                var start = index
                while start > 0, index - start < 40, !file.newlineBefore[start] { start -= 1 }
                let statement = tokens[start..<index]
                guard statement.contains(where: { $0.isIdentifier("UILabel") }),
                    statement.contains(where: { $0.kind == .identifier && $0.text.hasPrefix("appearance") }),
                    statement.contains(where: { $0.isIdentifier("UISegmentedControl") }),
                    index + 2 < tokens.count, tokens[index + 1].is("="), tokens[index + 2].kind == .number,
                    let lines = Int(tokens[index + 2].text), lines != 1
                else { continue }
                return (lines, file.location(ofByte: tokens[index].offset))
            }
        }
        return nil
    }
}
