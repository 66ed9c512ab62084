import Foundation
import SeededRandomness
import Testing
@testable import StepperCore

/// Steppers with digits: exact decimal steps, whole numbers unchanged, nothing that traps.
@Suite struct DecimalStepperTests {
    private func tenths(_ value: Double = 0, _ minimum: Double = -100, _ maximum: Double = 100, step: Double = 0.1) -> StepperConfiguration {
        StepperConfiguration(digits: 1, value: value, minimumValue: minimum, maximumValue: maximum, stepValue: step)
    }

    /// What a stepper notifies on a change (``StepperChange/changedProperties(among:)``)
    /// is what the properties' values say changed, with digits and without.
    @Test func aChangeNamesThePropertiesWhoseValuesChanged() {
        var variants: [StepperConfiguration] = [.inspectable, tenths(), tenths(0.5), tenths(0, -100, 100, step: 0.2)]
        for digits in [1, 2, 9] {
            var configuration = StepperConfiguration.inspectable
            configuration.digits = digits
            variants.append(configuration)
            configuration.unit = "°C"
            variants.append(configuration)
        }
        var other = StepperConfiguration.inspectable
        other.value = 5
        other.wraps = true
        other.leftTitle = "-"
        other.orientation = .vertical
        other.backgroundColor = RGBAColor(red: 255, green: 0, blue: 0)
        variants.append(other)
        for old in variants {
            for new in variants {
                let expected = StepperProperty.all.filter { $0.value(in: old) != $0.value(in: new) }
                #expect(StepperChange(old: old, new: new).changedProperties(among: StepperProperty.all) == expected)
                for property in StepperProperty.all {
                    #expect(property.holdsSameValue(in: old, as: new) == (property.value(in: old) == property.value(in: new)),
                            "\(property) from \(old) to \(new)")
                }
            }
        }
    }

    @Test func threeStepsOfATenthFromZeroAreExactlyThreeTenths() throws {
        let model = try StepperModel(tenths())
        for _ in 0..<3 { model.increment() }
        #expect(model.decimalValue == 0.3)
        #expect(model.configuration.valueText == "0.3")
        #expect(model.configuration.adjustmentValues(keeping: .init(
            value: 0, lower: 0, upper: 0, stepIncrement: 1, pageIncrement: 1, pageSize: 0)).value == 0.3)
    }

    @Test func tenStepsOfATenthReachAMaximumOfOneExactly() throws {
        let model = try StepperModel(tenths(0, 0, 1))
        for _ in 0..<10 { model.increment() }
        #expect(model.decimalValue == 1.0)
        #expect(!model.canIncrement, "at the maximum, exactly")
        model.increment()
        #expect(model.decimalValue == 1.0)
    }

    @Test func wrappingAtDecimalBoundsGoesToTheOtherBound() throws {
        var configuration = StepperConfiguration(digits: 2, value: 0.75, minimumValue: 0.25, maximumValue: 0.75, stepValue: 0.25)
        configuration.wraps = true
        let model = try StepperModel(configuration)
        model.increment()
        #expect(model.decimalValue == 0.25)
        model.decrement()
        #expect(model.decimalValue == 0.75)
        model.decrement()
        #expect(model.decimalValue == 0.5)
    }

    @Test func aStepThatWouldPassABoundStopsAtIt() throws {
        let model = try StepperModel(StepperConfiguration(digits: 1, value: 95.5, minimumValue: 85, maximumValue: 96, stepValue: 2))
        model.increment()
        #expect(model.decimalValue == 96)
        model.page(by: -100)
        #expect(model.decimalValue == 85)
    }

    @Test func theBrewTemperature() throws {
        let model = try StepperModel(StepperConfiguration(digits: 1, value: 92.5, minimumValue: 85, maximumValue: 96, stepValue: 0.5))
        model.increment()
        #expect(model.configuration.valueText == "93.0")
        #expect(model.value == 93)
        model.decrement(); model.decrement()
        #expect(model.decimalValue == 92.0)
        #expect(model.configuration.bounds == 85...96)
    }

    @Test func wholeNumberAccessorsRoundHalvesAwayFromZero() {
        var configuration = tenths(2.5, -100, 100)
        #expect(configuration.value == 3)
        configuration.decimalValue = -2.5
        #expect(configuration.value == -3)
        configuration.decimalValue = 2.4
        #expect(configuration.value == 2)
        configuration.value = 7
        #expect(configuration.decimalValue == 7.0)
    }

    @Test func settingADoubleReadsItsShortestDecimal() {
        var configuration = StepperConfiguration(digits: 2, value: 0, minimumValue: -10, maximumValue: 10)
        configuration.decimalValue = 1.005
        #expect(configuration.valueText == "1.01", "1.005 is the decimal the double names, though it lies just below it")
        configuration.decimalValue = -1.005
        #expect(configuration.valueText == "-1.01")
        configuration.decimalValue = 0.1 + 0.2
        #expect(configuration.valueText == "0.30")
        configuration.decimalValue = 1e-5
        #expect(configuration.valueText == "0.00")
        configuration.decimalValue = -0.0
        #expect(configuration.valueText == "0.00")
    }

    @Test func nanChangesNothingAndInfinitiesAreTheFarthestValues() throws {
        var configuration = tenths(5)
        configuration.decimalValue = .nan
        configuration.decimalStep = .nan
        #expect(configuration.decimalValue == 5 && configuration.decimalStep == 0.1)
        let model = try StepperModel(tenths(5))
        model.decimalValue = .infinity
        #expect(model.decimalValue == 100)
        model.decimalValue = -.infinity
        #expect(model.decimalValue == -100)
        model.decimalValue = .nan
        #expect(model.decimalValue == -100)
        model.decimalValue = .greatestFiniteMagnitude
        #expect(model.decimalValue == 100)
        model.decimalValue = .leastNonzeroMagnitude
        #expect(model.decimalValue == 0)
    }

    @Test func moreDigitsKeepEveryNumberAndFewerRoundThem() {
        var configuration = StepperConfiguration(value: 7, minimumValue: -3, maximumValue: 12, stepValue: 2, pageIncrement: 5)
        configuration.digits = 3
        #expect(configuration.decimalValue == 7 && configuration.decimalMinimum == -3 && configuration.decimalMaximum == 12)
        #expect(configuration.decimalStep == 2 && configuration.decimalPageIncrement == 5)
        configuration.decimalValue = 7.255
        configuration.decimalStep = 0.004
        configuration.digits = 2
        #expect(configuration.valueText == "7.26")
        #expect(configuration.decimalStep == 0.01, "a step rounds to at least one unit of the last digit")
        configuration.digits = 0
        #expect(configuration.value == 7 && configuration.stepValue == 1)
        #expect(configuration.digits == 0)
    }

    @Test(arguments: [-1, Int.min, 10, Int.max])
    func digitsOutsideTheirRangeAreClampedIntoIt(digits: Int) {
        var configuration = StepperConfiguration()
        configuration.digits = digits
        #expect(configuration.digits == (digits < 0 ? 0 : StepperConfiguration.maximumDigits))
    }

    @Test func digitsBeyondWhatTheBoundsAllowSaturate() throws {
        var configuration = StepperConfiguration(value: Int.max, minimumValue: Int.min, maximumValue: Int.max)
        configuration.digits = StepperConfiguration.maximumDigits
        #expect(configuration.valueUnits == Int.max && configuration.minimumUnits == Int.min)
        try configuration.validate()
        #expect(configuration.value == 9_223_372_037, "9223372036.854775807, rounded")
        let model = try StepperModel(configuration)
        model.step(by: Int.max)
        #expect(model.configuration.valueUnits == Int.max)
        model.step(by: Int.min)
        #expect(model.configuration.valueUnits == Int.min)
        model.value = Int.max
        #expect(model.configuration.valueUnits == Int.max, "a whole number beyond the units saturates, then clamps")
    }

    @Test func moreDigitsThatSaturateTheValueChangeIt() throws {
        let model = try StepperModel(StepperConfiguration(value: Int.min + 5, minimumValue: Int.min, maximumValue: 0))
        var heard: [StepperChange] = []
        let observation = model.observe { heard.append($0) }
        try model.update { $0.digits = 2 }
        #expect(heard.count == 1 && heard[0].valueChanged, "the value became Int.min hundredths, a hundred times nearer 0")
        heard.removeAll()
        try model.update { $0.digits = 0 }
        #expect(heard.count == 1 && heard[0].valueChanged == true)
        _ = observation
        // More digits that hold the value exactly change nothing.
        let small = try StepperModel(StepperConfiguration(value: 7, minimumValue: 0, maximumValue: 10))
        let observed = small.observe { heard.append($0) }
        heard.removeAll()
        try small.update { $0.digits = 3 }
        #expect(heard.count == 1 && !heard[0].valueChanged)
        _ = observed
    }

    @Test func wholeNumberSteppersAreUnchanged() throws {
        let model = try StepperModel(StepperConfiguration(value: Int.max - 1, minimumValue: Int.min, maximumValue: Int.max))
        model.increment()
        #expect(model.value == Int.max && model.decimalValue == Double(Int.max))
        #expect(model.configuration.valueText == String(Int.max))
        #expect(model.configuration.digits == 0)
    }

    @Test func refusalsOfDecimalSettingsSpeakInDecimals() {
        var configuration = tenths(0, 1.5, 1.2)
        #expect(throws: StepperConfigurationError.decimalMinimumAboveMaximum(minimum: 1.5, maximum: 1.2)) { try configuration.validate() }
        configuration = tenths(0, -1, 1, step: 0.04)
        #expect(throws: StepperConfigurationError.self) { try configuration.validate() }
        configuration = tenths(0, -1, 1, step: -0.5)
        #expect(throws: StepperConfigurationError.decimalNotPositive(StepperProperty(\.stepValue)!, -0.5)) {
            try configuration.validate()
        }
        configuration = tenths(1.5, -1, 1)
        #expect(throws: StepperConfigurationError.decimalValueOutOfBounds(value: 1.5, minimum: -1, maximum: 1)) {
            try configuration.validate()
        }
        #expect(StepperConfigurationError.decimalValueOutOfBounds(value: 1.5, minimum: -1, maximum: 1).property == .value)
    }

    @Test func aModelRefusesDecimalBoundsThatCross() throws {
        let model = try StepperModel(tenths(0.5, 0, 1))
        #expect(throws: StepperConfigurationError.self) { try model.setBounds(minimum: 2.5, maximum: 2.4) }
        try model.setBounds(minimum: 0.7, maximum: 0.9)
        #expect(model.decimalValue == 0.7)
    }

    @Test func codableKeepsTheDecimals() throws {
        let configuration = StepperConfiguration(digits: 1, value: 92.5, minimumValue: 85, maximumValue: 96, stepValue: 0.5)
        let decoded = try roundTrip(configuration)
        #expect(decoded == configuration)
        #expect(try roundTrip(.quantity) == .quantity)
    }

    /// Encodes as JSON and decodes again.
    private func roundTrip(_ configuration: StepperConfiguration) throws -> StepperConfiguration {
        try JSONDecoder().decode(StepperConfiguration.self, from: JSONEncoder().encode(configuration))
    }

    @Test func aDecimalFileIsReadInItsDigits() throws {
        let decoded = try JSONDecoder().decode(
            StepperConfiguration.self, from: Data(#"{"digits": 2, "value": 0.125, "stepValue": 0.05, "minimumValue": 0}"#.utf8))
        #expect(decoded.digits == 2 && decoded.valueText == "0.13" && decoded.decimalStep == 0.05 && decoded.decimalMinimum == 0)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StepperConfiguration.self, from: Data(#"{"wraps": 0.5, "digits": 1}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StepperConfiguration.self, from: Data(#"{"digits": 1, "value": 1e400}"#.utf8))
        }
    }

    @Test func anAdjustmentsDecimalsAreRoundedToTheDigits() throws {
        let adopted = try tenths().adopting(StepperAdjustmentValues(
            value: 92.54, lower: 84.96, upper: 96.04, stepIncrement: 0.5, pageIncrement: 2.5, pageSize: 0))
        #expect(adopted.decimalValue == 92.5 && adopted.decimalMinimum == 85 && adopted.decimalMaximum == 96)
        #expect(adopted.decimalStep == 0.5 && adopted.decimalPageIncrement == 2.5)
        #expect(throws: StepperAdjustmentError.stepBelowLastDigit(0.04, digits: 1)) {
            try tenths().adopting(StepperAdjustmentValues(
                value: 0, lower: 0, upper: 1, stepIncrement: 0.04, pageIncrement: 1, pageSize: 0))
        }
        #expect(throws: StepperAdjustmentError.beyondDecimals(property: "upper", 1e18, digits: 1)) {
            try tenths().adopting(StepperAdjustmentValues(
                value: 0, lower: 0, upper: 1e18, stepIncrement: 1, pageIncrement: 1, pageSize: 0))
        }
    }

    @Test(arguments: [UInt64(5), 6, 0xDEC1])
    func randomStepsMatchExactArithmeticInUnits(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<500 {
            let digits = Int.random(in: 1...StepperConfiguration.maximumDigits, using: &generator)
            var configuration = StepperConfiguration()
            configuration.digits = digits
            let scale = DecimalUnits.powerOfTen(digits)
            let minimum = Int.random(in: -1_000...0, using: &generator) * scale / 10
            let maximum = Int.random(in: 0...1_000, using: &generator) * scale / 10
            let step = Int.random(in: 1...(scale * 3), using: &generator)
            configuration.setNumbers(minimum: minimum, maximum: maximum, step: step)
            configuration.setValueUnits(0)
            let model = try StepperModel(configuration)
            var expected = 0
            for _ in 0..<30 {
                let count = Int.random(in: -5...5, using: &generator)
                model.step(by: count)
                expected = Swift.min(Swift.max(expected + count * step, minimum), maximum)
                #expect(model.configuration.valueUnits == expected)
                #expect(model.decimalValue == DecimalUnits.double(expected, digits: digits))
            }
        }
    }
}

@Suite struct DecimalUnitsTests {
    @Test func textWritesEveryDigit() {
        #expect(DecimalUnits.text(925, digits: 1) == "92.5")
        #expect(DecimalUnits.text(-5, digits: 1) == "-0.5")
        #expect(DecimalUnits.text(5, digits: 3, separator: ",") == "0,005")
        #expect(DecimalUnits.text(0, digits: 2) == "0.00")
        #expect(DecimalUnits.text(Int.min, digits: 9) == "-9223372036.854775808")
        #expect(DecimalUnits.text(Int.max, digits: 0) == "9223372036854775807")
        #expect(DecimalUnits.text(Int.max, digits: 19) == "0.9223372036854775807")
        #expect(DecimalUnits.text(-5, digits: 21) == "-0.000000000000000000005")
        #expect(DecimalUnits.text(-925, digits: 1, separator: "\u{066B}") == "-92\u{066B}5", "a separator of two bytes")
    }

    /// The text is the digits of the magnitude with the separator `digits`
    /// from the end, padded with zeros to one before it, for any number.
    @Test(arguments: 1...12)
    func textPlacesTheSeparatorForAnyNumber(digits: Int) {
        var generator = SystemRandomNumberGenerator()
        let edges = [Int.min, Int.min + 1, -1, 0, 1, 9, 10, Int.max - 1, Int.max]
        for units in edges + (0..<500).map({ _ in Int.random(in: .min ... .max, using: &generator) >> Int.random(in: 0...62) }) {
            var magnitude = String(units.magnitude)
            magnitude = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
            let expected = (units < 0 ? "-" : "") + magnitude.dropLast(digits) + "," + magnitude.suffix(digits)
            #expect(DecimalUnits.text(units, digits: digits, separator: ",") == expected)
        }
    }

    @Test func readingDigitsRoundsAndSaturates() {
        #expect(DecimalUnits.units(isNegative: false, integerDigits: "92", fractionDigits: "54", digits: 1) == (925, false))
        #expect(DecimalUnits.units(isNegative: true, integerDigits: "0", fractionDigits: "05", digits: 1) == (-1, false))
        #expect(DecimalUnits.units(isNegative: false, integerDigits: "007", fractionDigits: "", digits: 2) == (700, false))
        #expect(DecimalUnits.units(isNegative: false, integerDigits: String(repeating: "9", count: 40), fractionDigits: "", digits: 0)
                == (Int.max, true))
        #expect(DecimalUnits.units(isNegative: true, integerDigits: "9223372036854775808", fractionDigits: "", digits: 0)
                == (Int.min, false))
        #expect(DecimalUnits.units(isNegative: false, integerDigits: "9223372036", fractionDigits: "8547758075", digits: 9)
                == (Int.max, true), "rounding up past Int.max saturates")
    }

    @Test func doublesAreReadAsTheirShortestDecimal() {
        #expect(DecimalUnits.units(of: 1.005, digits: 2) == 101)
        #expect(DecimalUnits.units(of: 1.2345e+20, digits: 0) == Int.max)
        #expect(DecimalUnits.units(of: -1.2345e+20, digits: 3) == Int.min)
        #expect(DecimalUnits.units(of: 1.5e-3, digits: 3) == 2)
        #expect(DecimalUnits.units(of: .leastNonzeroMagnitude, digits: 9) == 0)
        #expect(DecimalUnits.units(of: .nan, digits: 1) == nil)
        #expect(DecimalUnits.units(of: 0x1p63, digits: 0) == Int.max)
        #expect(DecimalUnits.units(of: -0x1p63, digits: 0) == Int.min)
        #expect(DecimalUnits.units(of: 2.5, digits: 0) == 3)
        #expect(DecimalUnits.units(of: -2.5, digits: 0) == -3)
    }

    @Test func unitsBackToDoublesAreTheNearestDoubles() {
        for units in -1_000...1_000 {
            let text = DecimalUnits.text(units, digits: 3)
            #expect(DecimalUnits.double(units, digits: 3) == Double(text), "\(text)")
        }
    }

    @Test(arguments: [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max])
    func rescalingNeverTraps(units: Int) {
        for from in 0...StepperConfiguration.maximumDigits {
            for to in 0...StepperConfiguration.maximumDigits {
                let rescaled = DecimalUnits.rescale(units, from: from, to: to)
                if to >= from, units.magnitude <= UInt(Int.max / DecimalUnits.powerOfTen(to - from)) {
                    #expect(DecimalUnits.rescale(rescaled, from: to, to: from) == units)
                }
            }
        }
    }
}
