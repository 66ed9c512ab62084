import AdwaitaInterop
import Glibc
import GtkInterop
import StepperDemoResources

/// The About dialog (a window before libadwaita 1.5): name, icon, version,
/// developer, licence and this version's release notes, taken from the app's
/// AppStream metainfo.
@MainActor
enum AboutTheDemo {
    /// The About dialog last shown, while it is open.
    private(set) static var shown: Adw.AboutDialog?

    static func present(over parent: Gtk.Window?) {
        let about = Adw.About(
            name: localized("Stepper Demo"),
            iconName: DemoApplication.id,
            version: DemoApplication.version,
            developer: localized("The StepperKit developers"),
            website: "https://github.com/stepperkit/stepperkit",
            issueURL: "https://github.com/stepperkit/stepperkit/issues",
            copyright: localized("© 2026 The StepperKit developers"),
            releaseNotes: releaseNotes(of: DemoApplication.version, in: DemoResourceFiles.metainfo)
        ).present(over: parent)
        shown = about
        about.onClosed { shown = nil }
    }

    /// The inside of the `<description>` of the `<release>` of `version` in
    /// AppStream metainfo: the markup the About dialog shows as release notes,
    /// each paragraph and list item translated (`msgfmt --xml` translates
    /// the installed metainfo from the same catalog entries).
    ///
    /// - Parameter translate: Turns a paragraph's text, with its spaces
    ///   collapsed as `xgettext` extracts it, into the reader's language.
    static func releaseNotes(
        of version: String, in metainfo: String, translate: (String) -> String = { localized($0) }
    ) -> String? {
        let text = Substring(metainfo)
        guard let release = text.end(of: "<release version=\"\(version)\""),
              let start = text[release...].end(of: "<description>"),
              let end = text[start...].start(of: "</description>")
        else { return nil }
        var notes = ""
        var rest = text[start..<end]
        while let open = rest.start(of: "<") {
            notes += rest[..<open]
            guard let close = rest[open...].end(of: ">") else { break }
            let tag = rest[open..<close]
            notes += tag
            rest = rest[close...]
            let name = tag.dropFirst().prefix { $0 != ">" && $0 != " " }
            guard name == "p" || name == "li", let closing = rest.start(of: "</\(name)>") else { continue }
            let words = rest[..<closing].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            notes += Markup.escaped(translate(Markup.unescaped(words.joined(separator: " "))))
            rest = rest[closing...]
        }
        notes += rest
        return notes.trimmingSpaces()
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
}

extension Substring {
    /// Where the first `needle` starts.
    func start(of needle: String) -> Index? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index }
            index = self.index(after: index)
        }
        return nil
    }

    /// Where the first `needle` ends.
    func end(of needle: String) -> Index? {
        start(of: needle).map { self.index($0, offsetBy: needle.count) }
    }
}

extension String {
    /// The text without spaces and newlines at its ends.
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
