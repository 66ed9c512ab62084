/* The choices between libadwaita versions that only the C preprocessor can
 * make (ADW_CHECK_VERSION): libadwaita 1.5 and later present preferences
 * as adaptive dialogs (AdwDialog), which GNOME 48 apps use and which
 * deprecate the windows of 1.2. Kept apart from CGtkShims, so that an app
 * using GTK alone never links libadwaita. Nothing else belongs here. */
#ifndef STEPPERKIT_CADW_SHIMS_H
#define STEPPERKIT_CADW_SHIMS_H

#include <adwaita.h>

/* Whether the surfaces below are AdwDialogs (libadwaita 1.5 and later) rather than windows. */
gboolean skshim_dialogs_are_adaptive (void);

/* A preferences surface without search: an AdwPreferencesDialog, or before 1.5 an
 * AdwWindow with a header bar over the page (shims.c says why not an AdwPreferencesWindow). */
GtkWidget *skshim_preferences_new (void);

/* Adds a page to what skshim_preferences_new made. */
void skshim_preferences_add (GtkWidget *preferences, AdwPreferencesPage *page);

/* The size a dialog's content (or a window) starts at. */
void skshim_dialog_set_size (GtkWidget *dialog, int width, int height);

/* Shows a dialog over parent (NULL: on its own): adw_dialog_present, or a
 * window made modal and transient for parent. */
void skshim_dialog_present (GtkWidget *dialog, GtkWidget *parent);

/* Closes a dialog (or a window) as its close button would, or, at_once, for
 * good and without the dialog's animation (a window is destroyed): its owner goes. */
void skshim_dialog_close (GtkWidget *dialog, gboolean at_once);

/* Whether a dialog is presented (for a window: shown). */
gboolean skshim_dialog_is_open (GtkWidget *dialog);

/* The widget a dialog is presented over (for a window: its transient parent), or NULL. */
GtkWidget *skshim_dialog_get_parent (GtkWidget *dialog);

/* The name of the signal a dialog emits once closed ("closed"), or a window
 * once it is hidden or destroyed ("unmap"). */
const char *skshim_dialog_closed_signal (void);

#endif
