/* The variadic checks of GTK's accessibility test API, for the tests alone:
 * Swift cannot call variadic C functions. */
#pragma once

#include <gtk/gtk.h>

/* gtk_test_accessible_check_property (variadic) for a string property: NULL when
 * the property holds `expected`, otherwise a description to g_free. */
char *sktest_accessible_check_string_property (GtkAccessible *accessible, GtkAccessibleProperty property,
                                                const char *expected);

/* gtk_test_accessible_check_property (variadic) for a number property. */
char *sktest_accessible_check_double_property (GtkAccessible *accessible, GtkAccessibleProperty property,
                                                double expected);

/* gtk_test_accessible_check_state (variadic) for a boolean state such as DISABLED. */
char *sktest_accessible_check_boolean_state (GtkAccessible *accessible, GtkAccessibleState state,
                                              gboolean expected);

/* gtk_test_accessible_check_state (variadic) for GTK_ACCESSIBLE_STATE_INVALID. */
char *sktest_accessible_check_invalid_state (GtkAccessible *accessible, GtkAccessibleInvalidState expected);
