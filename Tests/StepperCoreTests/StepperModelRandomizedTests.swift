import SeededRandomness
import Testing
@testable import StepperCore

@Suite struct StepperModelRandomizedTests {
    /// An interesting integer: often an edge of `Int` or near zero.
    static func edgyInt(_ generator: inout SeededGenerator) -> Int {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: return [Int.min, Int.min + 1, Int.max, Int.max - 1, 0, -1, 1].randomElement(using: &generator)!
        case 1: return Int.random(in: -10...10, using: &generator)
        case 2: return Int.random(in: -1_000...1_000, using: &generator)
        default: return Int.random(in: Int.min...Int.max, using: &generator)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE])
    func randomOperationSequencesKeepTheInvariants(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for sequence in 0..<1_000 {
            let model = StepperModel()
            var heard = 0
            var lastNew = model.configuration
            let observation = model.observe { change in
                heard += 1
                #expect(change.old != change.new)
                lastNew = change.new
            }
            var realChanges = 0
            for _ in 0..<40 {
                let before = model.configuration
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: model.increment()
                case 1: model.decrement()
                case 2: model.incrementPage()
                case 3: model.decrementPage()
                case 4: model.moveToMinimum()
                case 5: model.moveToMaximum()
                case 6: model.value = Self.edgyInt(&generator)
                case 7: model.step(by: Self.edgyInt(&generator))
                default:
                    let minimum = Self.edgyInt(&generator)
                    let maximum = Self.edgyInt(&generator)
                    let step = Self.edgyInt(&generator)
                    let wraps = Bool.random(using: &generator)
                    do {
                        try model.update {
                            $0.minimumValue = minimum
                            $0.maximumValue = maximum
                            $0.stepValue = step
                            $0.wraps = wraps
                        }
                        #expect(minimum <= maximum && step > 0)
                    } catch {
                        #expect(model.configuration == before, "a refused update changed the model")
                        #expect(minimum > maximum || step <= 0)
                    }
                }
                let after = model.configuration
                if after != before { realChanges += 1 }
                #expect(after.minimumValue <= after.value && after.value <= after.maximumValue,
                        "seed \(seed) sequence \(sequence): \(after)")
                #expect(after.stepValue > 0)
            }
            #expect(heard == realChanges, "seed \(seed) sequence \(sequence)")
            #expect(lastNew == model.configuration)
            observation.cancel()
        }
    }

    @Test func stepsMatchWideArithmetic() {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<5_000 {
            let a = Self.edgyInt(&generator), b = Self.edgyInt(&generator)
            let step = Bool.random(using: &generator)
                ? Int.random(in: 1...1_000, using: &generator)
                : Int.random(in: 1...Int.max, using: &generator)
            let bounds = StepperConfiguration(minimumValue: min(a, b), maximumValue: max(a, b))
            guard let model = try? StepperModel(StepperConfiguration(
                value: bounds.clamped(Self.edgyInt(&generator)),
                minimumValue: bounds.minimumValue, maximumValue: bounds.maximumValue, stepValue: step))
            else {
                Issue.record("a valid configuration was refused")
                continue
            }
            let steps = Int.random(in: -25...25, using: &generator)
            let start = model.value
            model.step(by: steps)
            // The same move computed with 128-bit-wide arithmetic, then clamped.
            let wide = Int128(start) + Int128(steps) * Int128(model.configuration.stepValue)
            let bounded = min(max(wide, Int128(model.configuration.minimumValue)), Int128(model.configuration.maximumValue))
            #expect(Int128(model.value) == bounded)
        }
    }
}
