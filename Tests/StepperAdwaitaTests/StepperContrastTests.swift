import AdwaitaInterop
import CAdw
import CGtk
import GtkInterop
import StepperCore
import StepperGtk
import StepperTestSupport
import XCTest

/// Turns the app's style dark or back to the desktop's, as an app's style switcher would.
@MainActor
private func setDark(_ isDark: Bool) {
    Adw.initialize()
    adw_style_manager_set_color_scheme(
        adw_style_manager_get_default(), isDark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT)
}

/// A colour's channels, to compare colours.
private func channels(_ color: GdkRGBA) -> [Float] { [color.red, color.green, color.blue, color.alpha] }

final class StepperContrastTests: GtkTestCase {
    func testTheValueReadsOnItsBackgroundInLightAndDarkStyles() {
        onMain {
            defer { setDark(false) }
            // A faint cyan: over the light style it is pale, over the dark one dark.
            let faint = RGBAColor(red: 0, green: 255, blue: 255, alpha: 40)
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(backgroundColor: faint)))
            let field = valueField(of: stepper), shown = shownValue(of: stepper)
            // What the theme draws text in, with no background of ours.
            let themeText = Gtk.Text()
            let window = showInWindow(Gtk.Widget(stepper.widget), themeText.asWidget)
            defer { window.destroy() }
            setDark(false)
            XCTAssertEqual(channels(shown.textColor), [0, 0, 0, 1], "black on pale cyan")
            XCTAssertEqual(channels(field.textColor), channels(shown.textColor), "the field a value is typed in looks the same")
            setDark(true)
            XCTAssertTrue(Adw.StyleManager.isDark)
            XCTAssertEqual(channels(shown.textColor), [1, 1, 1, 1],
                           "white on dark cyan, as soon as the style turns dark")
            try? stepper.model.update { $0.backgroundColor = .cyan }
            XCTAssertEqual(channels(shown.textColor), [0, 0, 0, 1], "black on opaque cyan, whatever the style")
            try? stepper.model.update { $0.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
            XCTAssertEqual(channels(shown.textColor), channels(themeText.textColor), "no background: the theme's own text colour (dark style)")
            XCTAssertEqual(shown.textColor.red, 1, "Adwaita's dark style writes in white")
            setDark(false)
            waitUntil("the theme's text turns dark") { themeText.textColor.red == 0 }
            XCTAssertEqual(channels(shown.textColor), channels(themeText.textColor), "no background: the theme's own text colour (light style)")
            XCTAssertEqual(shown.textColor.red, 0, "Adwaita's light style writes in black")
            XCTAssertLessThan(shown.textColor.alpha, 1, "Adwaita's light style writes in translucent black, not our black")
        }
    }

    func testDigitsHaveOneWidthSoTheValueNeverJitters() {
        onMain {
            let first = Stepper(), second = Stepper()
            XCTAssertTrue(valueField(of: first).usesTabularDigits)
            XCTAssertTrue(valueField(of: second).usesTabularDigits)
            XCTAssertFalse(Gtk.Text().usesTabularDigits, "a plain field does not")
        }
    }
}
