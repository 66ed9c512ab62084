/* The demo's choice between libadwaita versions that only the C preprocessor
 * can make: its About surface, an AdwAboutDialog on libadwaita 1.5 and later
 * and an AdwAboutWindow before. The widget libraries show no About. And its
 * debug log, and GSettings backends for tests (declared only with
 * G_SETTINGS_ENABLE_BACKEND, which Swift cannot define). */
#ifndef STEPPERKIT_CDEMO_SHIMS_H
#define STEPPERKIT_CDEMO_SHIMS_H

#include <adwaita.h>

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
