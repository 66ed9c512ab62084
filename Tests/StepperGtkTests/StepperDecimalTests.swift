import CGtk
import Foundation
import GtkInterop
import StepperCore
import StepperTestSupport
import XCTest

@testable import StepperGtk

/// A stepper with digits in English, German, Russian and Korean: what it
/// shows, what real key presses type, and what it refuses.
final class StepperDecimalTests: GtkTestCase {
    /// The four locales, with the keys that type a decimal separator the
    /// locale reads and what the stepper shows for 2.5.
    private static let locales: [(name: String, separatorKey: String, shown: String)] = [
        ("en_US", "period", "2.5"), ("de_DE", "comma", "2,5"), ("ru_RU", "comma", "2,5"), ("ko_KR", "period", "2.5"),
    ]

    /// Where the locales are compiled for the run; removed at its end.
    private static let localeFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("stepperkit-locales-\(getpid())").path

    override class func setUp() {
        super.setUp()
        let folder = localeFolder
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, _, _) in locales {
                let build = try ChildProcess(
                    URL(fileURLWithPath: "/usr/bin/localedef"), ["-i", name, "-f", "UTF-8", "\(folder)/\(name).UTF-8"],
                    environment: ProcessInfo.processInfo.environment)
                XCTAssertEqual(build.wait(timeout: 120), 0, "localedef \(name) (the Debian package locales): \(build.standardError)")
            }
        } catch {
            XCTFail("cannot make the locales: \(error)")
        }
    }

    override class func tearDown() {
        try? FileManager.default.removeItem(atPath: localeFolder)
        super.tearDown()
    }

    /// Runs `body` with numbers in `locale` (`LC_NUMERIC` only: messages stay English).
    private static func inLocale(_ locale: String, _ body: () -> Void) {
        let folder = Self.localeFolder
        let previous = String(cString: setlocale(LC_NUMERIC, nil))
        setenv("LOCPATH", folder, 1)
        defer {
            setlocale(LC_NUMERIC, previous)
            unsetenv("LOCPATH")
        }
        XCTAssertNotNil(setlocale(LC_NUMERIC, "\(locale).UTF-8"), "the locale \(locale) was made")
        body()
    }

    private static func temperature(_ value: Double = 92.5) -> StepperConfiguration {
        StepperConfiguration(digits: 1, value: value, minimumValue: 85, maximumValue: 96, stepValue: 0.5)
    }

    func testThreeStepsOfATenthShowThreeTenthsInTheLocale() {
        onMain {
            for (locale, _, _) in Self.locales {
                Self.inLocale(locale) {
                    let fixture = KeyboardFixture(StepperConfiguration(digits: 1, value: 0, minimumValue: 0, maximumValue: 1, stepValue: 0.1))
                    fixture.focusStepper()
                    XDoTool.press("Up", "Up", "Up")
                    XCTAssertEqual(fixture.model.decimalValue, 0.3, locale)
                    let separator = locale == "de_DE" || locale == "ru_RU" ? "," : "."
                    XCTAssertEqual(text(of: fixture.stepper), "0\(separator)3", locale)
                    XCTAssertEqual(gtk_adjustment_get_value(fixture.stepper.adjustment), 0.3, "the adjustment's double is exact: \(locale)")
                    XDoTool.press("End")
                    XCTAssertEqual(fixture.model.decimalValue, 1.0)
                    XCTAssertFalse(buttons(of: fixture.stepper).increase.isSensitive, "at the maximum, exactly")
                    XCTAssertEqual(fixture.changes, [0, 0, 0, 1], "value-changed once per step, with the whole number nearest")
                }
            }
        }
    }

    func testKeyPressesTypeADecimalInEachLocale() {
        onMain {
            for (locale, separatorKey, shown) in Self.locales {
                Self.inLocale(locale) {
                    let fixture = KeyboardFixture(Self.temperature(90))
                    fixture.focusStepper()
                    XDoTool.press("9", "2", separatorKey, "5", "Return")
                    XCTAssertEqual(fixture.model.decimalValue, 92.5, locale)
                    XCTAssertFalse(isTyping(into: fixture.stepper), locale)
                    XCTAssertEqual(text(of: fixture.stepper), "9" + shown, locale)
                    // The separator starts typing too: ".5" or ",5" is a half.
                    XDoTool.press(separatorKey, "5", "Return")
                    XCTAssertEqual(fixture.model.decimalValue, 85, "0.5 clamps to the minimum: \(locale)")
                }
            }
        }
    }

    func testThePointIsADecimalSeparatorWhereItIsNoGroupSeparator() {
        onMain {
            Self.inLocale("ru_RU") {
                let fixture = KeyboardFixture(Self.temperature())
                fixture.focusStepper()
                XDoTool.press("8", "7", "period", "5", "Return")
                XCTAssertEqual(fixture.model.decimalValue, 87.5)
                XCTAssertEqual(text(of: fixture.stepper), "87,5", "shown in the locale, whatever was typed")
            }
        }
    }

    func testTextThatCouldMeanTwoNumbersIsRefusedAndTheValueKept() {
        onMain {
            Self.inLocale("de_DE") {
                let fixture = KeyboardFixture(StepperConfiguration(digits: 3, value: 5, minimumValue: 0, maximumValue: 10_000))
                var refusals: [String?] = []
                fixture.stepper.onTypedTextRefusal { refusals.append($0) }
                fixture.focusStepper()
                XDoTool.press("1", "period", "2", "3", "4", "Return")
                XCTAssertEqual(fixture.model.decimalValue, 5, "neither 1234 nor 1.234 is taken")
                XCTAssertTrue(isTyping(into: fixture.stepper), "the text stays, to be fixed")
                XCTAssertEqual(refusals, ["“1.234” could mean 1234 or 1,234: type the number without a group separator"])
                XCTAssertEqual(fixture.changes, [])
                XDoTool.press("BackSpace", "BackSpace", "BackSpace", "BackSpace", "comma", "2", "3", "4", "Return")
                XCTAssertEqual(fixture.model.decimalValue, 1.234)
                XCTAssertEqual(refusals.last, .some(nil))
                // Grouped as the locale groups, with its decimal separator: not ambiguous.
                type("1.234,5", into: fixture.stepper)
                XCTAssertEqual(fixture.model.decimalValue, 1234.5)
            }
        }
    }

    func testRefusalsSayWhatIsWrong() {
        onMain {
            Self.inLocale("en_US") {
                let stepper = Stepper(model: try! StepperModel(Self.temperature()))
                var refusals: [String?] = []
                stepper.onTypedTextRefusal { refusals.append($0) }
                for text in ["92.55", "ninety", "1e2", "", "92.5.1"] {
                    type(text, into: stepper)
                }
                XCTAssertEqual(refusals.compactMap { $0 }, [
                    "Type at most 1 digit after the decimal separator",
                    "“ninety” is not a number",
                    "“1e2” is not a number",
                    "Enter a number",
                    "“92.5.1” is not a number",
                ])
                XCTAssertEqual(stepper.decimalValue, 92.5, "nothing refused changed the value")
                type("٩٣٫٥", into: stepper)
                XCTAssertEqual(stepper.decimalValue, 93.5, "Arabic-Indic digits and separator")
                type("−90.5", into: stepper)
                XCTAssertEqual(stepper.decimalValue, 85, "below the minimum, clamped")
                type(String(repeating: "9", count: 400) + ".5", into: stepper)
                XCTAssertEqual(stepper.decimalValue, 96, "beyond what a stepper counts, clamped")
            }
        }
    }

    func testDigitsThroughGObjectAndTheWholeNumberProperties() {
        onMain {
            Self.inLocale("de_DE") {
                let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 7, minimumValue: 0, maximumValue: 10)))
                ObjectProperties.setInt(stepper.widget, "digits", 2)
                XCTAssertEqual(text(of: stepper), "7,00")
                stepper.decimalValue = 7.125
                XCTAssertEqual(text(of: stepper), "7,13", "rounded to the digits, halves away from zero")
                XCTAssertEqual(ObjectProperties.int(stepper.widget, "value"), 7, "the whole number nearest")
                ObjectProperties.setInt(stepper.widget, "value", 9)
                XCTAssertEqual(stepper.decimalValue, 9)
                let problems = problemsLogged { ObjectProperties.setInt(stepper.widget, "digits", 12) }
                XCTAssertEqual(problems.count, 1, "GLib refuses a number outside the property's range: \(problems)")
                XCTAssertEqual(ObjectProperties.int(stepper.widget, "digits"), 2)
                ObjectProperties.setInt(stepper.widget, "digits", 0)
                XCTAssertEqual(text(of: stepper), "9")
            }
        }
    }

    func testAUnitFollowsTheValueAndMayBeTypedOrLeftOut() {
        onMain {
            Self.inLocale("de_DE") {
                var configuration = Self.temperature()
                configuration.unit = "°C"
                let stepper = Stepper(model: try! StepperModel(configuration))
                XCTAssertEqual(text(of: stepper), "92,5\u{00A0}°C")
                type("93,5 °C", into: stepper)
                XCTAssertEqual(stepper.decimalValue, 93.5)
                type("94", into: stepper)
                XCTAssertEqual(stepper.decimalValue, 94)
                var refusals: [String?] = []
                stepper.onTypedTextRefusal { refusals.append($0) }
                type("95 °F", into: stepper)
                XCTAssertEqual(refusals, ["“95 °F” is not a number"])
                XCTAssertEqual(stepper.decimalValue, 94)
                type("94", into: stepper)
                ObjectProperties.setString(stepper.widget, "unit", "%")
                XCTAssertEqual(text(of: stepper), "94,0\u{00A0}%")
                let state = StepperInstance.of(stepper.widget)
                XCTAssertEqual(state?.model.configuration.shownWidthInCharacters, "85,0 %".count, "the widest value, with its unit")
            }
        }
    }

    func testAFormatOfTheAppsOwnIsShownTypedAndReadByAssistiveTools() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 90, minimumValue: 0, maximumValue: 600, stepValue: 15)))
            var formatted: [Double] = []
            let format = stepper.onFormatValue { minutes in
                formatted.append(minutes)
                return "\(Int(minutes) / 60) h \(Int(minutes) % 60) min"
            }
            stepper.onParseText { text in
                let parts = text.split(separator: " ")
                guard parts.count >= 3, parts[1] == "h", let hours = Int(parts[0]), let minutes = Int(parts[2]) else { return nil }
                return Double(hours * 60 + minutes)
            }
            XCTAssertEqual(text(of: stepper), "1 h 30 min")
            XCTAssertTrue(Set(formatted).isSuperset(of: [0, 600, 90]), "the bounds fix the width: \(formatted)")
            XCTAssertEqual(StepperInstance.of(stepper.widget)?.widthInCharacters(of: stepper.model.configuration), "10 h 0 min".count)
            stepper.value = 105
            XCTAssertEqual(text(of: stepper), "1 h 45 min")
            type("2 h 30", into: stepper)
            XCTAssertEqual(stepper.value, 150, "read by the app's own parser")
            type("200", into: stepper)
            XCTAssertEqual(stepper.value, 200, "text the parser leaves is read by the stepper")
            var refusals: [String?] = []
            stepper.onTypedTextRefusal { refusals.append($0) }
            type("two hours", into: stepper)
            XCTAssertEqual(refusals, ["“two hours” is not a whole number"])
            type("3 h 0", into: stepper)
            format.disconnect()
            stepper.value = 60
            XCTAssertEqual(text(of: stepper), "60", "without the handler, the stepper's own text")
        }
    }

    func testAFormatGetsTheExactDecimalAndANilLeavesTheStepperItsOwn() {
        onMain {
            Self.inLocale("de_DE") {
                var configuration = Self.temperature()
                configuration.unit = "°C"
                let stepper = Stepper(model: try! StepperModel(configuration))
                var numbers: [Double] = []
                stepper.onFormatValue { number in
                    numbers.append(number)
                    return number == 93 ? "ninety-three" : nil
                }
                stepper.model.increment()
                XCTAssertEqual(text(of: stepper), "ninety-three")
                stepper.model.increment()
                XCTAssertEqual(text(of: stepper), "93,5\u{00A0}°C", "nil: the stepper's own text")
                XCTAssertTrue(numbers.contains(93.5) && numbers.contains(85) && numbers.contains(96), "\(numbers)")
            }
        }
    }

    /// A `.ui` file gives the decimals in an adjustment, as for a spin button,
    /// and the digits before or after it; digits beyond 9 are GLib's to refuse.
    func testDigitsAndDecimalsFromAUIFileInAnyOrder() throws {
        try onMain {
            let adjustment = """
                <property name="adjustment"><object class="GtkAdjustment">
                  <property name="lower">0</property><property name="upper">1</property>
                  <property name="step-increment">0.05</property><property name="value">0.35</property>
                </object></property>
                """
            for properties in ["<property name=\"digits\">2</property>" + adjustment,
                               adjustment + "<property name=\"digits\">2</property>"] {
                let stepper = try stepperFromUI(properties + "<property name=\"unit\">%</property>")
                let configuration = stepper.model.configuration
                XCTAssertEqual([configuration.decimalValue, configuration.decimalMinimum, configuration.decimalMaximum,
                                configuration.decimalStep], [0.35, 0, 1, 0.05])
                XCTAssertEqual(text(of: stepper), "0.35\u{00A0}%")
            }
            var stepper: Stepper?
            let problems = try problemsLogged {
                stepper = try stepperFromUI("<property name=\"digits\">12</property><property name=\"value\">5</property>")
            }
            XCTAssertEqual(problems.count, 1, "GLib names the property out of its range: \(problems)")
            XCTAssertTrue(problems.first?.message.contains("digits") == true, "\(problems)")
            XCTAssertEqual(stepper?.model.configuration.digits, 0)
            XCTAssertEqual(stepper?.value, 5, "the rest of the file is taken")
        }
    }

    /// A handler connected through GObject, as C, Python and `.ui` files
    /// connect it, tells the stepper nothing: it is noticed as the stepper
    /// comes on screen, with the width its bounds' text needs.
    func testAFormatConnectedThroughGObjectIsShownWithItsWidth() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 90, minimumValue: 0, maximumValue: 600)))
            let connection = Signal.connectFormatting(stepper.widget, "format-value") { "\(Int($0) / 60) h \(Int($0) % 60) min" }
            XCTAssertEqual(text(of: stepper), "90", "not yet on screen")
            let window = showInWindow(Gtk.Widget(stepper.widget))
            defer { window.destroy() }
            waitUntil("the stepper is mapped") { Gtk.Widget(stepper.widget).isMapped }
            XCTAssertEqual(text(of: stepper), "1 h 30 min")
            let state = StepperInstance.of(stepper.widget)
            XCTAssertEqual(state?.parts?.drawnValue.widthInCharacters, "10 h 0 min".count, "as wide as the widest bound's text")
            XCTAssertEqual(state?.accessibleDescription, .range(minimum: "0 h 0 min", maximum: "10 h 0 min"))
            connection.disconnect()
            stepper.value = 91
            XCTAssertEqual(text(of: stepper), "91", "noticed gone at the next change")
            XCTAssertEqual(state?.parts?.drawnValue.widthInCharacters, 3)
        }
    }

    func testABlockedParserLeavesTheTextToTheStepper() {
        onMain {
            let stepper = Stepper(model: try! StepperModel(StepperConfiguration(value: 5, minimumValue: -100, maximumValue: 100)))
            let parser = Signal.connectParsing(stepper.widget, "parse-text") { _ in 42 }
            type("7", into: stepper)
            XCTAssertEqual(stepper.value, 42, "the parser reads every text")
            var refusals: [String?] = []
            stepper.onTypedTextRefusal { refusals.append($0) }
            parser.whileBlocked {
                type("abc", into: stepper)
                XCTAssertEqual(stepper.value, 42, "blocked, the parser is not asked, and its 0 is not taken")
                XCTAssertEqual(refusals.compactMap { $0 }, ["“abc” is not a whole number"])
                type("-3", into: stepper)
                XCTAssertEqual(stepper.value, -3)
            }
        }
    }

    func testAFinerWidgetOnTheAdjustmentKeepsItsDigits() throws {
        try onMain {
            let stepper = Stepper(model: try! StepperModel(Self.temperature()))
            let adjustment = try XCTUnwrap(stepper.adjustment)
            let spin = Gtk.SpinButton(range: 0...100)
            gtk_spin_button_set_digits(spin.widget.opaque, 2)
            gtk_spin_button_set_adjustment(spin.widget.opaque, adjustment)
            gtk_adjustment_set_value(adjustment, 92.54)
            XCTAssertEqual(stepper.decimalValue, 92.5, "the stepper shows it in its digits")
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 92.54, "and leaves the spin button's hundredths alone")
            gtk_adjustment_set_value(adjustment, 93.26)
            XCTAssertEqual(stepper.decimalValue, 93.3)
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 93.26)
            stepper.model.increment()
            XCTAssertEqual(gtk_adjustment_get_value(adjustment), 93.8, "a step from the stepper writes its own value")
            g_object_ref_sink(spin.widget)
            g_object_unref(spin.widget)
        }
    }

    func testAWholeNumberStepperIgnoresTheLocale() {
        onMain {
            Self.inLocale("de_DE") {
                let fixture = KeyboardFixture(StepperConfiguration(value: 5, minimumValue: 0, maximumValue: 10_000))
                fixture.focusStepper()
                XCTAssertEqual(text(of: fixture.stepper), "5")
                XDoTool.press("1", "period", "2", "3", "4", "Return")
                XCTAssertTrue(isTyping(into: fixture.stepper), "a whole-number stepper refuses separators, as it always did")
                XDoTool.press("Escape")
                XCTAssertEqual(fixture.model.value, 5)
            }
        }
    }
}
