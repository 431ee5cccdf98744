import SegQALayout
import Testing

/// The screens an Android layout variant is drawn on, as Android picks its folder.
@Suite struct DeviceTests {
    func names(_ qualifiers: [String]) -> [String]? {
        Device.androidDevices(forLayoutQualifiers: qualifiers)?.map(\.name)
    }

    @Test func layoutFolderQualifiersChooseTheScreens() {
        // Qualifiers that say nothing about the screen: the defaults.
        #expect(names([]) == nil)
        #expect(names(["v21"]) == nil)
        #expect(names(["night", "ldrtl"]) == nil)
        // Sideways phones and tablets.
        #expect(
            names(["land"]) == [
                "Android small phone (landscape)", "Galaxy S24 (landscape)", "Pixel 8 (landscape)",
                "Pixel Tablet (landscape)",
            ])
        // Smallest width 600 dp: tablets, either way round; with land, only sideways.
        #expect(names(["sw600dp"]) == ["Pixel Tablet", "Pixel Tablet (landscape)"])
        #expect(names(["sw600dp", "land"]) == ["Pixel Tablet (landscape)"])
        // Available width: what the screen is wide now (a phone on its side is 780 dp).
        #expect(
            names(["w720dp"]) == [
                "Pixel Tablet", "Galaxy S24 (landscape)", "Pixel 8 (landscape)", "Pixel Tablet (landscape)",
            ])
        #expect(names(["large"]) == ["Pixel Tablet", "Pixel Tablet (landscape)"])
        #expect(names(["sw2000dp"]) == nil)
        // Every device named is one `--device` knows.
        for name in names(["land"])! { #expect(Device.named(name)?.name == name) }
    }
}
