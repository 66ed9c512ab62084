/* The GLib and GTK entry points that Swift cannot import: macros that do work,
 * and variadic functions. Nothing else belongs here. */
#ifndef STEPPERKIT_CGTK_SHIMS_H
#define STEPPERKIT_CGTK_SHIMS_H

#include <gtk/gtk.h>

/* G_TYPE_BOOLEAN, a fundamental type id built by a macro. */
GType skshim_type_boolean (void);
/* G_TYPE_INT, a fundamental type id built by a macro. */
GType skshim_type_int (void);
/* G_TYPE_INT64, a fundamental type id built by a macro. */
GType skshim_type_int64 (void);
/* G_TYPE_DOUBLE, a fundamental type id built by a macro. */
GType skshim_type_double (void);
/* G_TYPE_STRING, a fundamental type id built by a macro. */
GType skshim_type_string (void);
/* G_TYPE_NONE, a fundamental type id built by a macro. */
GType skshim_type_none (void);

/* G_TYPE_ENUM, a fundamental type id built by a macro. */
GType skshim_type_enum (void);

/* G_TYPE_FROM_INSTANCE: the type of an object, read through its class pointer. */
GType skshim_type_from_instance (gpointer instance);

/* G_TYPE_FROM_CLASS: the type a class struct belongs to. */
GType skshim_type_from_class (gpointer klass);

/* g_signal_emit for a signal without arguments or return value (variadic in GLib). */
void skshim_signal_emit_plain (gpointer instance, guint signal_id);

/* g_signal_emit_by_name for a signal without arguments or return value (variadic in GLib). */
void skshim_signal_emit_by_name_plain (gpointer instance, const char *name);

/* g_signal_set_va_marshaller with g_cclosure_marshal_VOID__VOIDv, whose va_list
 * parameter Swift cannot name: lets g_signal_emit skip the generic GValue path. */
void skshim_signal_use_void_va_marshaller (guint signal_id, GType instance_type);

/* g_warning (a variadic macro) with the project's log domain and a preformatted message. */
void skshim_log_warning (const char *message);

/* g_debug (a variadic macro), likewise; shown with G_MESSAGES_DEBUG=StepperKit. */
void skshim_log_debug (const char *message);

/* Whether a g_debug message in the project's log domain would be shown. */
gboolean skshim_log_debug_enabled (void);

/* G_OBJECT_WARN_INVALID_PROPERTY_ID, a macro that reports an unknown property id. */
void skshim_warn_invalid_property_id (GObject *object, guint property_id, GParamSpec *pspec);

/* gtk_accessible_update_relation (variadic) for GTK_ACCESSIBLE_RELATION_LABELLED_BY with one label. */
void skshim_accessible_set_labelled_by (GtkAccessible *accessible, GtkAccessible *label);

/* gtk_test_accessible_check_property (variadic) for a string property: NULL when
 * the property holds `expected`, otherwise a description to g_free. */
char *skshim_test_accessible_check_string_property (GtkAccessible *accessible, GtkAccessibleProperty property,
                                                const char *expected);

/* gtk_test_accessible_check_property (variadic) for a number property. */
char *skshim_test_accessible_check_double_property (GtkAccessible *accessible, GtkAccessibleProperty property,
                                                double expected);

/* gtk_test_accessible_check_state (variadic) for a boolean state such as DISABLED. */
char *skshim_test_accessible_check_boolean_state (GtkAccessible *accessible, GtkAccessibleState state,
                                              gboolean expected);

/* gtk_test_accessible_check_state (variadic) for GTK_ACCESSIBLE_STATE_INVALID. */
char *skshim_test_accessible_check_invalid_state (GtkAccessible *accessible, GtkAccessibleInvalidState expected);

#endif
