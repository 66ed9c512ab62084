/* What a GtkEditable implementation takes from C (editable.c). */
#ifndef STEPPERKIT_SKSHIM_EDITABLE_H
#define STEPPERKIT_SKSHIM_EDITABLE_H

#include <gtk/gtk.h>

/* Makes a GtkEditable implementation take only insertions and deletions that
 * lie inside its text, before its insert-text and delete-text signals run:
 * the positions an assistive tool sends (AT-SPI InsertText and DeleteText)
 * reach those signals unchecked, and GTK's own accessibility handler of
 * delete-text aborts the process on a crossed range. An insertion's length
 * is cut to the text's own, at a whole UTF-8 character; a position outside
 * the text means its end; a deletion is clamped into the text as GtkText
 * clamps it, and a crossed one deletes nothing, as GtkText does. */
void skshim_editable_keep_changes_inside_text (GtkEditableInterface *iface);

/* Has a GtkEditable implementation forward its text, writes and selection
 * to its delegate as GTK's own default methods do, but without their
 * critical where there is none (in instance init and once disposed): the
 * text is then empty, and writes and selections change nothing. */
void skshim_editable_forward_to_delegate (GtkEditableInterface *iface);

/* Has the GtkAccessibleInterface @iface of a GtkEditable implementation answer
 * whether it is focusable and focused (its platform state) from its delegate
 * too, as GtkSpinButton does: @delegate_of gives the delegate, if there is one
 * now, without making one. Does nothing before GTK 4.10, whose
 * GtkAccessibleInterface is private. */
void skshim_editable_accessible_init (gpointer iface, GtkWidget *(*delegate_of) (GtkAccessible *accessible));

#endif
