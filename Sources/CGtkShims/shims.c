#define G_LOG_DOMAIN "StepperKit"
#define _GNU_SOURCE /* dladdr */
#include "CGtkShims.h"

#include <dlfcn.h>
#include <string.h>

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

void
skshim_css_provider_load (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

void
skshim_widget_get_color (GtkWidget *widget, GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

GtkWidget *
skshim_color_button_new (void)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  GtkColorDialog *dialog = gtk_color_dialog_new ();
  gtk_color_dialog_set_with_alpha (dialog, TRUE);
  return gtk_color_dialog_button_new (dialog); /* takes the dialog */
#else
  GtkWidget *button = gtk_color_button_new ();
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), TRUE);
  return button;
#endif
}

void
skshim_color_button_get_rgba (GtkWidget *button, GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  *color = *gtk_color_dialog_button_get_rgba (GTK_COLOR_DIALOG_BUTTON (button));
#else
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), color);
#endif
}

void
skshim_color_button_set_rgba (GtkWidget *button, const GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_color_dialog_button_set_rgba (GTK_COLOR_DIALOG_BUTTON (button), color);
#else
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (button), color);
#endif
}

static void
skshim_editable_do_insert_text (GtkEditable *editable, const char *text, int length, int *position)
{
  const char *valid_end = NULL;
  int characters;

  if (text == NULL || position == NULL)
    return;
  /* A length beyond the text would read past it; a cut character would be invalid UTF-8. */
  length = length < 0 ? (int) MIN (strlen (text), (size_t) G_MAXINT) : (int) strnlen (text, (size_t) length);
  g_utf8_validate (text, length, &valid_end);
  length = (int) (valid_end - text);
  characters = (int) g_utf8_strlen (gtk_editable_get_text (editable), -1);
  if (*position < 0 || *position > characters)
    *position = characters;
  if (length > 0)
    g_signal_emit_by_name (editable, "insert-text", text, length, position);
}

static void
skshim_editable_do_delete_text (GtkEditable *editable, int start, int end)
{
  int characters = (int) g_utf8_strlen (gtk_editable_get_text (editable), -1);

  start = CLAMP (start, 0, characters);
  if (end < 0 || end > characters)
    end = characters;
  if (start < end)
    g_signal_emit_by_name (editable, "delete-text", start, end);
}

void
skshim_editable_keep_changes_inside_text (GtkEditableInterface *iface)
{
  iface->do_insert_text = skshim_editable_do_insert_text;
  iface->do_delete_text = skshim_editable_do_delete_text;
}

char *
skshim_file_of_image_containing (const void *address)
{
  Dl_info image;

  if (dladdr (address, &image) == 0 || image.dli_fname == NULL || image.dli_fname[0] == '\0')
    return NULL;
  return g_canonicalize_filename (image.dli_fname, NULL);
}

const char *
skshim_settings_dark_property (void)
{
#if GTK_CHECK_VERSION (4, 20, 0)
  return "gtk-interface-color-scheme";
#else
  return "gtk-application-prefer-dark-theme";
#endif
}

gboolean
skshim_settings_prefer_dark (GtkSettings *settings)
{
#if GTK_CHECK_VERSION (4, 20, 0)
  GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
  g_object_get (settings, "gtk-interface-color-scheme", &scheme, NULL);
  return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
  gboolean dark = FALSE;
  g_object_get (settings, "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
#endif
}
