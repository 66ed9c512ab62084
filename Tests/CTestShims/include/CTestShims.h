/* The variadic checks of GTK's accessibility test API, for the tests alone:
 * Swift cannot call variadic C functions. And GLib's flags the tests use, named
 * alike on every GLib: GLib 2.88 and later mark their flag enums
 * G_GNUC_FLAG_ENUM, and Swift then imports each as an option set where it
 * imported global constants (G_LOG_LEVEL_WARNING) from older GLib. */
#pragma once

#include <gtk/gtk.h>

/* The log levels a test run must not print unless a test expects them. */
static const GLogLevelFlags SKTEST_LOG_LEVELS_OF_PROBLEMS =
    (GLogLevelFlags) (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR);
/* A binding that copies the source's value at once, one way. */
static const GBindingFlags SKTEST_BINDING_SYNC_CREATE = G_BINDING_SYNC_CREATE;
/* A binding that copies at once, and both ways. */
static const GBindingFlags SKTEST_BINDING_SYNC_CREATE_BIDIRECTIONAL =
    (GBindingFlags) (G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL);

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

/* Whether @accessible answers that it is focused (GtkAccessible's platform
 * state): 1 or 0; -1 before GTK 4.10, which keeps that API private. */
int sktest_accessible_is_focused (GtkAccessible *accessible);
