#include "CAdwShims.h"

gboolean
skshim_dialogs_are_adaptive (void)
{
  return ADW_CHECK_VERSION (1, 5, 0);
}

GtkWidget *
skshim_preferences_new (void)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  GtkWidget *preferences = GTK_WIDGET (adw_preferences_dialog_new ());
  adw_preferences_dialog_set_search_enabled (ADW_PREFERENCES_DIALOG (preferences), FALSE);
#else
  GtkWidget *preferences = adw_preferences_window_new ();
  adw_preferences_window_set_search_enabled (ADW_PREFERENCES_WINDOW (preferences), FALSE);
  gtk_window_set_hide_on_close (GTK_WINDOW (preferences), TRUE);
#endif
  return preferences;
}

void
skshim_preferences_add (GtkWidget *preferences, AdwPreferencesPage *page)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (preferences), page);
#else
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (preferences), page);
#endif
}

GtkWidget *
skshim_about_new (const char *name, const char *icon_name, const char *version, const char *developer,
                  const char *website, const char *issue_url, const char *copyright, const char *release_notes)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  AdwAboutDialog *about = ADW_ABOUT_DIALOG (adw_about_dialog_new ());
  adw_about_dialog_set_application_name (about, name);
  adw_about_dialog_set_application_icon (about, icon_name);
  adw_about_dialog_set_version (about, version);
  adw_about_dialog_set_developer_name (about, developer);
  adw_about_dialog_set_website (about, website);
  adw_about_dialog_set_issue_url (about, issue_url);
  adw_about_dialog_set_copyright (about, copyright);
  adw_about_dialog_set_license_type (about, GTK_LICENSE_MIT_X11);
  if (release_notes != NULL)
    {
      adw_about_dialog_set_release_notes_version (about, version);
      adw_about_dialog_set_release_notes (about, release_notes);
    }
#else
  AdwAboutWindow *about = ADW_ABOUT_WINDOW (adw_about_window_new ());
  adw_about_window_set_application_name (about, name);
  adw_about_window_set_application_icon (about, icon_name);
  adw_about_window_set_version (about, version);
  adw_about_window_set_developer_name (about, developer);
  adw_about_window_set_website (about, website);
  adw_about_window_set_issue_url (about, issue_url);
  adw_about_window_set_copyright (about, copyright);
  adw_about_window_set_license_type (about, GTK_LICENSE_MIT_X11);
  if (release_notes != NULL)
    {
      adw_about_window_set_release_notes_version (about, version);
      adw_about_window_set_release_notes (about, release_notes);
    }
  /* Only GTK holds it: it goes with its parent, or, modal and left behind,
   * it would block every other window of the app. */
  gtk_window_set_destroy_with_parent (GTK_WINDOW (about), TRUE);
#endif
  return GTK_WIDGET (about);
}

void
skshim_dialog_set_title (GtkWidget *dialog, const char *title)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_set_title (ADW_DIALOG (dialog), title);
#else
  gtk_window_set_title (GTK_WINDOW (dialog), title);
#endif
}

void
skshim_dialog_set_size (GtkWidget *dialog, int width, int height)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_set_content_width (ADW_DIALOG (dialog), width);
  adw_dialog_set_content_height (ADW_DIALOG (dialog), height);
#else
  gtk_window_set_default_size (GTK_WINDOW (dialog), width, height);
#endif
}

void
skshim_dialog_present (GtkWidget *dialog, GtkWidget *parent)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_present (ADW_DIALOG (dialog), parent);
#else
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL);
  gtk_window_set_modal (GTK_WINDOW (dialog), root != NULL);
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

void
skshim_dialog_close (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_close (ADW_DIALOG (dialog));
#else
  gtk_window_close (GTK_WINDOW (dialog));
#endif
}

void
skshim_dialog_dismiss (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_dialog_force_close (ADW_DIALOG (dialog));
#else
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
}

gboolean
skshim_dialog_is_open (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return gtk_widget_get_parent (dialog) != NULL;
#else
  return gtk_widget_get_visible (dialog);
#endif
}

GtkWidget *
skshim_dialog_get_parent (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  GtkRoot *root = gtk_widget_get_root (dialog);
  /* Presented over a window that hosts no dialogs, or over none, it is in a window of its own. */
  if (GTK_IS_WINDOW (root) && gtk_window_get_child (GTK_WINDOW (root)) == dialog)
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (root));
      return parent != NULL ? GTK_WIDGET (parent) : NULL;
    }
  return root != NULL ? GTK_WIDGET (root) : NULL;
#else
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  return parent != NULL ? GTK_WIDGET (parent) : NULL;
#endif
}

const char *
skshim_dialog_get_title (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return adw_dialog_get_title (ADW_DIALOG (dialog));
#else
  return gtk_window_get_title (GTK_WINDOW (dialog));
#endif
}

const char *
skshim_dialog_closed_signal (void)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return "closed";
#else
  return "unmap"; /* hidden on close, or destroyed: either way unmapped */
#endif
}
