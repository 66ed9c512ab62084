import GtkInterop
import StepperCore
import StepperGtk

/// A settings file's bytes, read line by line the way GLib's key files are
/// written, so that one damaged line costs only itself.
///
/// GKeyFile refuses a whole file for one malformed line or one byte that is
/// not UTF-8; this reader classifies each line on its own, keeps the entries
/// of one group, and says which lines it could not understand.
struct SettingsText {
    /// One line of the file.
    struct Line {
        /// The kinds of line a key file has, and the ones it must not have.
        enum Kind: Equatable {
            case blank
            case comment
            case group(String)
            case entry(key: String, value: String)
            /// Not UTF-8 text.
            case notText
            /// Something no key file holds; the reason says what.
            case malformed(String)
        }

        /// The line's number, from 1.
        var number: Int
        /// The line as written, without its newline (bytes that are not UTF-8 shown as U+FFFD).
        var text: String
        var kind: Kind
        /// The group the line belongs to, if any came before it.
        var group: String?
    }

    /// The lines, in order.
    private(set) var lines: [Line] = []

    /// Reads `bytes` line by line.
    init(_ bytes: [UInt8]) {
        var group: String?
        var number = 0
        for var slice in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            // A file edited on Windows ends its lines with CR LF.
            if slice.last == UInt8(ascii: "\r") { slice = slice.dropLast() }
            guard let text = String(validating: slice, as: UTF8.self) else {
                lines.append(Line(number: number, text: String(decoding: slice, as: UTF8.self), kind: .notText, group: group))
                continue
            }
            let kind = Self.classify(text, inGroup: group != nil)
            if case .group(let name) = kind { group = name }
            lines.append(Line(number: number, text: text, kind: kind, group: group))
        }
        // A file that ends with a newline has an empty last "line" after it.
        if let last = lines.last, last.text.isEmpty { lines.removeLast() }
    }

    private static func classify(_ text: String, inGroup: Bool) -> Line.Kind {
        let trimmed = text.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty { return .blank }
        if trimmed.hasPrefix("#") { return .comment }
        if trimmed.hasPrefix("[") {
            let header = trimmed.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            let name = String(header.dropFirst().dropLast())
            guard header.last == "]", !name.isEmpty,
                  !name.contains(where: { $0 == "[" || $0 == "]" || $0.isControl })
            else { return .malformed(localized("it is not a group name in square brackets")) }
            return .group(name)
        }
        guard let equals = trimmed.firstIndex(of: "=") else {
            return .malformed(localized("it is neither key=value, a [group] nor a # comment"))
        }
        let key = String(trimmed[..<equals].reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        guard isKeyName(key) else { return .malformed(localized("it has no valid key before “=”")) }
        guard inGroup else { return .malformed(localized("it comes before any [group]")) }
        let value = String(trimmed[trimmed.index(after: equals)...].drop { $0 == " " || $0 == "\t" })
        return .entry(key: key, value: value)
    }

    /// A key as GKeyFile takes it: not empty, no `=`, brackets only around a
    /// trailing locale (`name[ko]`), no control characters.
    private static func isKeyName(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(where: { $0 == "=" || $0.isControl }) else { return false }
        let (base, locale) = splitLocale(key)
        guard !base.isEmpty, !base.contains(where: { $0 == "[" || $0 == "]" }) else { return false }
        return locale.map { !$0.isEmpty && !$0.contains(where: { $0 == "[" || $0 == "]" || $0 == " " }) } ?? true
    }

    /// `name[ko]` as (`name`, `ko`); a key without a locale as (key, nil).
    static func splitLocale(_ key: String) -> (base: String, locale: String?) {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "[") else { return (key, nil) }
        return (String(key[..<open]), String(key[key.index(after: open)..<key.index(before: key.endIndex)]))
    }

    /// The lines GKeyFile would refuse.
    var unreadableLines: [Line] {
        lines.filter {
            switch $0.kind {
            case .notText, .malformed: true
            default: false
            }
        }
    }

    /// The entries of `group` (all its sections, as GKeyFile merges them), in file order.
    func entries(in group: String) -> [(line: Line, key: String, value: String)] {
        lines.compactMap { line in
            guard line.group == group, case .entry(let key, let value) = line.kind else { return nil }
            return (line, key, value)
        }
    }
}

extension Character {
    /// Whether the character is a control character (C0, DEL or C1).
    fileprivate var isControl: Bool {
        unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}

/// GKeyFile's string escapes undone (`\s`, `\n`, `\t`, `\r`, `\\`), strictly.
///
/// - Returns: The text, or `nil` for an escape GKeyFile does not know or a
///   lone backslash at the end.
func unescapedKeyFileString(_ value: String) -> String? {
    var result = ""
    var characters = value[...]
    while let character = characters.popFirst() {
        guard character == "\\" else {
            result.append(character)
            continue
        }
        switch characters.popFirst() {
        case "s": result.append(" ")
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "\\": result.append("\\")
        default: return nil
        }
    }
    return result
}
