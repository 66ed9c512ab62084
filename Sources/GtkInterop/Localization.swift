import CGtk
import CGtkShims
import Glibc

// Every user-visible string goes through gettext in the `stepperkit` domain,
// as a whole sentence: values go in through placeholders, so translators can
// move them (`%s` in order, or `%1$s`, `%2$s` by position, as in C).

/// The gettext domain of StepperKit's strings and its `.ui` files.
package let translationDomain = "stepperkit"

/// A translated string, marked for `xgettext` by the `localized` keyword.
package func localized(_ text: String) -> String {
    // With no translation, g_dgettext hands back its argument: copy it while it lives.
    text.withCString { String(cString: g_dgettext(translationDomain, $0)) }
}

/// A translated sentence with its placeholders filled in.
///
/// - Parameters:
///   - format: The sentence, with `%s` (or `%1$s`, `%2$s`...) where the values go.
///   - arguments: The values, already as text.
package func localized(_ format: String, _ arguments: String...) -> String {
    filling(localized(format), with: arguments)
}

/// A translated sentence that depends on a count, with its placeholders filled
/// in: `ngettext` picks the form (Russian has three) from `count`.
///
/// - Parameters:
///   - singular: The English sentence for one.
///   - plural: The English sentence for other counts.
///   - count: The number that picks the form.
///   - arguments: The values for the placeholders, already as text.
package func localizedPlural(_ singular: String, _ plural: String, count: Int, _ arguments: String...) -> String {
    let form = singular.withCString { one in
        plural.withCString { other in
            String(cString: g_dngettext(translationDomain, one, other, gulong(truncatingIfNeeded: count.magnitude)))
        }
    }
    return filling(form, with: arguments)
}

/// Replaces `%s` (in order) and `%N$s` (by position) with `arguments`; `%%`
/// is a percent sign, and a placeholder without an argument becomes nothing.
package func filling(_ format: String, with arguments: [String]) -> String {
    var (result, next, rest) = ("", 0, format[...])
    while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        rest = rest[percent...].dropFirst()
        if rest.first == "%" {
            (result, rest) = (result + "%", rest.dropFirst())
            continue
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        var (index, placeholder) = (next, rest)
        if let position = Int(digits), position >= 1, rest.dropFirst(digits.count).first == "$" {
            (index, placeholder) = (position - 1, rest.dropFirst(digits.count + 1))
        }
        guard placeholder.first == "s" || placeholder.first == "d" else {
            result += "%"
            continue
        }
        result += arguments.indices.contains(index) ? arguments[index] : ""
        (next, rest) = (index + 1, placeholder.dropFirst())
    }
    return result + rest
}

/// Where gettext finds the `stepperkit` catalogs.
package enum TranslationCatalogs {
    /// Reads the user's locale (LANG, LC_*, LANGUAGE) and points the
    /// `stepperkit` domain at `directory` (`<language>/LC_MESSAGES/stepperkit.mo`),
    /// with UTF-8 text whatever the locale's own encoding.
    package static func bind(_ directory: String) {
        setlocale(LC_ALL, "")
        bindDomain(directory)
    }

    /// Points the `stepperkit` domain at `directory` without touching the
    /// locale, for a library in a host program that sets the locale itself.
    package static func bindDomain(_ directory: String) {
        bindtextdomain(translationDomain, directory)
        bind_textdomain_codeset(translationDomain, "UTF-8")
    }

    /// Points the `stepperkit` domain at the catalogs installed beside the
    /// library or program that holds `address` (`PREFIX/lib/libstepperkit-1.so`
    /// → `PREFIX/share/locale`), when there are any; otherwise leaves it.
    package static func bindBesideImage(containing address: UnsafeRawPointer) {
        guard let image = skshim_file_of_image_containing(address) else { return }
        defer { g_free(image) }
        let locale = folder(of: folder(of: String(cString: image))) + "/share/locale"
        if exist(in: locale) { bindDomain(locale) }
    }

    /// The folder a path names its file in.
    private static func folder(of path: String) -> String {
        guard let folder = g_path_get_dirname(path) else { return "." }
        defer { g_free(folder) }
        return String(cString: folder)
    }

    /// Whether `directory` holds any `stepperkit` catalog.
    package static func exist(in directory: String) -> Bool {
        guard let languages = g_dir_open(directory, 0, nil) else { return false }
        defer { g_dir_close(languages) }
        while let name = g_dir_read_name(languages) {
            let catalog = directory + "/" + String(cString: name) + "/LC_MESSAGES/" + translationDomain + ".mo"
            if g_file_test(catalog, SKSHIM_FILE_TEST_IS_REGULAR) != 0 { return true }
        }
        return false
    }
}
