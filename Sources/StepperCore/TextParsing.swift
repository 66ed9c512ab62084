/// Whole numbers as people type them and settings files hold them: exact, and strict.
///
/// Accepted: optional spaces or tabs around, one optional sign (`+`, `-`, or
/// the typographic minus `−`), then ASCII digits. Refused, rather than
/// guessed at: digits split by spaces or separators (`1 000`, `1,000`), other
/// scripts' digits, fractions, exponents. A number too long for `Int` is
/// reported as such, so a stepper can clamp it and a settings file refuse it.
package enum WholeNumber {
    /// What the text holds.
    package enum Parsed: Equatable, Sendable {
        /// A whole number that `Int` holds exactly.
        case exact(Int)
        /// A whole number beyond `Int.min` (negative) or `Int.max`.
        case beyondInt(isNegative: Bool)
    }

    /// Why the text is not a whole number.
    package enum ParseError: Error, Equatable, Sendable {
        /// Nothing but spaces.
        case empty
        /// Something other than a sign and digits.
        case notAWholeNumber
    }

    /// Parses `text` (see the type's description).
    package static func parse(_ text: some StringProtocol) -> Result<Parsed, ParseError> {
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        guard let first = scalars.first else { return .failure(.empty) }
        var isNegative = false
        if first == "-" || first == "\u{2212}" || first == "+" {
            isNegative = first != "+"
            scalars.removeFirst()
        }
        guard !scalars.isEmpty, scalars.allSatisfy({ ("0"..."9").contains($0) }) else {
            return .failure(.notAWholeNumber)
        }
        // Accumulate towards the sign, so that Int.min parses exactly.
        var number = 0
        for digit in scalars {
            let value = Int(digit.value - 48)
            let (shifted, overflowA) = number.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = isNegative
                ? shifted.subtractingReportingOverflow(value) : shifted.addingReportingOverflow(value)
            if overflowA || overflowB { return .success(.beyondInt(isNegative: isNegative)) }
            number = next
        }
        return .success(.exact(number))
    }
}

/// Truth values as settings files hold them: GLib's key-file forms only.
package enum TruthValue {
    /// `true` or `1`, `false` or `0` (what `g_key_file_get_boolean` reads), with
    /// spaces or tabs around; `nil` for anything else.
    package static func parse(_ text: some StringProtocol) -> Bool? {
        var trimmed = Substring(text)
        while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        switch trimmed {
        case "true", "1": return true
        case "false", "0": return false
        default: return nil
        }
    }
}

extension StringProtocol {
    /// At most `limit` characters of the text, control characters escaped
    /// (`\n`, `\u{0}`) and an ellipsis added when cut: safe to quote in a
    /// one-line message whatever the text holds.
    package func excerpt(limit: Int = 40) -> String {
        var result = ""
        var count = 0
        for character in self {
            if count == limit { return result + "…" }
            count += 1
            if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                for scalar in character.unicodeScalars {
                    switch scalar {
                    case "\n": result += "\\n"
                    case "\t": result += "\\t"
                    case "\r": result += "\\r"
                    default:
                        result += scalar.properties.generalCategory == .control
                            ? "\\u{" + String(scalar.value, radix: 16) + "}" : String(scalar)
                    }
                }
            } else if character.unicodeScalars.count > 8 {
                // A character with a pile of combining marks: show its base only.
                result += String(character.unicodeScalars.first.map(Character.init) ?? " ") + "…"
            } else {
                result.append(character)
            }
        }
        return result
    }
}
