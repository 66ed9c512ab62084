#define G_LOG_DOMAIN "StepperKit"

#define G_SETTINGS_ENABLE_BACKEND
#include "CDemoShims.h"
#include <gio/gsettingsbackend.h>

#if ADW_CHECK_VERSION (1, 5, 0)
#define SKDEMO_ABOUT_TYPE ADW_TYPE_ABOUT_DIALOG
#else
#define SKDEMO_ABOUT_TYPE ADW_TYPE_ABOUT_WINDOW
#endif

GtkWidget *
skdemo_about_new (const char *name, const char *icon_name, const char *version, const char *developer,
                  const char *website, const char *issue_url, const char *copyright, const char *release_notes)
{
  GtkWidget *about = g_object_new (SKDEMO_ABOUT_TYPE,
                                   "application-name", name, "application-icon", icon_name, "version", version,
                                   "developer-name", developer, "website", website, "issue-url", issue_url,
                                   "copyright", copyright, "license-type", GTK_LICENSE_MIT_X11, NULL);
  if (release_notes != NULL)
    g_object_set (about, "release-notes-version", version, "release-notes", release_notes, NULL);
  /* Only GTK holds a window: it goes with its parent, or, modal and left
   * behind, it would block every other window of the app. */
  if (GTK_IS_WINDOW (about))
    gtk_window_set_destroy_with_parent (GTK_WINDOW (about), TRUE);
  return about;
}

void
skdemo_log_debug (const char *message)
{
  g_debug ("%s", message);
}

gboolean
skdemo_log_debug_enabled (void)
{
  return !g_log_writer_default_would_drop (G_LOG_LEVEL_DEBUG, G_LOG_DOMAIN);
}

GSettingsBackend *
skdemo_memory_settings_backend_new (void)
{
  return g_memory_settings_backend_new ();
}

GSettingsBackend *
skdemo_keyfile_settings_backend_new (const char *path)
{
  return g_keyfile_settings_backend_new (path, "/", NULL);
}

gboolean
skdemo_has_shortcuts_dialog (void)
{
#if ADW_CHECK_VERSION (1, 8, 0)
  return TRUE;
#else
  return FALSE;
#endif
}
