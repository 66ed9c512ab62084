/* GtkAccessible's variadic updates, and the accessible range and announcements of newer GTK. */
#include "CGtkShims.h"

void
skshim_accessible_set_labelled_by (GtkAccessible *accessible, GtkAccessible *label)
{
  gtk_accessible_update_relation (accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

void
skshim_accessible_set_described_by (GtkAccessible *accessible, GtkAccessible *description)
{
  gtk_accessible_update_relation (accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, description, NULL, -1);
}

void
skshim_accessible_set_value (GtkAccessible *accessible, double value, const char *text)
{
  gtk_accessible_update_property (accessible,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

void
skshim_accessible_set_value_and_range (GtkAccessible *accessible, double value, const char *text,
                                       double minimum, double maximum)
{
  gtk_accessible_update_property (accessible,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, value,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text,
                                  -1);
}

GType
skshim_accessible_range_get_type (void)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  return GTK_TYPE_ACCESSIBLE_RANGE;
#else
  return 0;
#endif
}

void
skshim_accessible_range_init (gpointer iface, gboolean (*set_current_value) (gpointer range, double value))
{
#if GTK_CHECK_VERSION (4, 10, 0)
  ((GtkAccessibleRangeInterface *) iface)->set_current_value = (gboolean (*) (GtkAccessibleRange *, double)) set_current_value;
#else
  (void) iface;
  (void) set_current_value;
#endif
}

gboolean
skshim_accessible_announce (GtkAccessible *accessible, const char *message)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (accessible, message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  return TRUE;
#else
  (void) accessible;
  (void) message;
  return FALSE;
#endif
}
