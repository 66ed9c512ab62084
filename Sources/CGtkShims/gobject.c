/* GLib's macros and variadic calls, and where a loaded image lives (dladdr). */
#define G_LOG_DOMAIN "StepperKit"
#define _GNU_SOURCE /* dladdr */
#include <math.h>
#include "CGtkShims.h"

#include <dlfcn.h>

GType skshim_type_boolean (void) { return G_TYPE_BOOLEAN; }
GType skshim_type_int (void) { return G_TYPE_INT; }
GType skshim_type_int64 (void) { return G_TYPE_INT64; }
GType skshim_type_double (void) { return G_TYPE_DOUBLE; }
GType skshim_type_string (void) { return G_TYPE_STRING; }
GType skshim_type_none (void) { return G_TYPE_NONE; }
GType skshim_type_enum (void) { return G_TYPE_ENUM; }
GType skshim_type_object (void) { return G_TYPE_OBJECT; }

GType
skshim_type_from_instance (gpointer instance)
{
  return G_TYPE_FROM_INSTANCE (instance);
}

GType
skshim_type_from_class (gpointer klass)
{
  return G_TYPE_FROM_CLASS (klass);
}

static gboolean
first_text (GSignalInvocationHint *hint, GValue *accumulated, const GValue *returned, gpointer data)
{
  const char *text = g_value_get_string (returned);
  if (text == NULL)
    return TRUE;
  g_value_set_string (accumulated, text);
  return FALSE;
}

static gboolean
first_number (GSignalInvocationHint *hint, GValue *accumulated, const GValue *returned, gpointer data)
{
  double number = g_value_get_double (returned);
  /* Set whatever it is: NaN from every handler leaves NaN, not GValue's 0. */
  g_value_set_double (accumulated, number);
  return isnan (number);
}

guint
skshim_signal_new_formatting (const char *name, GType type)
{
  return g_signal_new (name, type, G_SIGNAL_RUN_LAST, 0, first_text, NULL, NULL, G_TYPE_STRING, 1, G_TYPE_DOUBLE);
}

char *
skshim_signal_emit_formatting (gpointer instance, guint signal_id, gdouble number)
{
  char *text = NULL;
  g_signal_emit (instance, signal_id, 0, number, &text);
  return text;
}

guint
skshim_signal_new_parsing (const char *name, GType type)
{
  return g_signal_new (name, type, G_SIGNAL_RUN_LAST, 0, first_number, NULL, NULL, G_TYPE_DOUBLE, 1, G_TYPE_STRING);
}

gdouble
skshim_signal_emit_parsing (gpointer instance, guint signal_id, const char *text)
{
  /* g_signal_emitv, not g_signal_emit: it keeps the NaN preset here when no
   * handler runs (all blocked or disconnected meanwhile), where
   * g_signal_emit would reset it to the type's default, 0. */
  GValue arguments[2] = { G_VALUE_INIT, G_VALUE_INIT };
  GValue result = G_VALUE_INIT;
  g_value_init (&arguments[0], G_TYPE_FROM_INSTANCE (instance));
  g_value_set_object (&arguments[0], instance);
  g_value_init (&arguments[1], G_TYPE_STRING);
  g_value_set_string (&arguments[1], text);
  g_value_init (&result, G_TYPE_DOUBLE);
  g_value_set_double (&result, NAN);
  g_signal_emitv (arguments, signal_id, 0, &result);
  double number = g_value_get_double (&result);
  g_value_unset (&arguments[0]);
  g_value_unset (&arguments[1]);
  g_value_unset (&result);
  return number;
}

void
skshim_signal_emit_plain (gpointer instance, guint signal_id)
{
  g_signal_emit (instance, signal_id, 0);
}

void
skshim_log_warning (const char *message)
{
  g_warning ("%s", message);
}

void
skshim_warn_invalid_property_id (GObject *object, guint property_id, GParamSpec *pspec)
{
  G_OBJECT_WARN_INVALID_PROPERTY_ID (object, property_id, pspec);
}

char *
skshim_file_of_image_containing (const void *address)
{
  Dl_info image;

  if (dladdr (address, &image) == 0 || image.dli_fname == NULL || image.dli_fname[0] == '\0')
    return NULL;
  return g_canonicalize_filename (image.dli_fname, NULL);
}
