#include "CAdwShims.h"

/* What libadwaita 1.5 and later present as dialogs, and what 1.2 has instead:
 * the pair has the same properties, so only the type and the calls without
 * a property (add, present, close) are chosen here. */
#if ADW_CHECK_VERSION (1, 5, 0)
#define SKSHIM_PREFERENCES_TYPE ADW_TYPE_PREFERENCES_DIALOG
#else
#define SKSHIM_PREFERENCES_TYPE ADW_TYPE_PREFERENCES_WINDOW
#endif

gboolean
skshim_dialogs_are_adaptive (void)
{
  return ADW_CHECK_VERSION (1, 5, 0);
}

GtkWidget *
skshim_preferences_new (void)
{
  /* A window is hidden when closed, as a dialog is kept by its owner, to be shown again. */
  GtkWidget *preferences = g_object_new (SKSHIM_PREFERENCES_TYPE, "search-enabled", FALSE, NULL);
  if (GTK_IS_WINDOW (preferences))
    gtk_window_set_hide_on_close (GTK_WINDOW (preferences), TRUE);
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

void
skshim_dialog_set_size (GtkWidget *dialog, int width, int height)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  g_object_set (dialog, "content-width", width, "content-height", height, NULL);
#else
  g_object_set (dialog, "default-width", width, "default-height", height, NULL);
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
skshim_dialog_close (GtkWidget *dialog, gboolean at_once)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  if (at_once)
    adw_dialog_force_close (ADW_DIALOG (dialog));
  else
    adw_dialog_close (ADW_DIALOG (dialog));
#else
  if (at_once)
    gtk_window_destroy (GTK_WINDOW (dialog));
  else
    gtk_window_close (GTK_WINDOW (dialog));
#endif
}

gboolean
skshim_dialog_is_open (GtkWidget *dialog)
{
  /* A dialog is in a window only while presented; a window is shown. */
  return GTK_IS_WINDOW (dialog) ? gtk_widget_get_visible (dialog) : gtk_widget_get_parent (dialog) != NULL;
}

GtkWidget *
skshim_dialog_get_parent (GtkWidget *dialog)
{
  GtkRoot *root = gtk_widget_get_root (dialog);
  GtkWindow *transient = NULL;
  if (GTK_IS_WINDOW (dialog))
    transient = gtk_window_get_transient_for (GTK_WINDOW (dialog));
  /* Presented over a window that hosts no dialogs, or over none, a dialog is in a window of its own. */
  else if (GTK_IS_WINDOW (root) && gtk_window_get_child (GTK_WINDOW (root)) == dialog)
    transient = gtk_window_get_transient_for (GTK_WINDOW (root));
  else
    return root != NULL ? GTK_WIDGET (root) : NULL;
  return transient != NULL ? GTK_WIDGET (transient) : NULL;
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
