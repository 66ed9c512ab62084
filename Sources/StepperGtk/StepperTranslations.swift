import GtkInterop

/// StepperKit's translations: its strings, and the names its widgets give
/// screen readers, come from the gettext domain `stepperkit`.
///
/// An app installs StepperKit's catalogs with its own (`Scripts/install` puts
/// them in `<prefix>/share/locale`) and binds the domain once at start-up:
///
/// ```swift
/// StepperTranslations.bind(localeDirectory: "/usr/share/locale")
/// ```
public enum StepperTranslations {
    /// The gettext domain, `stepperkit`.
    public static let domain = translationDomain

    /// Reads the user's locale and tells gettext where the catalogs are
    /// (`<localeDirectory>/<language>/LC_MESSAGES/stepperkit.mo`).
    ///
    /// - Parameter localeDirectory: The folder holding one folder per language.
    public static func bind(localeDirectory: String) {
        TranslationCatalogs.bind(localeDirectory)
    }
}
