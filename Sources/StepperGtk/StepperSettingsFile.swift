import GtkInterop
import StepperCore

/// A stepper's settings kept in a GLib key file, such as
/// `$XDG_CONFIG_HOME/<app id>/stepper.ini`.
///
/// The file has one `[Stepper]` group whose keys are the `SkStepper` property
/// names (`minimum-value=0`). Loading never fails: a missing file means the
/// defaults; a damaged one gives what is valid in it, defaults for the rest,
/// one warning naming the file and each bad key, and a copy of the original
/// beside it (`stepper.ini.bad`) before anything can overwrite it. Saving is
/// atomic (`g_file_set_contents`).
///
/// ```swift
/// let file = StepperSettingsFile(applicationID: "org.example.App")
/// let model = try StepperModel(file.load().configuration)
/// try file.save(model.configuration)
/// ```
public struct StepperSettingsFile: Sendable {
    /// The name of the file in the app's configuration folder.
    public static let fileName = "stepper.ini"
    /// The key-file group holding the settings.
    public static let group = "Stepper"

    /// The file's path.
    public let path: String

    /// Where a damaged file's original is kept: the path with `.bad` appended.
    public var backupPath: String { path + ".bad" }

    /// The settings file at `path`.
    ///
    /// - Parameter path: Any file path; its folder is created when saving.
    public init(path: String) {
        self.path = path
    }

    /// The settings file of an application: `$XDG_CONFIG_HOME/<id>/stepper.ini`.
    ///
    /// - Parameter applicationID: The reverse-DNS application id.
    public init(applicationID: String) {
        path = Files.userConfigDirectory + "/" + applicationID + "/" + Self.fileName
    }

    /// A key the loader could not use, and why.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// The key, or `nil` when the problem is with the whole file.
        public var key: String?
        /// What is wrong.
        public var reason: String

        /// The key and the reason, as the warning lists them.
        public var description: String {
            key.map { "\($0) (\(reason))" } ?? reason
        }
    }

    /// What ``load()`` found.
    public struct Contents: Equatable, Sendable {
        /// The settings: those the file held validly, and the defaults for the rest.
        public var configuration: StepperConfiguration
        /// What could not be used; empty for a good or missing file.
        public var problems: [Problem]
        /// Where the damaged original was kept, when there were problems and it could be kept.
        public var backupPath: String?
        /// The one warning printed for the problems, or `nil` when there were none.
        public var warning: String?
    }

    /// Reads the settings, never failing (see the type's description).
    ///
    /// Bad content is reported with one `g_warning` and a backup of the file.
    ///
    /// - Returns: The settings and what was wrong with the file.
    public func load() -> Contents {
        let bytes: [UInt8]
        do {
            bytes = try Files.contents(of: path)
        } catch {
            if Files.isMissingFile(error) {
                return Contents(configuration: .inspectable, problems: [], backupPath: nil, warning: nil)
            }
            return report([Problem(key: nil, reason: "it cannot be read: \(error.message)")], bytes: nil)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return report([Problem(key: nil, reason: "it is not UTF-8 text")], bytes: bytes)
        }
        let keyFile: KeyFile
        do {
            keyFile = try KeyFile(parsing: text)
        } catch {
            return report([Problem(key: nil, reason: "it is not a key file: \(error.message)")], bytes: bytes)
        }
        guard !keyFile.keys(group: Self.group).isEmpty || text.contains("[\(Self.group)]") else {
            return report([Problem(key: nil, reason: "it has no [\(Self.group)] group")], bytes: bytes)
        }

        var problems: [Problem] = []
        var staged: [(index: Int, value: StepperPropertyValue)] = []
        for (index, descriptor) in StepperPropertyDescriptor.all.enumerated() {
            switch Self.read(descriptor, from: keyFile) {
            case nil: continue
            case .failure(let problem): problems.append(problem)
            case .success(let value): staged.append((index, value))
            }
        }
        var configuration = StepperConfiguration.inspectable
        for refusal in applyTogether(staged, to: &configuration, refusingValueOutOfBounds: true) {
            problems.append(Problem(key: refusal.descriptor.name, reason: refusal.error.description))
        }
        return problems.isEmpty
            ? Contents(configuration: configuration, problems: [], backupPath: nil, warning: nil)
            : report(problems, bytes: bytes, configuration: configuration)
    }

    /// Writes the settings atomically, creating the folder when needed.
    ///
    /// - Throws: ``StepperSettingsFileError`` saying why the file could not be written.
    public func save(_ configuration: StepperConfiguration) throws(StepperSettingsFileError) {
        let keyFile = KeyFile()
        for descriptor in StepperPropertyDescriptor.all {
            switch descriptor.value(in: configuration) {
            case .integer(let number): keyFile.setRawValue(String(number), group: Self.group, key: descriptor.name)
            case .boolean(let flag): keyFile.setRawValue(String(flag), group: Self.group, key: descriptor.name)
            case .text(let text): keyFile.setString(text, group: Self.group, key: descriptor.name)
            case .color(let color): keyFile.setRawValue(color.description, group: Self.group, key: descriptor.name)
            }
        }
        do {
            try Files.createDirectory(Files.directory(of: path))
            try Files.write(Array(keyFile.text.utf8), to: path)
        } catch {
            throw StepperSettingsFileError(path: path, reason: error.message)
        }
    }

    /// One property as the file holds it: `nil` when absent.
    private static func read(
        _ descriptor: StepperPropertyDescriptor, from keyFile: KeyFile
    ) -> Result<StepperPropertyValue, Problem>? {
        guard let raw = keyFile.rawValue(group: group, key: descriptor.name) else { return nil }
        func problem(_ reason: String) -> Result<StepperPropertyValue, Problem> {
            .failure(Problem(key: descriptor.name, reason: reason))
        }
        switch descriptor.field {
        case .integer:
            switch WholeNumber.parse(raw) {
            case .success(.exact(let number)): return .success(.integer(number))
            case .success(.beyondInt(let isNegative)): return problem(beyondIntMessage(raw, isNegative: isNegative))
            case .failure(let reason): return problem(reason.message(for: raw))
            }
        case .boolean:
            guard let flag = TruthValue.parse(raw) else { return problem("“\(raw.excerpt())” is not true or false") }
            return .success(.boolean(flag))
        case .text:
            do {
                return .success(.text(try keyFile.string(group: group, key: descriptor.name)))
            } catch {
                return problem(error.message)
            }
        case .color:
            guard let color = RGBAColor(raw) else { return problem(notAColorMessage(raw)) }
            return .success(.color(color))
        }
    }

    /// Keeps the original beside the file, then prints and returns one warning.
    private func report(
        _ problems: [Problem], bytes: [UInt8]?, configuration: StepperConfiguration = .inspectable
    ) -> Contents {
        var backup: String?
        var backupNote = ""
        if let bytes {
            do {
                try Files.write(bytes, to: backupPath)
                backup = backupPath
                backupNote = "; the original is kept as \(backupPath)"
            } catch {
                backupNote = "; the original could not be kept (\(error.message))"
            }
        }
        let whole = problems.filter { $0.key == nil }.map(\.reason)
        let keys = problems.filter { $0.key != nil }.map(\.description)
        let what = whole.isEmpty
            ? "bad keys ignored, defaults used instead: " + keys.joined(separator: "; ")
            : "unusable, defaults used instead: " + whole.joined(separator: "; ")
        let warning = "\(path): \(what)\(backupNote)"
        logWarning(warning)
        return Contents(configuration: configuration, problems: problems, backupPath: backup, warning: warning)
    }
}

/// Why stepper settings could not be saved.
public struct StepperSettingsFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file that could not be written.
    public var path: String
    /// The system's reason.
    public var reason: String

    /// A message naming the file and the reason.
    public var description: String {
        "Cannot save the stepper settings to \(path): \(reason)"
    }
}
