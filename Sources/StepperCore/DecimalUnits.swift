/// Decimal numbers held exactly, as whole counts of units.
///
/// A stepper with ``StepperConfiguration/digits`` `d` holds each of its
/// numbers as an `Int` count of units of 10⁻ᵈ: 92.5 with one digit is 925
/// units. Steps add whole units, so three steps of 0.1 from 0 are exactly 3
/// units, 0.3; a binary `Double` would give 0.30000000000000004. With no
/// digits a unit is 1 and nothing is converted, so whole numbers cost what
/// they always did. Every operation here saturates at `Int.min` and
/// `Int.max` rather than trapping, and rounds half away from zero.
package enum DecimalUnits {
    /// 10ᵈ for `d` in `0...18`, the powers of ten an `Int` holds.
    package static func powerOfTen(_ digits: Int) -> Int {
        var result = 1
        for _ in 0..<Swift.min(Swift.max(digits, 0), 18) { result &*= 10 }
        return result
    }

    /// `units` counted in 10⁻ᵗᵒ instead of 10⁻ᶠʳᵒᵐ: exact when digits are
    /// added (saturating), rounded half away from zero when they are taken away.
    package static func rescale(_ units: Int, from old: Int, to new: Int) -> Int {
        if new == old { return units }
        if new > old { return saturatingProduct(units, powerOfTen(new - old)) }
        return roundedQuotient(units, powerOfTen(old - new))
    }

    /// `whole` as units of 10⁻ᵈ, saturating.
    package static func units(ofWhole whole: Int, digits: Int) -> Int {
        digits == 0 ? whole : saturatingProduct(whole, powerOfTen(digits))
    }

    /// The whole number nearest `units` units of 10⁻ᵈ, halves away from zero.
    package static func whole(_ units: Int, digits: Int) -> Int {
        digits == 0 ? units : roundedQuotient(units, powerOfTen(digits))
    }

    /// `units` units of 10⁻ᵈ as a `Double`: the double nearest the decimal,
    /// so 3 units of 0.1 are the literal `0.3`, up to 2⁵³ units.
    package static func double(_ units: Int, digits: Int) -> Double {
        digits == 0 ? Double(units) : Double(units) / Double(powerOfTen(digits))
    }

    /// The units of 10⁻ᵈ nearest `number` read as the shortest decimal that
    /// names it (`1.005` is 1.005, not the binary 1.00499…), halves away from
    /// zero; infinities saturate, and NaN has no units (`nil`).
    package static func units(of number: Double, digits: Int) -> Int? {
        guard !number.isNaN else { return nil }
        guard number.isFinite else { return number < 0 ? Int.min : Int.max }
        if digits == 0, number.rounded() == number, let exact = Int(exactly: number) { return exact }
        // `description` is the shortest text that reads back as `number`:
        // "92.5", "-0.0", "1e-05", "1.2345e+20".
        var text = Substring(number.description)
        let isNegative = text.first == "-"
        if isNegative { text.removeFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(text[text.index(after: e)...]) ?? 0
            text = text[..<e]
        }
        let point = text.firstIndex(of: ".") ?? text.endIndex
        var integer = String(text[..<point])
        var fraction = point == text.endIndex ? "" : String(text[text.index(after: point)...])
        // Move the point by the exponent, keeping the digits as text.
        if exponent > 0 {
            let moved = fraction.prefix(exponent)
            integer += moved + String(repeating: "0", count: Swift.max(0, exponent - moved.count))
            fraction.removeFirst(moved.count)
        } else if exponent < 0 {
            let moved = integer.suffix(-exponent)
            fraction = String(repeating: "0", count: Swift.max(0, -exponent - moved.count)) + moved + fraction
            integer.removeLast(moved.count)
        }
        return units(isNegative: isNegative, integerDigits: integer, fractionDigits: fraction, digits: digits).units
    }

    /// The units of 10⁻ᵈ that ASCII digits name, halves away from zero, and
    /// whether they lie beyond what an `Int` counts (the units then saturate).
    ///
    /// - Parameters:
    ///   - isNegative: Whether a minus sign came first.
    ///   - integerDigits: ASCII digits before the point, possibly none.
    ///   - fractionDigits: ASCII digits after the point, possibly none.
    ///   - digits: The digits a unit has.
    package static func units(
        isNegative: Bool, integerDigits: some StringProtocol, fractionDigits: some StringProtocol, digits: Int
    ) -> (units: Int, isBeyondInt: Bool) {
        let saturated = isNegative ? Int.min : Int.max
        var units = 0
        // The integer digits, then the fraction's first `digits`, padded with zeros.
        let kept = fractionDigits.utf8.prefix(digits)
        let padding = digits - kept.count
        for byte in integerDigits.utf8.lazy.drop(while: { $0 == 48 }).chained(with: kept) {
            let digit = Int(byte) - 48
            guard (0...9).contains(digit) else { continue }
            let (shifted, overflowA) = units.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = isNegative
                ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if overflowA || overflowB { return (saturated, true) }
            units = next
        }
        for _ in 0..<padding {
            let (shifted, overflow) = units.multipliedReportingOverflow(by: 10)
            if overflow { return (saturated, true) }
            units = shifted
        }
        // The first dropped digit decides the rounding: 5 or more goes away from zero.
        if let next = fractionDigits.utf8.dropFirst(digits).first, next >= 53 {
            let (rounded, overflow) = isNegative ? units.subtractingReportingOverflow(1) : units.addingReportingOverflow(1)
            if overflow { return (saturated, true) }
            units = rounded
        }
        return (units, false)
    }

    /// `units` units of 10⁻ᵈ as ASCII text with `digits` digits after
    /// `separator` and a leading `-` below zero: 925 with one digit is "92.5".
    package static func text(_ units: Int, digits: Int, separator: Character = ".") -> String {
        guard digits > 0 else { return String(units) }
        // Written into the string's own storage, once: every stepper with
        // digits writes its value, its bounds and its range at creation.
        // At most 19 digits of an Int, a leading 0, the digits' zeros, a sign.
        let separatorBytes = separator.utf8
        return String(unsafeUninitializedCapacity: 21 + digits + separatorBytes.count) { buffer in
            var magnitude = units.magnitude
            var written = 0
            // The digits from the last one, then the sign, reversed at the end.
            func put(_ byte: UInt8) {
                buffer[written] = byte
                written += 1
            }
            for _ in 0..<digits {
                put(48 + UInt8(magnitude % 10))
                magnitude /= 10
            }
            for byte in separatorBytes.reversed() { put(byte) }
            repeat {
                put(48 + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if units < 0 { put(45) }
            var text = UnsafeMutableBufferPointer(rebasing: buffer[..<written])
            text.reverse()
            return written
        }
    }

    /// `a × b`, saturating at `Int.min` and `Int.max`.
    private static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        guard overflow else { return product }
        return (a < 0) != (b < 0) ? Int.min : Int.max
    }

    /// `a ÷ b` for a positive `b`, halves away from zero.
    private static func roundedQuotient(_ a: Int, _ b: Int) -> Int {
        let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
        // |remainder| < b ≤ 10¹⁸, so doubling it cannot overflow.
        guard remainder.magnitude * 2 >= b.magnitude else { return quotient }
        return remainder < 0 ? quotient - 1 : quotient + 1
    }
}

private extension Sequence {
    /// This sequence, then `other`.
    func chained<Other: Sequence>(with other: Other) -> [Element] where Other.Element == Element {
        Array(self) + Array(other)
    }
}
