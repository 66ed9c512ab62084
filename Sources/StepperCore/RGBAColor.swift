#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour with 8-bit red, green, blue and alpha channels.
///
/// It parses the forms people type and settings files hold — `#RRGGBB`,
/// `#RRGGBBAA`, the short `#RGB` and `#RGBA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`
/// and a few CSS colour names — and prints itself as `#rrggbb`, or `#rrggbbaa`
/// when it is not opaque.
public struct RGBAColor: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0 to 255.
    public var red: UInt8
    /// The green channel, 0 to 255.
    public var green: UInt8
    /// The blue channel, 0 to 255.
    public var blue: UInt8
    /// The opacity, 0 (transparent) to 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its channels.
    ///
    /// - Parameters:
    ///   - red: The red channel.
    ///   - green: The green channel.
    ///   - blue: The blue channel.
    ///   - alpha: The opacity; opaque unless given.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque cyan, `#00ffff`: CSStepper's label background.
    public static let cyan = RGBAColor(red: 0, green: 255, blue: 255)
    /// Opaque black.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = RGBAColor(red: 255, green: 255, blue: 255)

    /// The colour as `#rrggbb`, or `#rrggbbaa` when it is not opaque.
    public var description: String {
        var text = "#" + Self.hex(red) + Self.hex(green) + Self.hex(blue)
        if alpha != 255 { text += Self.hex(alpha) }
        return text
    }

    /// The relative luminance of the colour (WCAG 2), from 0 (black) to 1 (white).
    ///
    /// Alpha is ignored: this is the luminance of the colour painted opaque.
    public var relativeLuminance: Double {
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// The opaque colour this one makes when painted over `backdrop` (alpha blending).
    ///
    /// - Parameter backdrop: What shows through; its own alpha is ignored.
    /// - Returns: An opaque colour.
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * Double(alpha) + Double(bottom) * Double(255 - alpha)) / 255 + 0.5)
        }
        return RGBAColor(red: blend(red, backdrop.red), green: blend(green, backdrop.green), blue: blend(blue, backdrop.blue))
    }

    /// The WCAG 2 contrast ratio between this colour and another, from 1 (none) to 21.
    ///
    /// Both are taken as painted opaque.
    public func contrastRatio(with other: RGBAColor) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
    }

    /// Black or white, whichever contrasts more with this colour painted over `backdrop`.
    ///
    /// Either reaches at least 4.58:1 against any opaque colour, above WCAG's 4.5:1 for text.
    public func readableText(over backdrop: RGBAColor) -> RGBAColor {
        let surface = composited(over: backdrop)
        return surface.contrastRatio(with: .black) >= surface.contrastRatio(with: .white) ? .black : .white
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
    }
}

// MARK: - Parsing

extension RGBAColor {
    /// Why a piece of text is not a colour.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The text that was parsed.
        public var text: String
        /// What is wrong with it, as a sentence fragment for people.
        public var reason: String

        /// A message naming the text and what is wrong with it.
        public var description: String {
            "“\(text)” is not a colour: \(reason)"
        }
    }

    /// Parses a colour from text.
    ///
    /// - Parameter text: `#RRGGBB`, `#RRGGBBAA`, `#RGB`, `#RGBA`, `rgb(r, g, b)`,
    ///   `rgba(r, g, b, a)` (channels 0–255 or percentages, alpha 0–1 or a
    ///   percentage) or a CSS colour name such as `cyan`. Case and surrounding
    ///   spaces do not matter.
    /// - Throws: ``ParseError`` saying what is wrong with the text.
    public init(parsing text: String) throws(ParseError) {
        let trimmed = text.trimmingSpaces()
        func failure(_ reason: String) -> ParseError { ParseError(text: text, reason: reason) }

        if trimmed.isEmpty {
            throw failure("the text is empty; expected #RRGGBB, #RRGGBBAA, rgb(r, g, b) or rgba(r, g, b, a)")
        }
        if trimmed.hasPrefix("#") {
            self = try Self.parseHex(trimmed.dropFirst(), failure: failure)
            return
        }
        let lowered = trimmed.lowercased()
        if let open = lowered.firstIndex(of: "(") {
            self = try Self.parseFunction(lowered, open: open, failure: failure)
            return
        }
        if let named = Self.namedColors[lowered] {
            self = named
            return
        }
        throw failure("expected #RRGGBB, #RRGGBBAA, rgb(r, g, b), rgba(r, g, b, a) or a colour name such as cyan")
    }

    private static func parseHex(
        _ digits: Substring, failure: (String) -> ParseError
    ) throws(ParseError) -> RGBAColor {
        var nibbles: [UInt8] = []
        for character in digits {
            guard let nibble = character.hexDigitValue else {
                throw failure("“\(character)” is not a hexadecimal digit")
            }
            nibbles.append(UInt8(nibble))
        }
        switch nibbles.count {
        case 3, 4:
            let bytes = nibbles.map { $0 << 4 | $0 }
            return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        case 6, 8:
            let bytes = stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] << 4 | nibbles[$0 + 1] }
            return RGBAColor(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
        default:
            throw failure("expected 6 or 8 hexadecimal digits after “#” (or 3 or 4), found \(nibbles.count)")
        }
    }

    private static func parseFunction(
        _ text: String, open: String.Index, failure: (String) -> ParseError
    ) throws(ParseError) -> RGBAColor {
        let name = text[..<open].trimmingSpaces()
        guard name == "rgb" || name == "rgba" else {
            throw failure("unknown function “\(name)”; expected rgb(…) or rgba(…)")
        }
        guard text.hasSuffix(")") else {
            throw failure("“\(name)(” has no closing “)”")
        }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        let expected = name == "rgb" ? 3 : 4
        guard parts.count == expected else {
            throw failure("\(name)() takes \(expected) comma-separated values, found \(parts.count)")
        }
        var channels: [UInt8] = []
        for (index, part) in parts.prefix(3).enumerated() {
            let channelName = ["red", "green", "blue"][index]
            channels.append(try parseComponent(part, named: channelName, scale: 255, failure: failure))
        }
        let alpha = expected == 4 ? try parseComponent(parts[3], named: "alpha", scale: 1, failure: failure) : 255
        return RGBAColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// Parses one channel: a number from 0 to `scale`, or a percentage.
    private static func parseComponent(
        _ part: String, named name: String, scale: Double, failure: (String) -> ParseError
    ) throws(ParseError) -> UInt8 {
        let isPercentage = part.hasSuffix("%")
        let number = isPercentage ? String(part.dropLast()).trimmingSpaces() : part
        guard !number.isEmpty else { throw failure("the \(name) value is missing") }
        guard let parsed = Double(number), parsed.isFinite else {
            throw failure("the \(name) value “\(part)” is not a number")
        }
        let limit = isPercentage ? 100 : scale
        guard parsed >= 0, parsed <= limit else {
            let range = isPercentage ? "0% to 100%" : (scale == 1 ? "0 to 1" : "0 to 255")
            throw failure("the \(name) value \(part) is outside \(range)")
        }
        return UInt8((parsed / limit * 255).rounded())
    }

    private static let namedColors: [String: RGBAColor] = [
        "black": RGBAColor(red: 0, green: 0, blue: 0),
        "white": RGBAColor(red: 255, green: 255, blue: 255),
        "red": RGBAColor(red: 255, green: 0, blue: 0),
        "lime": RGBAColor(red: 0, green: 255, blue: 0),
        "green": RGBAColor(red: 0, green: 128, blue: 0),
        "blue": RGBAColor(red: 0, green: 0, blue: 255),
        "yellow": RGBAColor(red: 255, green: 255, blue: 0),
        "cyan": .cyan,
        "aqua": .cyan,
        "magenta": RGBAColor(red: 255, green: 0, blue: 255),
        "fuchsia": RGBAColor(red: 255, green: 0, blue: 255),
        "orange": RGBAColor(red: 255, green: 165, blue: 0),
        "gray": RGBAColor(red: 128, green: 128, blue: 128),
        "grey": RGBAColor(red: 128, green: 128, blue: 128),
        "silver": RGBAColor(red: 192, green: 192, blue: 192),
        "maroon": RGBAColor(red: 128, green: 0, blue: 0),
        "olive": RGBAColor(red: 128, green: 128, blue: 0),
        "navy": RGBAColor(red: 0, green: 0, blue: 128),
        "purple": RGBAColor(red: 128, green: 0, blue: 128),
        "teal": RGBAColor(red: 0, green: 128, blue: 128),
        "transparent": RGBAColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]
}

extension RGBAColor: LosslessStringConvertible {
    /// Parses a colour, or returns `nil` when the text is not one.
    ///
    /// Use ``init(parsing:)`` to learn why the text was refused.
    public init?(_ description: String) {
        guard let color = try? RGBAColor(parsing: description) else { return nil }
        self = color
    }
}

extension RGBAColor: Codable {
    /// Decodes a colour from its text form.
    ///
    /// - Throws: `DecodingError.dataCorrupted` saying why the text is not a colour.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try RGBAColor(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the colour as its text form, `#rrggbb` or `#rrggbbaa`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    package func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(self[first...last])
    }
}
