/// How a locale writes numbers: what glibc's `localeconv()` gives as `decimal_point` and `thousands_sep`.
package struct NumberSymbols: Equatable, Sendable {
    /// The decimal separator: "." in English and Korean, "," in German and Russian.
    package var decimalSeparator: Character
    /// The group separator, or nil where the locale groups no digits: "," in English, "." in German, U+202F in Russian.
    package var groupSeparator: Character?

    /// Symbols from a locale's separators.
    ///
    /// - Parameters:
    ///   - decimalSeparator: The decimal separator.
    ///   - groupSeparator: The group separator, or nil for none.
    package init(decimalSeparator: Character, groupSeparator: Character?) {
        self.decimalSeparator = decimalSeparator
        self.groupSeparator = groupSeparator
    }

    /// The C locale's: a point and no grouping.
    package static let c = NumberSymbols(decimalSeparator: ".", groupSeparator: nil)
}
