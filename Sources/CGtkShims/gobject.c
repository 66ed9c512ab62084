/* GLib's macros and variadic calls, and where a loaded image lives (dladdr). */
#define G_LOG_DOMAIN "StepperKit"
#define _GNU_SOURCE /* dladdr */
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
