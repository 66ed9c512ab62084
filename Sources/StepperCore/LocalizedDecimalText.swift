/// Decimal numbers as people type them in their own locale: exact, and strict where it would have to guess.
///
/// Reading rules:
/// - Spaces and tabs around are ignored; text over ``maximumUTF8Count`` bytes
///   is refused as `notANumber` before anything else (so a blank megabyte is
///   not `empty`), without walking it all.
/// - One optional sign first: `+`, `-` or `−` (U+2212). `-0` stays negative.
/// - Digits: any Unicode decimal digit (ASCII, `٣`, `۳`, `३`, `３`…), all from
///   one set (the same zero); the result holds ASCII digits.
/// - Decimal separator: the locale's, `٫` (U+066B) always, and `.` wherever
///   `.` is not the locale's group separator (so `7.5` is 7.5 in Russian).
///   At most one. `,5` is 0.5 and `5,` is 5 (no fraction digits), as people
///   type them on the way to `5,25`; a separator alone is not a number.
/// - Group separator: only before the decimal separator and only if the locale
///   has one; the first group has 1 to 3 digits and does not start with 0, every
///   later group exactly 3. Where the locale's is a space (U+0020, U+00A0,
///   U+202F, U+2009), any of those four will do.
/// - Exactly one group separator that is `.` or `,`, and no decimal separator
///   (`1.234` in German, `1,234` in English), is `ambiguous` wherever decimals
///   are allowed, even fewer than the decimal reading has: a user who meant
///   1.234 is told, never handed a number a thousand times too large. Where
///   none are allowed, only the grouped reading is possible and is the result
///   (`1,234` is 1234 in an English whole-number field).
/// - More fraction digits as typed (trailing zeros count) than
///   `maximumFractionDigits` (a negative one counts as 0) is
///   `tooManyFractionDigits`; `5,0` is refused where none are allowed, `5,` is not.
/// - Nothing else: no exponents, `inf`, `nan`, inner spaces or other characters.
package enum LocalizedDecimalText {
    /// Why the text is not a number this locale and field accept.
    package enum Refusal: Error, Equatable, Sendable {
        /// Nothing but spaces.
        case empty
        /// Anything else that is not a number in this locale.
        case notANumber
        /// A lone `.` or `,` that the locale groups with but other locales put
        /// before decimals: `1.234` in German is 1234 or 1.234.
        case ambiguous(grouped: PlainDecimal, decimal: PlainDecimal)
        /// More digits after the decimal separator than the field holds; `allowed` may be 0.
        case tooManyFractionDigits(allowed: Int)
    }

    /// The longest text read, in UTF-8 bytes.
    package static let maximumUTF8Count = 1000

    /// The spaces that stand for one another as a group separator.
    private static let spaces: [Character] = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

    /// Reads `text` (see the type's description for the rules).
    ///
    /// - Parameters:
    ///   - text: What the user typed.
    ///   - symbols: The locale's separators.
    ///   - maximumFractionDigits: How many digits the field holds after the decimal separator.
    /// - Returns: The number, or why it is refused.
    package static func read(
        _ text: some StringProtocol, symbols: NumberSymbols, maximumFractionDigits: Int
    ) -> Result<PlainDecimal, Refusal> {
        guard text.utf8.dropFirst(maximumUTF8Count).isEmpty else { return .failure(.notANumber) }
        var rest = Substring(text)
        while let first = rest.first, first == " " || first == "\t" { rest.removeFirst() }
        while let last = rest.last, last == " " || last == "\t" { rest.removeLast() }
        guard let first = rest.first else { return .failure(.empty) }
        let isNegative = first == "-" || first == "\u{2212}"
        if isNegative || first == "+" { rest.removeFirst() }

        var groups = [""]  // the whole part's ASCII digits, split at group separators
        var fraction: String?  // nil until a decimal separator
        var groupMark: Character?  // the last group separator
        var zero: UInt32?  // the digit set's zero
        for character in rest {
            if let digit = digit(character) {
                guard zero == nil || zero == digit.zero else { return .failure(.notANumber) }
                zero = digit.zero
                let ascii = Character(Unicode.Scalar(UInt8(truncatingIfNeeded: 48 + digit.value)))
                if fraction != nil { fraction?.append(ascii) } else { groups[groups.count - 1].append(ascii) }
            } else if fraction == nil, isDecimal(character, symbols) {
                fraction = ""
            } else if fraction == nil, isGroup(character, symbols) {
                groups.append("")
                groupMark = character
            } else {
                return .failure(.notANumber)
            }
        }
        let integer = groups.joined()
        guard !integer.isEmpty || !(fraction ?? "").isEmpty else { return .failure(.notANumber) }
        if groups.count > 1 {
            guard let head = groups.first, (1...3).contains(head.count), head.first != "0",
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return .failure(.notANumber) }
        }

        let allowed = max(0, maximumFractionDigits)
        let reading = PlainDecimal(isNegative: isNegative, integerDigits: withoutLeadingZeros(integer), fractionDigits: fraction ?? "")
        if groups.count == 2, fraction == nil, groupMark == "." || groupMark == ",", allowed >= 1 {
            let decimal = PlainDecimal(isNegative: isNegative, integerDigits: groups[0], fractionDigits: groups[1])
            return .failure(.ambiguous(grouped: reading, decimal: decimal))
        }
        guard reading.fractionDigits.count <= allowed else { return .failure(.tooManyFractionDigits(allowed: allowed)) }
        return .success(reading)
    }

    /// The value of a one-scalar decimal digit and the code point of its set's zero; nil for anything else.
    private static func digit(_ character: Character) -> (value: UInt32, zero: UInt32)? {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.count == 1, scalar.properties.numericType == .decimal,
            let number = scalar.properties.numericValue, let value = UInt32(exactly: number), value <= 9, value <= scalar.value
        else { return nil }
        return (value, scalar.value - value)
    }

    /// Whether `character` separates decimals here: the locale's, `٫`, or a `.` the locale does not group with.
    private static func isDecimal(_ character: Character, _ symbols: NumberSymbols) -> Bool {
        character == symbols.decimalSeparator || character == "\u{066B}" || (character == "." && symbols.groupSeparator != ".")
    }

    /// Whether `character` separates groups here: the locale's, or any space where the locale's is one.
    private static func isGroup(_ character: Character, _ symbols: NumberSymbols) -> Bool {
        guard let group = symbols.groupSeparator else { return false }
        return character == group || (spaces.contains(group) && spaces.contains(character))
    }

    /// `digits` without leading zeros, or "0" when nothing else is left.
    private static func withoutLeadingZeros(_ digits: String) -> String {
        let trimmed = digits.drop(while: { $0 == "0" })
        return trimmed.isEmpty ? "0" : String(trimmed)
    }
}
