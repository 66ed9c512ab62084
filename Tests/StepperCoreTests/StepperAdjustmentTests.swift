import SeededRandomness
import Testing
@testable import StepperCore

/// What a stepper takes from a GtkAdjustment and gives back: doubles meet whole numbers here.
@Suite struct StepperAdjustmentTests {
    private func adjustment(
        _ value: Double, _ lower: Double, _ upper: Double, step: Double = 1, page: Double = 10, pageSize: Double = 0
    ) -> StepperAdjustmentValues {
        StepperAdjustmentValues(
            value: value, lower: lower, upper: upper, stepIncrement: step, pageIncrement: page, pageSize: pageSize)
    }

    @Test func anAdjustmentGivesTheValueBoundsStepAndPage() throws {
        let adopted = try StepperConfiguration.quantity.adopting(adjustment(3, 0, 50, step: 2, page: 5))
        #expect(adopted.value == 3)
        #expect(adopted.bounds == 0...50)
        #expect(adopted.stepValue == 2)
        #expect(adopted.pageIncrement == 5)
        #expect(adopted.leftTitle == "−", "the rest of the configuration stays")
        try adopted.validate()
    }

    @Test(arguments: [(3.4, 3), (3.5, 4), (3.6, 4), (-2.5, -3), (-0.4, 0)])
    func theValueIsRoundedToTheNearestWholeNumber(value: Double, shown: Int) throws {
        #expect(try StepperConfiguration().adopting(adjustment(value, -10, 10)).value == shown)
    }

    @Test func boundsAreRoundedInwardsAndThePageSizeComesOffTheTop() throws {
        let adopted = try StepperConfiguration().adopting(adjustment(0.4, 0.4, 20.9, pageSize: 5))
        #expect(adopted.bounds == 1...15)
        #expect(adopted.value == 1, "0.4 rounds to 0, below the lowest whole number, 1")
    }

    @Test func aPageBelowOneLeavesTheSteppersOwn() throws {
        let own = StepperConfiguration(pageIncrement: 7)
        #expect(try own.adopting(adjustment(0, 0, 10, page: 0)).pageIncrement == 7)
        #expect(try own.adopting(adjustment(0, 0, 10, page: 0.4)).pageIncrement == 7)
        #expect(try own.adopting(adjustment(0, 0, 10, page: -3)).pageIncrement == 7)
        #expect(try own.adopting(adjustment(0, 0, 10, page: 0.5)).pageIncrement == 1)
    }

    @Test func theWholeRangeOfGint64IsHeld() throws {
        // Double(Int.max) is 2⁶³, one beyond Int.max: it is taken as Int.max.
        let adopted = try StepperConfiguration().adopting(
            adjustment(Double(Int.max), Double(Int.min), Double(Int.max), step: 0x1p63, page: 0x1p70))
        #expect(adopted.bounds == Int.min...Int.max)
        #expect(adopted.value == Int.max)
        #expect(adopted.stepValue == Int.max)
        #expect(adopted.pageIncrement == Int.max)
        let lowest = try StepperConfiguration().adopting(adjustment(-0x1p63, -0x1p63, -0x1p63))
        #expect(lowest.bounds == Int.min...Int.min)
    }

    @Test func whatNoStepperCanHoldIsRefusedNamingTheAdjustmentsProperty() {
        let cases: [(StepperAdjustmentValues, StepperAdjustmentError)] = [
            (adjustment(0, 20, 10), .lowerAboveUpper(lower: 20, upper: 10)),
            (adjustment(0, 0.2, 0.8), .lowerAboveUpper(lower: 0.2, upper: 0.8)),
            (adjustment(0, 0, 10, pageSize: 11), .lowerAboveUpper(lower: 0, upper: -1)),
            (adjustment(0, 0, 10, step: 0), .stepBelowOne(0)),
            (adjustment(0, 0, 10, step: 0.4), .stepBelowOne(0.4)),
            (adjustment(0, 0, 10, step: -1), .stepBelowOne(-1)),
            (adjustment(0, -1e19, 10), .beyondWholeNumbers(property: "lower", -1e19)),
            (adjustment(0, 0, 1e19), .beyondWholeNumbers(property: "upper", 1e19)),
            (adjustment(0, 0, 0x1p63 + 2048), .beyondWholeNumbers(property: "upper", 0x1p63 + 2048)),
            (adjustment(.nan, 0, 10), .notANumber(property: "value", .nan)),
            (adjustment(0, -.infinity, 10), .notANumber(property: "lower", -.infinity)),
            (adjustment(0, 0, 10, page: .infinity), .notANumber(property: "page-increment", .infinity)),
        ]
        for (values, expected) in cases {
            #expect(throws: StepperAdjustmentError.self) { try StepperConfiguration().adopting(values) }
            do {
                _ = try StepperConfiguration().adopting(values)
            } catch {
                // NaN is never equal to itself: compare the messages.
                #expect(error.description == expected.description)
            }
        }
        #expect(StepperAdjustmentError.stepBelowOne(0).description.contains("step-increment"))
        #expect(StepperAdjustmentError.lowerAboveUpper(lower: 20, upper: 10).description.contains("lower bound 20"))
    }

    @Test func whatAStepperGivesBackItTakesAgainUnchanged() throws {
        let configurations = [
            StepperConfiguration(), StepperConfiguration.quantity,
            StepperConfiguration(value: 7, minimumValue: 5, maximumValue: 9, stepValue: 2, pageIncrement: 3),
            StepperConfiguration(value: Int.max, minimumValue: Int.min, maximumValue: Int.max, stepValue: Int.max),
            // Near ±2⁶³ a double holds every 2048th whole number.
            StepperConfiguration(value: Int.min, minimumValue: Int.min, maximumValue: Int.min + 4096),
            StepperConfiguration(value: 1 << 53, minimumValue: 0, maximumValue: 1 << 53),
        ]
        let current = adjustment(0, 0, 0, step: 0, page: 0, pageSize: 0)
        for configuration in configurations {
            let given = configuration.adjustmentValues(keeping: adjustment(0, 0, 0, page: 1))
            #expect(try configuration.adopting(given) == configuration, "\(configuration)")
            // An adjustment without a page of its own keeps none.
            #expect(configuration.adjustmentValues(keeping: current).pageIncrement == 0)
        }
    }

    @Test func thePageSizeIsKeptOnTopOfTheHighestValue() throws {
        let given = StepperConfiguration.quantity.adjustmentValues(keeping: adjustment(0, 0, 0, pageSize: 10))
        #expect(given.upper == 109)
        #expect(given.pageSize == 10)
        #expect(try StepperConfiguration.quantity.adopting(given) == .quantity)
    }

    @Test func everyWholeNumberUpToTwoToTheFiftyThirdCrossesExactly() throws {
        var generator = SeededGenerator(seed: 53)
        for _ in 0..<2_000 {
            let bound = Int.random(in: 1...(1 << 53), using: &generator)
            let value = Int.random(in: -bound...bound, using: &generator)
            let configuration = StepperConfiguration(value: value, minimumValue: -bound, maximumValue: bound)
            let given = configuration.adjustmentValues(keeping: adjustment(0, 0, 0, page: 1))
            #expect(try configuration.adopting(given) == configuration)
        }
    }
}
