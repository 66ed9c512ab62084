import Testing
@testable import StepperCore

/// Records every change a model reports.
final class ChangeLog {
    var changes: [StepperChange] = []
    var observation: StepperObservation?

    init(_ model: StepperModel) {
        observation = model.observe { [unowned self] in self.changes.append($0) }
    }

    deinit { observation?.cancel() }

    var values: [Int] { changes.map(\.new.value) }
}

@Suite struct StepperModelTests {
    @Test func plainInitHasCSStepperDefaults() {
        #expect(StepperModel().configuration == .inspectable)
    }

    @Test func initRefusesAnInvalidConfiguration() {
        #expect(throws: StepperConfigurationError.valueOutOfBounds(value: 200, minimum: -100, maximum: 100)) {
            _ = try StepperModel(StepperConfiguration(value: 200))
        }
        #expect(throws: StepperConfigurationError.notPositive(.of(\.stepValue), 0)) {
            _ = try StepperModel(StepperConfiguration(stepValue: 0))
        }
        #expect(throws: StepperConfigurationError.minimumAboveMaximum(minimum: 1, maximum: 0)) {
            _ = try StepperModel(StepperConfiguration(value: 0, minimumValue: 1, maximumValue: 0))
        }
    }

    @Test func settingTheValueClampsIntoTheBounds() throws {
        let model = try StepperModel(.quantity)
        model.value = 500
        #expect(model.value == 99)
        model.value = Int.min
        #expect(model.value == 0)
        model.value = 42
        #expect(model.value == 42)
    }

    @Test func incrementStopsAtMaximum() throws {
        let model = try StepperModel(StepperConfiguration(value: 95, minimumValue: 0, maximumValue: 100, stepValue: 3))
        model.increment()
        #expect(model.value == 98)
        model.increment()
        #expect(model.value == 100)
        let log = ChangeLog(model)
        model.increment()
        #expect(model.value == 100)
        #expect(log.changes.isEmpty)
    }

    @Test func decrementStopsAtMinimum() throws {
        let model = try StepperModel(StepperConfiguration(value: 4, minimumValue: 0, maximumValue: 100, stepValue: 3))
        model.decrement()
        #expect(model.value == 1)
        model.decrement()
        #expect(model.value == 0)
        let log = ChangeLog(model)
        model.decrement()
        #expect(model.value == 0)
        #expect(log.changes.isEmpty)
    }

    @Test func wrappingStepFromTheMaximumGoesToTheMinimum() throws {
        let model = try StepperModel(StepperConfiguration(value: 9, minimumValue: 1, maximumValue: 10, stepValue: 5, wraps: true))
        model.increment()
        #expect(model.value == 10, "a step that passes the bound stops there even when wrapping")
        model.increment()
        #expect(model.value == 1)
        model.decrement()
        #expect(model.value == 10)
        model.decrementPage()
        #expect(model.value == 1)
        model.decrementPage()
        #expect(model.value == 10)
        model.incrementPage()
        #expect(model.value == 1)
    }

    @Test func pagesMoveByThePageIncrementWhateverTheStep() throws {
        let model = try StepperModel(StepperConfiguration(value: 0, minimumValue: -1000, maximumValue: 1000, stepValue: 7))
        model.incrementPage()
        #expect(model.value == 10, "a page is its own amount, as GtkAdjustment's page-increment, not ten steps")
        try model.update { $0.pageIncrement = 25 }
        model.decrementPage()
        model.decrementPage()
        #expect(model.value == -40)
        model.page(by: 3)
        #expect(model.value == 35)
        var heard = 0
        let observation = model.observe { _ in heard += 1 }
        model.page(by: 0)
        #expect(heard == 0 && model.value == 35, "no page, no change")
        model.page(by: 1000)
        #expect(model.value == 1000, "pages stop at the bound")
        _ = observation
        #expect(throws: StepperConfigurationError.notPositive(.of(\.pageIncrement), 0)) { try model.update { $0.pageIncrement = 0 } }
        #expect(model.configuration.pageIncrement == 25, "a refused page leaves the model as it was")
    }

    @Test func pagesSaturateAtTheEdgesOfInt() throws {
        let model = try StepperModel(StepperConfiguration(
            value: 0, minimumValue: Int.min, maximumValue: Int.max, pageIncrement: Int.max))
        model.incrementPage()
        #expect(model.value == Int.max)
        model.decrementPage()
        #expect(model.value == 0)
        model.page(by: Int.min)
        #expect(model.value == Int.min)
        model.page(by: Int.max)
        #expect(model.value == Int.max)
        model.value = -1
        model.page(by: Int.min)
        #expect(model.value == Int.min)
    }

    @Test func moveToBounds() {
        let model = StepperModel()
        model.moveToMaximum()
        #expect(model.value == 100)
        model.moveToMinimum()
        #expect(model.value == -100)
    }

    @Test func stepsSaturateAtTheEdgesOfInt() throws {
        let model = try StepperModel(StepperConfiguration(
            value: 0, minimumValue: Int.min, maximumValue: Int.max, stepValue: Int.max))
        model.increment()
        #expect(model.value == Int.max)
        model.increment()
        #expect(model.value == Int.max)
        model.step(by: -10)
        #expect(model.value == Int.min)
        model.decrement()
        #expect(model.value == Int.min)
        model.step(by: Int.max)
        #expect(model.value == Int.max)
        model.step(by: Int.min)
        #expect(model.value == Int.min)
        model.value = -1
        model.step(by: Int.min)
        #expect(model.value == Int.min)
        model.value = 1
        model.step(by: Int.max)
        #expect(model.value == Int.max)
    }

    @Test func wrappingAtTheEdgesOfInt() throws {
        let model = try StepperModel(StepperConfiguration(
            value: Int.max, minimumValue: Int.min, maximumValue: Int.max, wraps: true))
        model.increment()
        #expect(model.value == Int.min)
        model.decrement()
        #expect(model.value == Int.max)
    }

    @Test func singleValueRangeNeverMoves() throws {
        let model = try StepperModel(StepperConfiguration(value: 3, minimumValue: 3, maximumValue: 3))
        let log = ChangeLog(model)
        model.increment(); model.decrement(); model.incrementPage(); model.moveToMinimum(); model.moveToMaximum()
        #expect(model.value == 3)
        #expect(log.changes.isEmpty)
        #expect(!model.canIncrement && !model.canDecrement)
    }

    @Test func canStepReflectsBoundsAndWrapping() throws {
        let model = try StepperModel(StepperConfiguration(value: 0, minimumValue: 0, maximumValue: 2))
        #expect(model.canIncrement && !model.canDecrement)
        model.moveToMaximum()
        #expect(!model.canIncrement && model.canDecrement)
        try model.update { $0.wraps = true }
        #expect(model.canIncrement && model.canDecrement)
    }

    @Test func updateIsAtomicAndRefusalChangesNothing() throws {
        let model = StepperModel()
        let log = ChangeLog(model)
        let before = model.configuration
        #expect(throws: StepperConfigurationError.notPositive(.of(\.stepValue), 0)) {
            try model.update { $0.leftTitle = "changed"; $0.stepValue = 0 }
        }
        #expect(throws: StepperConfigurationError.minimumAboveMaximum(minimum: 200, maximum: 100)) {
            try model.update { $0.minimumValue = 200 }
        }
        #expect(throws: StepperConfigurationError.titleTooLong(.of(\.rightTitle), length: 33)) {
            try model.update { $0.value = 5; $0.rightTitle = String(repeating: "+", count: 33) }
        }
        #expect(model.configuration == before)
        #expect(log.changes.isEmpty)
    }

    @Test func updateMovesBothBoundsInOneStepAndReclampsTheValue() throws {
        let model = StepperModel()
        let log = ChangeLog(model)
        try model.update { $0.minimumValue = 200; $0.maximumValue = 300 }
        #expect(model.configuration.minimumValue == 200)
        #expect(model.value == 200)
        try model.update { $0.maximumValue = 250; $0.value = 1_000 }
        #expect(model.value == 250)
        try model.update { $0.minimumValue = 260; $0.maximumValue = 270 }
        #expect(model.value == 260)
        #expect(log.changes.count == 3)
    }

    @Test func setBoundsMovesBothAtOnceAndRefusesCrossedOnes() throws {
        let model = StepperModel()
        let log = ChangeLog(model)
        // Past the old maximum in one change: each bound alone would be refused.
        try model.setBounds(minimum: 200, maximum: 300)
        #expect(model.configuration.bounds == 200...300)
        #expect(model.value == 200)
        try model.setBounds(minimum: Int.min, maximum: Int.max)
        #expect(model.configuration.bounds == Int.min...Int.max)
        #expect(model.value == 200)
        #expect(throws: StepperConfigurationError.minimumAboveMaximum(minimum: 1, maximum: 0)) {
            try model.setBounds(minimum: 1, maximum: 0)
        }
        #expect(model.configuration.bounds == Int.min...Int.max)
        #expect(log.changes.count == 2)
    }

    @Test func changingTheBoundsReclampsTheValue() throws {
        let model = try StepperModel(StepperConfiguration(value: 50))
        try model.update { $0.maximumValue = 10 }
        #expect(model.value == 10)
        try model.update { $0.minimumValue = 10; $0.maximumValue = 20 }
        #expect(model.value == 10)
    }

    @Test func observersHearOncePerRealChangeWithOldAndNew() throws {
        let model = StepperModel()
        let log = ChangeLog(model)
        model.increment()
        model.value = 1  // no-op
        try model.update { $0.leftTitle = "⬇" }  // no-op
        try model.update { $0.leftTitle = "less" }
        #expect(log.changes.count == 2)
        #expect(log.changes[0].old.value == 0 && log.changes[0].new.value == 1)
        #expect(log.changes[0].valueChanged)
        #expect(log.changes[1].old.leftTitle == "⬇" && log.changes[1].new.leftTitle == "less")
        #expect(!log.changes[1].valueChanged)
    }

    @Test func cancelledObservationsHearNothingAndReleasedOnesGoOn() {
        let model = StepperModel()
        var heard = 0
        let observation = model.observe { _ in heard += 1 }
        model.increment()
        #expect(observation.isActive)
        observation.cancel()
        observation.cancel()
        #expect(!observation.isActive)
        model.increment()
        #expect(heard == 1)

        // GTK's rule, as for a signal handler: the token is only for cancelling.
        var released: StepperObservation? = model.observe { _ in heard += 1 }
        model.increment()
        released = nil
        model.increment()
        #expect(heard == 3)
        _ = released
    }

    @Test func observationOutlivingItsModelIsHarmless() {
        var model: StepperModel? = StepperModel()
        let observation = model!.observe { _ in }
        weak let weakModel = model
        model = nil
        #expect(weakModel == nil, "an observation does not keep its model alive")
        #expect(!observation.isActive, "and ends with it")
        observation.cancel()
    }

    @Test func changesMadeByAnObserverReachEveryoneInOrder() {
        let model = StepperModel()
        var first: [Int] = []
        var second: [Int] = []
        let a = model.observe { change in
            first.append(change.new.value)
            if change.new.value == 1 { model.value = 2 }
        }
        let b = model.observe { change in second.append(change.new.value) }
        model.value = 1
        #expect(first == [1, 2])
        #expect(second == [1, 2], "the second observer hears 1 before 2")
        _ = (a, b)
    }

    @Test func observerCancelledDuringDeliveryIsNotCalledAgain() {
        let model = StepperModel()
        var secondHeard = 0
        var second: StepperObservation?
        let first = model.observe { _ in second?.cancel() }
        second = model.observe { _ in secondHeard += 1 }
        model.increment()
        model.increment()
        #expect(secondHeard == 0)
        _ = first
    }

    @Test func observerAddedDuringDeliveryHearsOnlyLaterChanges() {
        let model = StepperModel()
        var late: [Int] = []
        var lateObservation: StepperObservation?
        let first = model.observe { _ in
            if lateObservation == nil {
                lateObservation = model.observe { late.append($0.new.value) }
            }
        }
        model.value = 5
        model.value = 6
        #expect(late == [6])
        _ = first
    }
}
