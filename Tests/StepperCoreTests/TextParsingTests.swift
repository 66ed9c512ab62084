import Testing
@testable import StepperCore

@Suite struct WholeNumberTests {
    @Test(arguments: [
        ("0", 0), ("7", 7), ("-7", -7), ("+7", 7), ("−7", -7), ("  42\t", 42), ("007", 7),
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
        ("−9223372036854775808", Int.min), ("+9223372036854775807", Int.max),
    ])
    func parsesWhatPeopleClearlyMean(text: String, expected: Int) {
        #expect(WholeNumber.parse(text) == .success(.exact(expected)))
    }

    @Test(arguments: [
        ("9223372036854775808", false), ("-9223372036854775809", true),
        ("99999999999999999999999999999999", false), ("-00000000000000000000099999999999999999999", true),
    ])
    func reportsNumbersBeyondInt(text: String, isNegative: Bool) {
        #expect(WholeNumber.parse(text) == .success(.beyondInt(isNegative: isNegative)))
    }

    @Test(arguments: [
        "1 000", "1,000", "1_000", "1.5", "1e3", "0x10", "--1", "+-1", "-", "+", "abc", "12abc",
        "１２", "٣", "tr ue", "1\n", "\u{0}1", "- 1",
    ])
    func refusesWhatItWouldHaveToGuess(text: String) {
        #expect(WholeNumber.parse(text) == .failure(.notAWholeNumber))
    }

    @Test(arguments: ["", " ", "\t \t"])
    func emptyTextSaysSo(text: String) {
        #expect(WholeNumber.parse(text) == .failure(.empty))
    }

    @Test func everyIntRoundTripsThroughText() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let number = Int.random(in: Int.min...Int.max, using: &generator)
            #expect(WholeNumber.parse(String(number)) == .success(.exact(number)))
        }
    }
}

@Suite struct TruthValueTests {
    @Test func acceptsKeyFileForms() {
        #expect(TruthValue.parse("true") == true)
        #expect(TruthValue.parse(" 1 ") == true)
        #expect(TruthValue.parse("false") == false)
        #expect(TruthValue.parse("0") == false)
    }

    @Test(arguments: ["tr ue", "TRUE", "yes", "2", "", "true!", "ｔｒｕｅ"])
    func refusesTheRest(text: String) {
        #expect(TruthValue.parse(text) == nil)
    }
}

@Suite struct ExcerptTests {
    @Test func shortTextIsKept() {
        #expect("plain".excerpt() == "plain")
    }

    @Test func longTextIsCutWithAnEllipsis() {
        let text = String(repeating: "x", count: 1_000_000)
        #expect(text.excerpt(limit: 10) == String(repeating: "x", count: 10) + "…")
    }

    @Test func controlCharactersAreEscaped() {
        #expect("a\nb\u{0}c\t".excerpt() == "a\\nb\\u{0}c\\t")
    }

    @Test func aPileOfCombiningMarksShowsItsBaseOnly() {
        let pile = "a" + String(repeating: "\u{301}", count: 100_000)
        #expect(pile.excerpt() == "a…")
    }
}

@Suite struct TitleSizeTests {
    @Test func oneCharacterWithThousandsOfMarksIsTooLarge() {
        let title = "a" + String(repeating: "\u{301}", count: 100_000)
        #expect(title.count == 1)
        #expect(throws: StepperConfigurationError.titleTooLarge(.of(\.leftTitle), bytes: title.utf8.count)) {
            try StepperConfiguration(leftTitle: title).validate()
        }
    }

    @Test func titlesAtTheByteLimitAreAccepted() throws {
        let title = String(repeating: "é", count: 32)
        try StepperConfiguration(rightTitle: title).validate()
        let limit = StepperConfiguration.maximumTitleBytes
        let atLimit = "a" + String(repeating: "\u{301}", count: (limit - 1) / 2)
        #expect(atLimit.utf8.count <= limit)
        try StepperConfiguration(rightTitle: atLimit).validate()
        #expect(StepperConfigurationError.titleTooLarge(.of(\.rightTitle), bytes: 600).property == .of(\.rightTitle))
    }
}
