// swift-tools-version:6.0
import PackageDescription

// segqa depends on the toolchain and on system C libraries only: no Swift package can be
// fetched on the machines this is built on. Homebrew providers are declared beside apt ones
// so the package resolves on a Mac too (only Linux is tested here).
let package = Package(
    name: "segqa",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "segqa", targets: ["segqa"]),
        .library(name: "SegQAFonts", targets: ["SegQAFonts"]),
        .library(name: "SegQACore", targets: ["SegQACore"]),
    ],
    targets: [
        // MARK: - C libraries
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]),
        // ICU's headers clash with the toolchain's own copy (_FoundationICU) in any module that
        // also imports Foundation, so ICU lives behind plain-C functions in this target.
        .target(
            name: "CICUShim", path: "Sources/CICUShim",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n"), .linkedLibrary("icudata")]),

        // MARK: - Swift modules (arrows point down only)
        // How numbers, escaped text and SVG are written: one place, used by every module that writes.
        .target(name: "SegQAFormatting"),
        .target(name: "SegQAUnicode", dependencies: ["CICUShim"]),
        .target(
            name: "SegQAFonts",
            dependencies: ["SegQAUnicode", "SegQAFormatting", "CFreeType", "CHarfBuzz", "CFontconfig"]),
        .target(name: "SegQALayout", dependencies: ["SegQAUnicode"]),
        .target(name: "SegQAModel", dependencies: ["SegQALayout", "SegQAFormatting"], exclude: ["Schema"]),
        // Reading Swift, Kotlin, Java and Objective-C: a tokenizer, a parser and an evaluator of segqa's own.
        .target(name: "SegQACode", dependencies: ["SegQAModel", "SegQALayout"]),
        // A repository as a whole: what ships, its files read together, code applied to layouts and storyboards.
        .target(name: "SegQAProject", dependencies: ["SegQAModel", "SegQACode"]),
        .target(
            name: "SegQACore",
            dependencies: ["SegQAModel", "SegQALayout", "SegQAFonts", "SegQAUnicode", "SegQAFormatting"]),
        .target(
            name: "SegQARules",
            dependencies: ["SegQACore", "SegQAFonts", "SegQALayout", "SegQAModel", "SegQAUnicode", "SegQAFormatting"]),
        .target(
            name: "SegQADrawing",
            dependencies: ["SegQACore", "SegQAFonts", "SegQALayout", "SegQAModel", "SegQAUnicode", "SegQAFormatting"]),
        // Reporters format findings and finished drawings; they never load fonts.
        .target(name: "SegQAReporters", dependencies: ["SegQACore", "SegQAModel", "SegQAFormatting"]),
        // The commands, as a library: the executable is its `main`, and tests run it in-process.
        .target(
            name: "SegQACLI",
            dependencies: [
                "SegQAFonts", "SegQACore", "SegQARules", "SegQAReporters", "SegQADrawing", "SegQAModel", "SegQALayout",
                "SegQAFormatting", "SegQAProject",
            ]),
        .executableTarget(name: "segqa", dependencies: ["SegQACLI"]),
        // The fixed-advance measurer: for rule tests only, never for the product's numbers.
        .target(
            name: "SegQATesting", dependencies: ["SegQACore", "SegQAFonts", "SegQAUnicode", "SegQAProject"],
            path: "Tests/SegQATesting"),
        .executableTarget(name: "segqa-bench", dependencies: ["SegQAFonts", "SegQAModel", "CHarfBuzz"]),

        // MARK: - Tests
        .testTarget(name: "SegQAFormattingTests", dependencies: ["SegQAFormatting"]),
        .testTarget(name: "SegQAUnicodeTests", dependencies: ["SegQAUnicode"]),
        .testTarget(
            name: "SegQAFontsTests", dependencies: ["SegQAFonts", "SegQATesting"], resources: [.copy("Goldens")]),
        .testTarget(name: "SegQALayoutTests", dependencies: ["SegQALayout", "SegQAUnicode"]),
        .testTarget(name: "SegQAModelTests", dependencies: ["SegQAModel", "SegQATesting"]),
        .testTarget(name: "SegQACodeTests", dependencies: ["SegQACode", "SegQAModel"]),
        .testTarget(
            name: "SegQAProjectTests", dependencies: ["SegQAProject", "SegQACode", "SegQAModel", "SegQATesting"]),
        .testTarget(name: "SegQARulesTests", dependencies: ["SegQARules", "SegQACore", "SegQAModel", "SegQATesting"]),
        .testTarget(
            name: "SegQAReportersTests",
            dependencies: ["SegQAReporters", "SegQACore", "SegQAModel", "SegQAFormatting", "SegQATesting"],
            resources: [.copy("Goldens"), .copy("Schemas")]),
        .testTarget(
            name: "SegQACLITests",
            dependencies: ["SegQACLI", "SegQACode", "SegQAModel", "SegQAFormatting", "SegQATesting"],
            resources: [.copy("Fixtures")]),

    ],
    swiftLanguageModes: [.v6]
)
