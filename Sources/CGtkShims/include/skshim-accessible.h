/* GtkAccessible's variadic updates, its range and its announcements (accessible.c). */
#ifndef STEPPERKIT_SKSHIM_ACCESSIBLE_H
#define STEPPERKIT_SKSHIM_ACCESSIBLE_H

#include <gtk/gtk.h>

/* gtk_accessible_update_relation (variadic) for GTK_ACCESSIBLE_RELATION_LABELLED_BY with one label. */
void skshim_accessible_set_labelled_by (GtkAccessible *accessible, GtkAccessible *label);

/* gtk_accessible_update_relation (variadic) for GTK_ACCESSIBLE_RELATION_DESCRIBED_BY with one widget. */
void skshim_accessible_set_described_by (GtkAccessible *accessible, GtkAccessible *description);

/* gtk_accessible_update_property (variadic) for a range's value, as a number and as text. */
void skshim_accessible_set_value (GtkAccessible *accessible, double value, const char *text);

/* The same with the lowest and highest value. */
void skshim_accessible_set_value_and_range (GtkAccessible *accessible, double value, const char *text,
                                            double minimum, double maximum);

/* GTK_TYPE_ACCESSIBLE_RANGE (GTK 4.10 and later), through which a widget gets
 * AT-SPI's Value interface; 0 on older GTK, which gives that to its own widgets alone. */
GType skshim_accessible_range_get_type (void);

/* Fills a GtkAccessibleRangeInterface (a struct GTK 4.8 lacks) with its one method. */
void skshim_accessible_range_init (gpointer iface, gboolean (*set_current_value) (gpointer range, double value));

/* Has assistive tools announce `message` on behalf of `accessible`
 * (gtk_accessible_announce, GTK 4.14 and later, at medium priority).
 * Returns FALSE, doing nothing, on an older GTK. */
gboolean skshim_accessible_announce (GtkAccessible *accessible, const char *message);

#endif
