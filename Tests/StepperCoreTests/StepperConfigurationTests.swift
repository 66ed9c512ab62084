import Testing
import Foundation
@testable import StepperCore

@Suite struct StepperConfigurationTests {
    @Test func defaultsAreCSStepperInspectables() {
        let defaults = StepperConfiguration()
        #expect(defaults.value == 0)
        #expect(defaults.minimumValue == -100)
        #expect(defaults.maximumValue == 100)
        #expect(defaults.stepValue == 1)
        #expect(defaults.pageIncrement == 10, "GtkAdjustment's usual page, and ten steps as before")
        #expect(defaults.wraps == false)
        #expect(defaults.autorepeat == true)
        #expect(defaults.leftTitle == "⬇")
        #expect(defaults.rightTitle == "⬆")
        #expect(defaults.backgroundColor == RGBAColor(red: 0, green: 255, blue: 255))
        #expect(StepperConfiguration.inspectable == defaults)
    }

    @Test func quantityPresetIsTheCoffeeShopStepper() throws {
        let quantity = StepperConfiguration.quantity
        #expect(quantity.value == 1)
        #expect(quantity.minimumValue == 0)
        #expect(quantity.maximumValue == 99)
        #expect(quantity.leftTitle == "−")
        #expect(quantity.rightTitle == "+")
        try quantity.validate()
    }

    @Test func minimumAboveMaximumIsRefusedNamingTheMinimum() {
        let configuration = StepperConfiguration(minimumValue: 5, maximumValue: 4)
        #expect(throws: StepperConfigurationError.minimumAboveMaximum(minimum: 5, maximum: 4)) {
            try configuration.validate()
        }
        let error = StepperConfigurationError.minimumAboveMaximum(minimum: 5, maximum: 4)
        #expect(error.property == .of(\.minimumValue))
        #expect(error.description.contains("minimumValue 5"))
        #expect(error.description.contains("maximumValue 4"))
    }

    @Test(arguments: [0, -1, Int.min])
    func stepThatIsNotPositiveIsRefused(step: Int) {
        let configuration = StepperConfiguration(stepValue: step)
        #expect(throws: StepperConfigurationError.notPositive(.of(\.stepValue), step)) { try configuration.validate() }
        #expect(StepperConfigurationError.notPositive(.of(\.stepValue), step).property == .of(\.stepValue))
        #expect(StepperConfigurationError.notPositive(.of(\.stepValue), step).description.contains("stepValue \(step)"))
    }

    @Test(arguments: [0, -1, Int.min])
    func pageThatIsNotPositiveIsRefused(page: Int) {
        let configuration = StepperConfiguration(pageIncrement: page)
        #expect(throws: StepperConfigurationError.notPositive(.of(\.pageIncrement), page)) { try configuration.validate() }
        #expect(StepperConfigurationError.notPositive(.of(\.pageIncrement), page).property == .of(\.pageIncrement))
        #expect(StepperConfigurationError.notPositive(.of(\.pageIncrement), page).description.contains("pageIncrement \(page)"))
        #expect(throws: StepperConfigurationError.notPositive(.of(\.stepValue), 0), "the step is checked before the page") {
            try StepperConfiguration(stepValue: 0, pageIncrement: page).validate()
        }
    }

    @Test(arguments: [1, 7, Int.max])
    func anyPositivePageIsValid(page: Int) throws {
        try StepperConfiguration(pageIncrement: page).validate()
    }

    @Test func propertyIDsAreTheRowsInOrderFromOne() {
        #expect(StepperProperty.all.map(\.id) == Array(1...StepperProperty.all.count))
        #expect(StepperProperty.all.map { StepperProperty(id: $0.id) } == StepperProperty.all)
        #expect(StepperProperty(id: 0) == nil && StepperProperty(id: StepperProperty.all.count + 1) == nil)
        #expect(StepperProperty.value.name == "value" && StepperProperty.value.id == 1)
        #expect(StepperProperty.digits.name == "digits")
        #expect(Set(StepperProperty.all.map(\.name)).count == StepperProperty.all.count)
    }

    @Test func eachStoredPropertyOfAConfigurationHasOneRow() {
        // Mirror lists the stored properties; the numbers are stored as units of the last digit.
        let storage = [
            "valueUnits": "value", "minimumUnits": "minimumValue", "maximumUnits": "maximumValue", "stepUnits": "stepValue",
            "pageUnits": "pageIncrement", "storedDigits": "digits",
        ]
        let stored = Mirror(reflecting: StepperConfiguration.inspectable).children.compactMap(\.label).map { storage[$0] ?? $0 }
        #expect(StepperProperty.all.map(\.name).sorted() == stored.sorted())
        #expect(stored.count == StepperProperty.all.count)
        #expect(StepperProperty(\.bounds) == nil, "a computed property has no row")
    }

    @Test func objectNamesAreTheSwiftNamesInKebabCase() {
        #expect(StepperProperty.all.map(\.objectName) == [
            "value", "minimum-value", "maximum-value", "step-value", "page-increment", "digits", "unit", "wraps", "autorepeat",
            "editable", "left-title", "right-title", "background-color", "orientation",
        ])
        #expect(StepperProperty.all.allSatisfy { StepperProperty(objectName: $0.objectName) == $0 })
        #expect(StepperProperty(objectName: "isEditable") == nil && StepperProperty(objectName: "") == nil)
    }

    @Test(arguments: [101, -101, Int.max, Int.min])
    func valueOutsideTheBoundsIsRefused(value: Int) {
        let configuration = StepperConfiguration(value: value)
        let expected = StepperConfigurationError.valueOutOfBounds(value: value, minimum: -100, maximum: 100)
        #expect(throws: expected) { try configuration.validate() }
        #expect(expected.property == .value)
        #expect(expected.description.contains("\(value)"))
    }

    @Test func titlesUpToTheLimitAreAcceptedAndLongerOnesRefused() throws {
        let limit = StepperConfiguration.maximumTitleLength
        try StepperConfiguration(leftTitle: String(repeating: "é", count: limit)).validate()
        try StepperConfiguration(rightTitle: "").validate()
        #expect(throws: StepperConfigurationError.titleTooLong(.of(\.leftTitle), length: limit + 1)) {
            try StepperConfiguration(leftTitle: String(repeating: "x", count: limit + 1)).validate()
        }
        #expect(throws: StepperConfigurationError.titleTooLong(.of(\.rightTitle), length: 40)) {
            try StepperConfiguration(rightTitle: String(repeating: "👍🏽", count: 40)).validate()
        }
        let message = StepperConfigurationError.titleTooLong(.of(\.rightTitle), length: 40).description
        #expect(message.contains("rightTitle"))
        #expect(message.contains("40"))
    }

    @Test func extremeBoundsAreValid() throws {
        try StepperConfiguration(value: Int.min, minimumValue: Int.min, maximumValue: Int.max, stepValue: Int.max).validate()
        try StepperConfiguration(value: Int.max, minimumValue: Int.max, maximumValue: Int.max).validate()
    }

    @Test func clampedMovesIntoTheBounds() {
        let configuration = StepperConfiguration(minimumValue: -3, maximumValue: 7)
        #expect(configuration.clamped(Int.min) == -3)
        #expect(configuration.clamped(Int.max) == 7)
        #expect(configuration.clamped(2) == 2)
    }

    @Test func codableRoundTripKeepsEveryProperty() throws {
        let original = StepperConfiguration(
            value: Int.max, minimumValue: Int.min, maximumValue: Int.max, stepValue: 3, pageIncrement: Int.max, wraps: true,
            autorepeat: false, leftTitle: "less", rightTitle: "", backgroundColor: RGBAColor(red: 1, green: 2, blue: 3, alpha: 4))
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(StepperConfiguration.self, from: data) == original)
    }

    @Test func decodingFillsMissingKeysWithDefaults() throws {
        let decoded = try JSONDecoder().decode(StepperConfiguration.self, from: Data(#"{"value": 5}"#.utf8))
        var expected = StepperConfiguration.inspectable
        expected.value = 5
        #expect(decoded == expected)
    }

    @Test func decodingAnInvalidConfigurationSaysWhy() {
        let json = Data(#"{"minimumValue": 10, "maximumValue": 1}"#.utf8)
        do {
            _ = try JSONDecoder().decode(StepperConfiguration.self, from: json)
            Issue.record("an invalid configuration decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("minimumValue 10"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func decodingAPageBelowOneSaysWhy() {
        do {
            _ = try JSONDecoder().decode(StepperConfiguration.self, from: Data(#"{"pageIncrement": 0}"#.utf8))
            Issue.record("a page of 0 decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("pageIncrement 0"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func decodingABadColourSaysWhy() {
        let json = Data(##"{"backgroundColor": "#12"}"##.utf8)
        #expect {
            _ = try JSONDecoder().decode(StepperConfiguration.self, from: json)
        } throws: { error in
            String(describing: error).contains("hexadecimal digits")
        }
    }
}
