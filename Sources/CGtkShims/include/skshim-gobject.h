/* GLib's macros and variadic calls (gobject.c). */
#ifndef STEPPERKIT_SKSHIM_GOBJECT_H
#define STEPPERKIT_SKSHIM_GOBJECT_H

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
/* G_TYPE_OBJECT, a fundamental type id built by a macro. */
GType skshim_type_object (void);

/* G_TYPE_FROM_INSTANCE: the type of an object, read through its class pointer. */
GType skshim_type_from_instance (gpointer instance);

/* G_TYPE_FROM_CLASS: the type a class struct belongs to. */
GType skshim_type_from_class (gpointer klass);

/* g_signal_emit for a signal without arguments or return value (variadic in GLib). */
void skshim_signal_emit_plain (gpointer instance, guint signal_id);

/* A RUN_LAST signal that formats a number: `gchar *handler (instance, gdouble)`.
 * The first handler to return a string wins; NULL from every one lets the
 * emitter fall back on its own text. No out arguments: every language's
 * bindings can return a string. */
guint skshim_signal_new_formatting (const char *name, GType type);
/* Emits a formatting signal; the text (to g_free()) or NULL. */
char *skshim_signal_emit_formatting (gpointer instance, guint signal_id, gdouble number);
/* A RUN_LAST signal that reads text as a number: `gdouble handler (instance,
 * const gchar *)`. The first handler to return a number that is not NaN
 * wins; NaN from every one lets the emitter read the text itself. */
guint skshim_signal_new_parsing (const char *name, GType type);
/* Emits a parsing signal; the number, or NaN where no handler read the text. */
gdouble skshim_signal_emit_parsing (gpointer instance, guint signal_id, const char *text);

/* g_warning (a variadic macro) with the project's log domain and a preformatted message. */
void skshim_log_warning (const char *message);
/* The file of the loaded library or program that holds @address (dladdr,
 * which wants _GNU_SOURCE), as an absolute path to g_free(); NULL if none. */
char *skshim_file_of_image_containing (const void *address);

/* G_OBJECT_WARN_INVALID_PROPERTY_ID, a macro that reports an unknown property id. */
void skshim_warn_invalid_property_id (GObject *object, guint property_id, GParamSpec *pspec);

#endif
