import SeededRandomness
import StepperCore
import Testing

/// A locale as glibc describes it: its name and `localeconv()`'s separators.
struct GlibcLocale: Sendable, CustomTestStringConvertible {
    /// The locale's name, for test reports.
    let name: String
    /// Its `decimal_point` and `thousands_sep`.
    let symbols: NumberSymbols

    var testDescription: String { name }

    /// The locale's decimal separator, as text.
    var point: String { String(symbols.decimalSeparator) }

    static let c = GlibcLocale(name: "C", symbols: .c)
    static let enUS = GlibcLocale(name: "en_US", symbols: NumberSymbols(decimalSeparator: ".", groupSeparator: ","))
    static let deDE = GlibcLocale(name: "de_DE", symbols: NumberSymbols(decimalSeparator: ",", groupSeparator: "."))
    static let ruRU = GlibcLocale(name: "ru_RU", symbols: NumberSymbols(decimalSeparator: ",", groupSeparator: "\u{202F}"))
    static let koKR = GlibcLocale(name: "ko_KR", symbols: NumberSymbols(decimalSeparator: ".", groupSeparator: ","))

    /// Every locale the tests read in.
    static let all = [c, enUS, deDE, ruRU, koKR]
    /// The locales that group digits.
    static let grouping = [enUS, deDE, ruRU, koKR]
}

/// `text` read in `locale` for a field with `digits` fraction digits.
private func read(_ text: String, _ locale: GlibcLocale, digits: Int = 3) -> Result<PlainDecimal, LocalizedDecimalText.Refusal> {
    LocalizedDecimalText.read(text, symbols: locale.symbols, maximumFractionDigits: digits)
}

/// The number written plainly: an optional "-", ASCII digits and an optional "." with digits after it.
private func number(_ plain: String) -> PlainDecimal {
    var rest = Substring(plain)
    let isNegative = rest.first == "-"
    if isNegative { rest.removeFirst() }
    let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
    return PlainDecimal(
        isNegative: isNegative, integerDigits: String(parts.first ?? "0"), fractionDigits: parts.count > 1 ? String(parts[1]) : "")
}

@Suite struct LocalizedDecimalTextTests {
    @Test(arguments: GlibcLocale.all)
    func readsPlainNumbersInEveryLocale(locale: GlibcLocale) {
        let p = locale.point
        for (text, expected) in [
            ("0", "0"), ("42", "42"), ("007", "7"), ("000", "0"), ("  3\t", "3"), ("2\(p)5", "2.5"), ("0\(p)125", "0.125"),
            ("\(p)5", "0.5"), ("5\(p)", "5."), ("2\(p)50", "2.50"), ("0\(p)0", "0.0"), ("\t-12\(p)75 ", "-12.75"),
        ] {
            #expect(read(text, locale) == .success(number(expected)), "\(text)")
        }
        #expect(LocalizedDecimalText.read("2\(p)5"[...], symbols: locale.symbols, maximumFractionDigits: 1) == .success(number("2.5")))
    }

    @Test func aTrailingSeparatorLeavesNoFractionDigits() {
        #expect(read("5,", .deDE) == .success(PlainDecimal(isNegative: false, integerDigits: "5", fractionDigits: "")))
        #expect(read(",5", .deDE) == .success(PlainDecimal(isNegative: false, integerDigits: "0", fractionDigits: "5")))
        #expect(read("-.5", .enUS) == .success(PlainDecimal(isNegative: true, integerDigits: "0", fractionDigits: "5")))
    }

    @Test(arguments: GlibcLocale.grouping)
    func readsGroupedNumbers(locale: GlibcLocale) {
        let (p, g) = (locale.point, String(locale.symbols.groupSeparator ?? "?"))
        for (text, expected) in [
            ("1\(g)234\(g)567", "1234567"), ("12\(g)345\(g)678\(p)9", "12345678.9"), ("-999\(g)000\(g)000", "-999000000"),
            ("1\(g)234\(p)5", "1234.5"), ("1\(g)234\(p)", "1234."),
        ] {
            #expect(read(text, locale) == .success(number(expected)), "\(text)")
        }
    }

    @Test func theUsualGroupedFormsOfEachLocale() {
        #expect(read("1.234,5", .deDE) == .success(number("1234.5")))
        #expect(read("1.234.567", .deDE) == .success(number("1234567")))
        #expect(read("1,234.5", .enUS) == .success(number("1234.5")))
        #expect(read("1,234,567", .koKR) == .success(number("1234567")))
        #expect(read("1\u{202F}234,5", .ruRU) == .success(number("1234.5")))
    }

    @Test(arguments: ["1 234,5", "1\u{00A0}234,5", "1\u{202F}234,5", "1\u{2009}234,5", "1 234\u{00A0}567,5"])
    func anySpaceGroupsWhereTheLocaleGroupsWithOne(text: String) {
        let expected = text.hasSuffix("567,5") ? "1234567.5" : "1234.5"
        #expect(read(text, .ruRU) == .success(number(expected)))
    }

    @Test(arguments: [("7.5", "7.5"), ("2,5", "2.5"), ("1.234", "1.234"), ("1 234.5", "1234.5"), ("-0.25", "-0.25")])
    func thePointIsADecimalSeparatorInRussianToo(text: String, expected: String) {
        #expect(read(text, .ruRU) == .success(number(expected)))
    }

    @Test(arguments: [
        (GlibcLocale.deDE, "1.234", "1234", "1.234"), (.deDE, "-1.234", "-1234", "-1.234"), (.deDE, "−999.000", "-999000", "-999.000"),
        (.enUS, "1,234", "1234", "1.234"), (.koKR, "12,345", "12345", "12.345"), (.enUS, "+100,000", "100000", "100.000"),
    ])
    func oneGroupSeparatorThatIsAPointOrCommaIsAmbiguous(locale: GlibcLocale, text: String, grouped: String, decimal: String) {
        #expect(read(text, locale) == .failure(.ambiguous(grouped: number(grouped), decimal: number(decimal))))
    }

    @Test func aFieldWithFewerFractionDigitsStillRefusesBothReadings() {
        // 1.234 does not fit two digits, but the user who meant it is told, not given 1234.
        #expect(read("1.234", .deDE, digits: 2) == .failure(.ambiguous(grouped: number("1234"), decimal: number("1.234"))))
        #expect(read("1,234", .enUS, digits: 1) == .failure(.ambiguous(grouped: number("1234"), decimal: number("1.234"))))
    }

    @Test func aWholeNumberFieldReadsTheOnlyPossibleReading() {
        #expect(read("1,234", .enUS, digits: 0) == .success(number("1234")))
        #expect(read("1,234", .enUS, digits: -1) == .success(number("1234")))
    }

    @Test func spacesAndSeveralSeparatorsAreNotAmbiguous() {
        #expect(read("1\u{202F}234", .ruRU) == .success(number("1234")))
        #expect(read("1.234.567", .deDE) == .success(number("1234567")))
        #expect(read("1,234,567", .enUS) == .success(number("1234567")))
        #expect(read("1,234", .ruRU) == .success(number("1.234")))
    }

    @Test(arguments: [
        (GlibcLocale.deDE, "12.34"), (.deDE, "1.2345"), (.deDE, "1234.567"), (.deDE, ".234"), (.deDE, "1."), (.deDE, "1..234"),
        (.deDE, "0.123"), (.deDE, "1.234,5.6"), (.deDE, "1,5.000"), (.deDE, "-.5"), (.enUS, "1,5"), (.enUS, "1,23,456"),
        (.enUS, "12,34"), (.enUS, "1,234,5"), (.enUS, "1.5,3"), (.enUS, "1,,234"), (.enUS, "1 234"), (.enUS, "1.2.3"),
        (.koKR, "1,234,56"), (.ruRU, "1 23"), (.ruRU, "12 3456"), (.ruRU, "\u{00A0}5"), (.ruRU, "1,5 000"), (.ruRU, "1,5.0"),
        (.c, "1,234"), (.c, "1 234"), (.c, "1,5"),
    ])
    func refusesBadGrouping(locale: GlibcLocale, text: String) {
        #expect(read(text, locale) == .failure(.notANumber))
    }

    @Test(arguments: GlibcLocale.all)
    func readsOtherScriptsDigits(locale: GlibcLocale) {
        for (text, expected) in [
            ("٣٫٥", "3.5"), ("۳٫۵", "3.5"), ("-٣٫٥", "-3.5"), ("١٢٣٤٥٦٧٨٩٠", "1234567890"), ("१२३", "123"),
            ("３", "3"), ("\u{1D7D1}\u{1D7D0}", "32"),
        ] {
            #expect(read(text, locale) == .success(number(expected)), "\(text)")
        }
        #expect(read("３\(locale.point)５", locale) == .success(number("3.5")))
        #expect(read("३\(locale.point)५", locale) == .success(number("3.5")))
    }

    @Test(arguments: GlibcLocale.all)
    func refusesMixedDigitSets(locale: GlibcLocale) {
        for text in ["٣٫5", "1٣", "−0٫٥", "۳٣", "３3", "3.५", "١۲", "\u{1D7D1}\u{1D7D8}"] {
            #expect(read(text, locale) == .failure(.notANumber), "\(text)")
        }
    }

    @Test(arguments: GlibcLocale.all)
    func readsOneSignOnly(locale: GlibcLocale) {
        #expect(read("+5", locale) == .success(number("5")))
        #expect(read("-5", locale) == .success(number("-5")))
        #expect(read("\u{2212}5", locale) == .success(number("-5")))
        #expect(read("-0", locale) == .success(PlainDecimal(isNegative: true, integerDigits: "0", fractionDigits: "")))
        #expect(read("\u{2212}٠٫٥", locale) == .success(number("-0.5")))
        for text in ["--5", "+-5", "−-5", "5-", "- 5", "-", "+", "−", "-\(locale.point)", "‐5", "﹣5", "－5", "5+"] {
            #expect(read(text, locale) == .failure(.notANumber), "\(text)")
        }
    }

    @Test func refusesMoreFractionDigitsThanTheFieldHolds() {
        #expect(read("0.125", .enUS, digits: 2) == .failure(.tooManyFractionDigits(allowed: 2)))
        #expect(read("0,125", .ruRU, digits: 2) == .failure(.tooManyFractionDigits(allowed: 2)))
        #expect(read("2.50", .enUS, digits: 1) == .failure(.tooManyFractionDigits(allowed: 1)))
        #expect(read("5,0", .deDE, digits: 0) == .failure(.tooManyFractionDigits(allowed: 0)))
        #expect(read("5.1", .c, digits: -3) == .failure(.tooManyFractionDigits(allowed: 0)))
        #expect(read("1,234.5", .enUS, digits: 0) == .failure(.tooManyFractionDigits(allowed: 0)))
        #expect(read("5,", .deDE, digits: 0) == .success(number("5")))
        #expect(read("0.12", .enUS, digits: 2) == .success(number("0.12")))
        #expect(read("1.2345,678", .deDE, digits: 1) == .failure(.notANumber))
    }

    @Test(arguments: GlibcLocale.all)
    func emptyTextSaysSo(locale: GlibcLocale) {
        for text in ["", " ", "\t \t", "   "] {
            #expect(read(text, locale) == .failure(.empty), "\(text)")
        }
    }

    @Test(arguments: GlibcLocale.all)
    func refusesGarbage(locale: GlibcLocale) {
        for text in [
            "abc", "1e3", "1E3", "inf", "-inf", "nan", "NaN", "0x10", "5 5", "1_000", "½", "Ⅻ", "²", "٣٬", "5%", ",", ".", "٫", ",.",
            "5\u{301}", "1/2", "5,5,5", "5..", "..5", "٫٫", "∞", "five", "12abc", "1'234", "$5",
        ] {
            #expect(read(text, locale) == .failure(.notANumber), "\(text)")
        }
    }

    @Test(arguments: GlibcLocale.all)
    func refusesControlCharacters(locale: GlibcLocale) {
        for text in ["5\n", "\u{0}5", "5\r", "5\u{7F}", "1\u{200B}2", "\n", "\r\n5", "5\u{0}", "\u{1B}[5", "5\u{85}", "\u{FEFF}5"] {
            #expect(read(text, locale) == .failure(.notANumber), "\(text.excerpt())")
        }
    }

    @Test func refusesHugeTextWithoutWalkingIt() {
        let digits = String(repeating: "1", count: 100_000)
        #expect(read(digits, .enUS) == .failure(.notANumber))
        #expect(read(String(repeating: " ", count: 100_000), .enUS) == .failure(.notANumber))
        #expect(read("1" + String(repeating: "\u{301}", count: 100_000), .enUS) == .failure(.notANumber))
        #expect(read(String(repeating: "9", count: 1001), .enUS) == .failure(.notANumber))
        let longest = String(repeating: "9", count: 1000)
        #expect(read(longest, .enUS) == .success(number(longest)))
        let arabic = String(repeating: "٩", count: 500)  // two bytes each: 1000 in all
        #expect(read(arabic, .deDE) == .success(number(String(repeating: "9", count: 500))))
        #expect(read(arabic + "٩", .deDE) == .failure(.notANumber))
    }

    @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE])
    func randomTextNeverTrapsAndReadsToASCII(seed: UInt64) {
        let alphabet: [Character] = [
            "0", "1", "5", "9", "٣", "٠", "۵", "३", "３", ".", ",", "٫", "'", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "\t", "+", "-",
            "\u{2212}", "e", "\u{0}", "\u{301}",
        ]
        var generator = SeededGenerator(seed: seed)
        let isASCIIDigit: (Character) -> Bool = { ("0"..."9").contains($0) && $0.unicodeScalars.count == 1 }
        var accepted = 0
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = String((0..<length).compactMap { _ in alphabet.randomElement(using: &generator) })
            let digits = Int.random(in: -1...4, using: &generator)
            for locale in GlibcLocale.all {
                var readings: [PlainDecimal] = []
                switch read(text, locale, digits: digits) {
                case .success(let reading):
                    readings = [reading]
                    accepted += 1
                    #expect(reading.fractionDigits.count <= max(0, digits))
                    // Written plainly in the same locale, it reads back as itself.
                    let plain = (reading.isNegative ? "-" : "") + reading.integerDigits
                        + (reading.fractionDigits.isEmpty ? "" : locale.point + reading.fractionDigits)
                    #expect(read(plain, locale, digits: digits) == .success(reading), "\(text.excerpt())")
                case .failure(.ambiguous(let grouped, let decimal)):
                    readings = [grouped, decimal]
                    #expect(grouped.fractionDigits.isEmpty && decimal.fractionDigits.count == 3)
                case .failure(.tooManyFractionDigits(let allowed)):
                    #expect(allowed == max(0, digits))
                case .failure(.empty):
                    #expect(text.allSatisfy { $0 == " " || $0 == "\t" })
                case .failure(.notANumber):
                    break
                }
                for reading in readings {
                    #expect(!reading.integerDigits.isEmpty && reading.integerDigits.allSatisfy(isASCIIDigit), "\(text.excerpt())")
                    #expect(reading.integerDigits == "0" || reading.integerDigits.first != "0", "\(text.excerpt())")
                    #expect(reading.fractionDigits.allSatisfy(isASCIIDigit), "\(text.excerpt())")
                }
            }
        }
        #expect(accepted > 800)
    }
}
