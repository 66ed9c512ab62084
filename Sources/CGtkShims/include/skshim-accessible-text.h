/* GtkAccessibleText for a GtkEditable, with or without a delegate (accessible-text.c). */
#ifndef STEPPERKIT_SKSHIM_ACCESSIBLE_TEXT_H
#define STEPPERKIT_SKSHIM_ACCESSIBLE_TEXT_H

#include <gtk/gtk.h>

/* GTK_TYPE_ACCESSIBLE_TEXT (GTK 4.14 and later), through which a widget hands
 * its text to assistive tools itself (AT-SPI's Text interface); 0 on older
 * GTK, which gives that interface only to its own text widgets and to a
 * GtkEditable with a GtkText delegate. */
GType skshim_accessible_text_get_type (void);

/* Fills a GtkAccessibleTextInterface (a struct GTK 4.14 added) for a
 * GtkEditable: the text, caret and selection are what gtk_editable_get_text,
 * gtk_editable_get_position and gtk_editable_get_selection_bounds give, with
 * or without a delegate; the text has no attributes of its own. */
void skshim_editable_accessible_text_init (gpointer iface);

/* Tells assistive tools that characters @start to @end of such a widget's text
 * were inserted (after the insertion) or are about to be removed (before the
 * removal: GTK reads them to send them along): gtk_accessible_text_update_contents.
 * Does nothing on an older GTK, or for an empty range. */
void skshim_accessible_text_update_contents (GtkAccessible *accessible, gboolean inserted, guint start, guint end);

/* With @forward, has the GtkAccessibleText of @editable follow the text,
 * caret and selection of @delegate, its GtkEditable delegate, as GTK does for
 * an editable it gives AT-SPI's Text through its delegate; without, stops
 * that. Does nothing on an older GTK. */
void skshim_editable_forward_text_changes (GtkEditable *editable, GtkEditable *delegate, gboolean forward);

#endif
