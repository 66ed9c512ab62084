#include "CAdwShims.h"

/* What libadwaita 1.5 and later present as dialogs, and what 1.2 has instead.
 * Before 1.5 the preferences are a window of their own: an AdwWindow with a
 * header bar over the page. Not an AdwPreferencesWindow: libadwaita 1.2's
 * search model takes a reference to every group and to the page's stack page
 * that it never drops (fixed in 1.3.0), so each one made and destroyed kept
 * all its rows alive. */
gboolean
skshim_dialogs_are_adaptive (void)
{
  return ADW_CHECK_VERSION (1, 5, 0);
}

GtkWidget *
skshim_preferences_new (void)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  return g_object_new (ADW_TYPE_PREFERENCES_DIALOG, "search-enabled", FALSE, NULL);
#else
  GtkWidget *window = adw_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  /* The header bar shows the window's title and its close button. */
  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  adw_window_set_content (ADW_WINDOW (window), content);
  /* Hidden when closed, as a dialog is kept by its owner, to be shown again. */
  gtk_window_set_hide_on_close (GTK_WINDOW (window), TRUE);
  return window;
#endif
}

void
skshim_preferences_add (GtkWidget *preferences, AdwPreferencesPage *page)
{
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_preferences_dialog_add (ADW_PREFERENCES_DIALOG (preferences), page);
#else
  GtkWidget *content = adw_window_get_content (ADW_WINDOW (preferences));
  gtk_widget_set_vexpand (GTK_WIDGET (page), TRUE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (page));
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
  GtkRoot *root = gtk_widget_get_root (dialog);
  gboolean own_window;
  /* Not presented: nothing to close (adw_dialog_close would warn). */
  if (gtk_widget_get_parent (dialog) == NULL)
    return;
  /* In a window of its own (presented over a window that hosts no dialogs),
   * adw_dialog_force_close closes that window but keeps its pointer and emits
   * no "closed" (libadwaita 1.7 to 1.10): a later close or present then uses
   * the freed window. adw_dialog_close lets go of it, says "closed" and is as
   * immediate there; only can-close, which nothing here unsets, could stop it. */
  own_window = GTK_IS_WINDOW (root) && gtk_window_get_child (GTK_WINDOW (root)) == dialog;
  if (at_once && !own_window)
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
