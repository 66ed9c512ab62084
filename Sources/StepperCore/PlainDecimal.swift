/// A number read from text, exactly: a sign and ASCII digits, no separators.
package struct PlainDecimal: Equatable, Sendable {
    /// Whether the text had a minus sign; kept as typed, so `-0` is negative zero.
    package var isNegative: Bool
    /// The whole part: ASCII digits, at least one, no leading zeros except a lone "0".
    package var integerDigits: String
    /// The digits after the decimal separator, in ASCII, as typed (trailing zeros kept); empty when none.
    package var fractionDigits: String

    /// A number from its parts, stored as given: the caller keeps to the forms above.
    ///
    /// - Parameters:
    ///   - isNegative: Whether it has a minus sign.
    ///   - integerDigits: The whole part's ASCII digits.
    ///   - fractionDigits: The fraction's ASCII digits, possibly none.
    package init(isNegative: Bool, integerDigits: String, fractionDigits: String) {
        self.isNegative = isNegative
        self.integerDigits = integerDigits
        self.fractionDigits = fractionDigits
    }
}
