/* The demo's choice between libadwaita versions that only the C preprocessor
 * can make: its About surface, an AdwAboutDialog on libadwaita 1.5 and later
 * and an AdwAboutWindow before, and its keyboard shortcuts, an
 * AdwShortcutsDialog on 1.8 and later. The widget libraries show no About. And its
 * debug log, GSettings backends for tests (declared only with
 * G_SETTINGS_ENABLE_BACKEND, which Swift cannot define), and GLib's flags it
 * uses under one name for every GLib. */
#ifndef STEPPERKIT_CDEMO_SHIMS_H
#define STEPPERKIT_CDEMO_SHIMS_H

#include <adwaita.h>

/* GLib's flags, named alike on every GLib: GLib 2.88 and later mark their flag
 * enums G_GNUC_FLAG_ENUM, and Swift then imports each as an option set
 * (GApplicationFlags.APPLICATION_NON_UNIQUE) where it imported a global
 * constant from older GLib (G_APPLICATION_NON_UNIQUE). */

/* G_APPLICATION_DEFAULT_FLAGS: a unique application, activated by a second start. */
static const GApplicationFlags SKDEMO_APPLICATION_DEFAULT_FLAGS = G_APPLICATION_DEFAULT_FLAGS;
/* G_APPLICATION_NON_UNIQUE: this process runs the app itself, never handing over to a running one. */
static const GApplicationFlags SKDEMO_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE;
/* G_OPTION_FLAG_NONE: a command-line option shown in --help, of its own argument type. */
static const GOptionFlags SKDEMO_OPTION_FLAG_NONE = G_OPTION_FLAG_NONE;

/* Whether libadwaita has AdwShortcutsDialog (1.8 and later), which takes
 * the place of GTK's deprecated GtkShortcutsWindow. */
gboolean skdemo_has_shortcuts_dialog (void);

/* An About surface under the MIT licence: AdwAboutDialog, or AdwAboutWindow before 1.5;
 * release_notes (AppStream markup) may be NULL. */
GtkWidget *skdemo_about_new (const char *name, const char *icon_name, const char *version, const char *developer,
                             const char *website, const char *issue_url, const char *copyright,
                             const char *release_notes);

/* g_debug (a variadic macro) in the StepperKit log domain with a preformatted
 * message; shown with G_MESSAGES_DEBUG=StepperKit. */
void skdemo_log_debug (const char *message);

/* Whether a g_debug message in the StepperKit log domain would be shown. */
gboolean skdemo_log_debug_enabled (void);

/* GLib's memory backend: settings of this process alone, at the schema's defaults. */
GSettingsBackend *skdemo_memory_settings_backend_new (void);

/* GLib's key-file backend, keeping the settings at path (the root path "/"). */
GSettingsBackend *skdemo_keyfile_settings_backend_new (const char *path);

#endif
