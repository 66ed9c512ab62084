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

final class StepperContrastTests: GtkTestCase {
    func testTheValueReadsOnItsBackgroundInLightAndDarkStyles() {
        onMain {
            defer { setDark(false) }
            // A faint cyan: over the light style it is pale, over the dark one dark.
            let faint = RGBAColor(red: 0, green: 255, blue: 255, alpha: 40)
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(backgroundColor: faint)))
            let label = valueField(of: stepper)
            setDark(false)
            XCTAssertEqual(label.textForeground?.red, 0, "black on pale cyan")
            setDark(true)
            XCTAssertTrue(Adw.StyleManager.isDark)
            XCTAssertEqual(label.textForeground?.red, 0xffff, "white on dark cyan, as soon as the style turns dark")
            try? stepper.model.update { $0.backgroundColor = .cyan }
            XCTAssertEqual(label.textForeground?.red, 0, "black on opaque cyan, whatever the style")
            try? stepper.model.update { $0.backgroundColor = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0) }
            XCTAssertNil(label.textForeground, "no background: the theme's own text colour")
        }
    }
}
