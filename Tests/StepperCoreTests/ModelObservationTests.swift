import Observation
import Testing

@testable import StepperCore

/// A box for what an Observation `onChange` closure, which must be
/// `Sendable`, records: the tests run on the main actor alone.
private final class Heard: @unchecked Sendable {
    var count = 0
}

/// The three ways to hear a model, and their one lifetime rule.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct ModelObservationTests {
    @Test func observationTrackingHearsTheNextChangeOfWhatWasRead() {
        let model = StepperModel()
        let heard = Heard()
        let read = withObservationTracking {
            model.value
        } onChange: {
            heard.count += 1
        }
        #expect(read == 0)
        model.value = 0
        #expect(heard.count == 0, "a change that changes nothing is not one")
        model.increment()
        model.increment()
        #expect(heard.count == 1, "Observation tells once; code tracks again to hear more")

        let digits = Heard()
        _ = withObservationTracking { model.configuration.unit } onChange: { digits.count += 1 }
        try? model.update { $0.unit = "°C" }
        #expect(digits.count == 1, "the configuration is observed as one property")
    }

    @Test func observationTrackingHearsDecimalsAndRefusedUpdatesNot() throws {
        let model = try StepperModel(StepperConfiguration(digits: 1, value: 92.5, minimumValue: 85, maximumValue: 96, stepValue: 0.5))
        let heard = Heard()
        _ = withObservationTracking { model.decimalValue } onChange: { heard.count += 1 }
        #expect(throws: StepperConfigurationError.self) { try model.update { $0.stepValue = 0 } }
        #expect(heard.count == 0, "a refused update changes nothing and tells nothing")
        model.increment()
        #expect(heard.count == 1)
        #expect(model.decimalValue == 93)
    }

    @Test func changesReachAForAwaitLoopInOrderAndNoneIsDropped() async {
        let model = try! StepperModel(.quantity)
        let changes = model.changes
        model.increment()
        model.increment()
        model.value = 50
        var values: [Int] = []
        for await change in changes {
            values.append(change.new.value)
            if values.count == 2 { model.value = 99 }  // made while the loop runs: it waits in the sequence
            if values.count == 4 { break }
        }
        #expect(values == [2, 3, 50, 99])
        #expect(model.observerCount == 1, "the sequence is still there to read")
        model.value = 2
        var rest = changes.makeAsyncIterator()
        #expect(await rest.next()?.new.value == 2, "it went on hearing")
    }

    @Test func aCancelledLoopEndsItsObservationAtTheNextChange() async {
        let model = StepperModel()
        let changes = model.changes
        let heard = Heard()
        let task = Task { @MainActor in
            for await change in changes { heard.count = change.new.value }
        }
        model.value = 5
        task.cancel()
        await task.value
        _ = consume changes
        model.increment()
        #expect(model.observerCount == 0, "a cancelled loop's sequence ends at the next change")
    }

    @Test func changesEndWithTheirModel() async {
        var model: StepperModel? = StepperModel()
        let changes = model!.changes
        model?.increment()
        model = nil
        var values: [Int] = []
        for await change in changes { values.append(change.new.value) }
        #expect(values == [1], "the change before the end, then the end")
    }

    @Test func eachReadOfChangesIsASequenceOfItsOwn() async {
        let model = StepperModel()
        let first = model.changes
        let second = model.changes
        model.value = 7
        var firstIterator = first.makeAsyncIterator()
        var secondIterator = second.makeAsyncIterator()
        #expect(await firstIterator.next()?.new.value == 7)
        #expect(await secondIterator.next()?.new.value == 7)
    }

    @Test func everyObservationOutlivesWhatWasReturnedForIt() {
        let model = StepperModel()
        var heard = 0
        model.observe { _ in heard += 1 }  // nothing kept: it lasts as long as the model
        model.increment()
        #expect(heard == 1)
        _ = model.changes  // a sequence nobody reads: it goes at the next change
        #expect(model.observerCount == 2)
        model.increment()
        #expect(heard == 2)
        #expect(model.observerCount == 1)
    }
}
