import GtkInterop
import StepperCore
import StepperGtk

/// The GLib key file that earlier versions of the demo kept the inspectable
/// stepper's settings in, `$XDG_CONFIG_HOME/<app id>/stepper.ini`: read once,
/// to import it into GSettings (``DemoSettings/importKeyFile(at:)``).
///
/// The file has a `[Stepper]` group whose keys are the `SkStepper` property
/// names (`minimum-value=0`). Whatever is in its place, reading it never costs
/// the user a working app: it takes only a regular file of at most
/// ``maximumSize`` bytes (following symlinks; a FIFO, a device, a folder or a
/// larger file is refused), line by line, so a damaged line or an unknown key
/// costs only itself. Every valid key is taken; each bad or unknown one is
/// named once in one warning. Reading never writes.
public struct SettingsKeyFile: Sendable {
    /// The name of the file in the app's configuration folder.
    public static let fileName = "stepper.ini"
    /// The key-file group holding the settings.
    public static let group = "Stepper"
    /// The largest file read, in bytes; settings take a few hundred.
    public static let maximumSize = 64 * 1024
    /// How many problems one warning names; the rest are counted.
    static let maximumProblemsNamed = 12

    /// The file's path (it may be a symlink).
    public let path: String

    /// The settings file at `path`.
    ///
    /// - Parameter path: Any file path; its folder is created when saving.
    public init(path: String) {
        self.path = path
    }

    /// The settings file earlier versions of an application kept:
    /// `$XDG_CONFIG_HOME/<id>/stepper.ini`.
    ///
    /// - Parameter applicationID: The reverse-DNS application id.
    public init(applicationID: String) {
        path = Files.userConfigDirectory + "/" + applicationID + "/" + Self.fileName
    }

    /// Something in the file that could not be used, and why.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The key, or `nil` when the problem is with a line or the whole file.
        public var key: String?
        /// What is wrong, as a sentence for people.
        public var reason: String

        /// Creates a problem.
        ///
        /// - Parameters:
        ///   - key: The key, or `nil`.
        ///   - reason: What is wrong.
        public init(key: String?, reason: String) {
            self.key = key
            self.reason = reason
        }

        /// The key and the reason, as the warning lists them.
        public var description: String {
            // TRANSLATORS: a problem with one setting: %1$s is the setting’s key, %2$s what is wrong with it.
            key.map { localized("%1$s: %2$s", $0.excerpt(), reason) } ?? reason
        }
    }

    /// What ``load()`` found.
    public struct Contents: Equatable, Sendable {
        /// The settings: those the file held validly, and the defaults for the rest.
        public var configuration: StepperConfiguration
        /// The properties the file held validly, in table order: what an import takes.
        public var taken: [StepperProperty]
        /// What could not be used; empty for a good or missing file.
        public var problems: [Problem]
        /// The one warning logged for the problems, or `nil` when there were none.
        public var warning: String?
    }

    // MARK: Reading

    /// Why something that is not a regular file cannot hold settings, as a whole sentence.
    static func describe(_ kind: Files.NotRegular) -> String {
        switch kind {
        case .folder: localized("it is a folder, not a file of settings")
        case .fifo: localized("it is a FIFO (a named pipe), not a file of settings")
        case .characterDevice: localized("it is a character device, not a file of settings")
        case .blockDevice: localized("it is a block device, not a file of settings")
        case .socket: localized("it is a socket, not a file of settings")
        case .unknown: localized("it is an unknown kind of file, not a file of settings")
        }
    }

    /// Reads the settings, never failing (see the type's description).
    ///
    /// Bad content is reported with one `g_warning`; the file is left as it is.
    ///
    /// - Returns: The settings and what was wrong with the file.
    public func load() -> Contents {
        let bytes: [UInt8]
        switch Files.readRegularFile(at: path, limit: Self.maximumSize) {
        case .missing:
            return Contents(configuration: .inspectable, taken: [], problems: [], warning: nil)
        case .contents(let content):
            bytes = content
        case .notRegular(let kind):
            return report([Problem(key: nil, reason: Self.describe(kind))])
        case .tooLarge(let size):
            return report([Problem(key: nil, reason: localized(
                "it is too large for a settings file: %1$s bytes, where at most %2$s are read",
                String(size), String(Self.maximumSize)))])
        case .unreadable(let reason):
            return report([Problem(key: nil, reason: localized("it cannot be read: %s", reason))])
        }
        let (configuration, taken, problems) = Self.settings(in: SettingsText(bytes))
        return problems.isEmpty
            ? Contents(configuration: configuration, taken: taken, problems: [], warning: nil)
            : report(problems, configuration: configuration, taken: taken)
    }

    /// The settings a file's text holds, and what in it could not be used.
    static func settings(in text: SettingsText) -> (StepperConfiguration, taken: [StepperProperty], [Problem]) {
        var problems = text.unreadableLines.map { line in
            Problem(key: nil, reason: line.kind == .notText
                ? localized("line %s is not UTF-8 text", String(line.number))
                : localized("line %1$s, “%2$s”, cannot be read: %3$s",
                            String(line.number), line.text.excerpt(), reason(of: line)))
        }
        // Every value each key was given in the group, in file order.
        var given: [String: [String]] = [:]
        var unknown: [String] = []
        for entry in text.entries(in: group) {
            let (base, locale) = SettingsText.splitLocale(entry.key)
            let isKnown = StepperProperty.all.contains { $0.objectName == base }
            // Translated values (`left-title[ko]=`) belong to the user; they are kept, not read.
            if isKnown, locale != nil { continue }
            if !isKnown {
                if !unknown.contains(entry.key) { unknown.append(entry.key) }
                continue
            }
            given[entry.key, default: []].append(entry.value)
        }
        var staged: StagedProperties = []
        for property in StepperProperty.all {
            guard let values = given[property.objectName] else { continue }
            guard Set(values).count == 1, let raw = values.first else {
                problems.append(Problem(key: property.objectName, reason: localized(
                    "it is given more than once, with different values; neither is used")))
                continue
            }
            switch parse(raw, for: property) {
            case .success(let value): staged.append((property, value))
            case .failure(let problem): problems.append(problem)
            }
        }
        for key in unknown {
            problems.append(Problem(key: key, reason: localized("this app has no such setting; it is left as it is")))
        }
        staged = refusingExtraDigits(in: staged, problems: &problems)
        var configuration = StepperConfiguration.inspectable
        let refusals = configuration.apply(staged, refusingValueOutOfBounds: true)
        for refusal in refusals {
            problems.append(Problem(key: refusal.property.objectName, reason: refusal.error.message(editing: refusal.property)))
        }
        let taken = staged.map(\.property).filter { property in !refusals.contains { $0.property == property } }
        return (configuration, taken, problems)
    }

    /// The staged values less the decimals with more digits than the file
    /// gives the stepper, each refused with a problem rather than rounded.
    private static func refusingExtraDigits(in staged: StagedProperties, problems: inout [Problem]) -> StagedProperties {
        var digits = StepperConfiguration.inspectable.digits
        for (property, value) in staged where property == .digits {
            if case .integer(let given) = value { digits = given }
        }
        var kept: StagedProperties = []
        for (property, value) in staged {
            if case .decimal(_, let given) = value, given > digits {
                // TRANSLATORS: %s is the file's number of digits after the decimal point, the "digits" setting.
                problems.append(Problem(key: property.objectName, reason: localized(
                    "it has more digits after the point than the setting digits allows, %s", String(digits))))
            } else {
                kept.append((property, value))
            }
        }
        return kept
    }

    private static func reason(of line: SettingsText.Line) -> String {
        if case .malformed(let reason) = line.kind { return reason }
        return ""
    }

    /// One value as the file spells it, strictly: what a person did not clearly mean is refused.
    private static func parse(
        _ raw: String, for property: StepperProperty
    ) -> Result<StepperPropertyValue, Problem> {
        func problem(_ reason: String) -> Result<StepperPropertyValue, Problem> {
            .failure(Problem(key: property.objectName, reason: reason))
        }
        switch property.field {
        case .integer:
            if property.isCountedInDigits, case .success(let number) = LocalizedDecimalText.read(
                raw, symbols: .c, maximumFractionDigits: StepperConfiguration.maximumDigits),
                !number.fractionDigits.isEmpty, number.fractionDigits.allSatisfy({ $0 == "0" }) {
                // 96.00 is the whole number 96.
                let (units, isBeyondInt) = DecimalUnits.units(
                    isNegative: number.isNegative, integerDigits: number.integerDigits, fractionDigits: "", digits: 0)
                if isBeyondInt { return problem(beyondIntMessage(raw, isNegative: number.isNegative)) }
                return .success(.integer(units))
            }
            if property.isCountedInDigits, case .success(let number) = LocalizedDecimalText.read(
                raw, symbols: .c, maximumFractionDigits: StepperConfiguration.maximumDigits),
                case let fraction = number.fractionDigits.reversed().drop(while: { $0 == "0" }).reversed(), !fraction.isEmpty {
                // A decimal, such as 92.5, written with a point as key files write numbers
                // (trailing zeros are no digits: 92.50 is 92.5).
                let digits = fraction.count
                let (units, isBeyondInt) = DecimalUnits.units(
                    isNegative: number.isNegative, integerDigits: number.integerDigits, fractionDigits: String(fraction),
                    digits: digits)
                if isBeyondInt { return problem(beyondIntMessage(raw, isNegative: number.isNegative)) }
                return .success(.decimal(units: units, digits: digits))
            }
            switch WholeNumber.parse(raw) {
            case .success(.exact(let number)):
                if case .clampedInto(let range) = property.rule, !range.contains(number) {
                    return problem(localized("%1$s is not between %2$s and %3$s", String(number),
                                             String(range.lowerBound), String(range.upperBound)))
                }
                return .success(.integer(number))
            case .success(.beyondInt(let isNegative)): return problem(beyondIntMessage(raw, isNegative: isNegative))
            case .failure(let reason): return problem(reason.message(for: raw))
            }
        case .boolean:
            guard let flag = TruthValue.parse(raw) else {
                return problem(localized("“%s” is neither true nor false", raw.excerpt()))
            }
            return .success(.boolean(flag))
        case .text:
            // The model refuses a title too large (in bytes, then characters) to show.
            guard let text = unescapedKeyFileString(raw) else {
                return problem(localized("“%s” has a backslash that is not \\s, \\n, \\t, \\r or \\\\", raw.excerpt()))
            }
            return .success(.text(text))
        case .color:
            guard let color = RGBAColor(raw) else { return problem(notAColorMessage(raw)) }
            return .success(.color(color))
        case .orientation:
            guard let orientation = StepperOrientation(rawValue: raw.trimmingSpaces()) else {
                return problem(localized("“%s” is neither horizontal nor vertical", raw.excerpt()))
            }
            return .success(.orientation(orientation))
        }
    }

    /// Logs one warning for the problems and returns them.
    private func report(
        _ problems: [Problem], configuration: StepperConfiguration = .inspectable, taken: [StepperProperty] = []
    ) -> Contents {
        let named = problems.prefix(Self.maximumProblemsNamed).map(\.description)
        var list = named.joined(separator: "; ")
        if problems.count > named.count {
            list = localizedPlural(
                "%1$s; and %2$s more problem", "%1$s; and %2$s more problems",
                count: problems.count - named.count, list, String(problems.count - named.count))
        }
        let warning = taken.isEmpty
            ? localized("%1$s: %2$s. Nothing in it could be imported.", path, list)
            : localized("%1$s: %2$s. The other settings in it were imported.", path, list)
        logWarning(warning)
        return Contents(configuration: configuration, taken: taken, problems: problems, warning: warning)
    }
}
