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

GType
skshim_accessible_text_get_type (void)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  return GTK_TYPE_ACCESSIBLE_TEXT;
#else
  return 0;
#endif
}

#if GTK_CHECK_VERSION (4, 14, 0)
/* The editable's characters from @start up to @end (clamped into its text), NUL-terminated. */
static GBytes *
skshim_editable_text_slice (GtkEditable *editable, guint start, guint end)
{
  const char *text = gtk_editable_get_text (editable);
  guint characters;
  const char *first;
  const char *last;

  if (text == NULL)
    text = "";
  characters = (guint) g_utf8_strlen (text, -1);
  end = MIN (end, characters);
  start = MIN (start, end);
  first = g_utf8_offset_to_pointer (text, start);
  last = g_utf8_offset_to_pointer (text, end);
  return g_bytes_new_take (g_strndup (first, (gsize) (last - first)), (gsize) (last - first) + 1);
}

static GBytes *
skshim_editable_get_contents (GtkAccessibleText *self, unsigned int start, unsigned int end)
{
  return skshim_editable_text_slice (GTK_EDITABLE (self), start, end);
}

/* A character at @offset; for any longer unit the whole text, which is one
 * line of one word (a number) in the widgets that use this. */
static GBytes *
skshim_editable_get_contents_at (GtkAccessibleText *self, unsigned int offset,
                                 GtkAccessibleTextGranularity granularity,
                                 unsigned int *start, unsigned int *end)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self));
  guint characters = text == NULL ? 0 : (guint) g_utf8_strlen (text, -1);
  guint first = 0;
  guint last = characters;

  if (granularity == GTK_ACCESSIBLE_TEXT_GRANULARITY_CHARACTER)
    {
      first = MIN (offset, characters);
      last = MIN (first + 1, characters);
    }
  if (start != NULL)
    *start = first;
  if (end != NULL)
    *end = last;
  return skshim_editable_text_slice (GTK_EDITABLE (self), first, last);
}

static unsigned int
skshim_editable_get_caret_position (GtkAccessibleText *self)
{
  return (unsigned int) MAX (gtk_editable_get_position (GTK_EDITABLE (self)), 0);
}

static gboolean
skshim_editable_get_selection (GtkAccessibleText *self, gsize *n_ranges, GtkAccessibleTextRange **ranges)
{
  int start = 0;
  int end = 0;

  if (!gtk_editable_get_selection_bounds (GTK_EDITABLE (self), &start, &end))
    {
      *n_ranges = 0;
      return FALSE;
    }
  *n_ranges = 1;
  if (ranges != NULL)
    {
      *ranges = g_new (GtkAccessibleTextRange, 1);
      (*ranges)[0].start = (gsize) MAX (start, 0);
      (*ranges)[0].length = (gsize) MAX (end - start, 0);
    }
  return TRUE;
}

/* No attributes of its own: empty, zero-terminated arrays, never NULL, since
 * GTK's AT-SPI GetAttributeValue walks the names without checking. TRUE with
 * no ranges, since GetAttributeRun frees the arrays only when told TRUE. */
static gboolean
skshim_editable_get_attributes (GtkAccessibleText *self, unsigned int offset, gsize *n_ranges,
                                GtkAccessibleTextRange **ranges, char ***names, char ***values)
{
  (void) self;
  (void) offset;
  *n_ranges = 0;
  if (ranges != NULL)
    *ranges = NULL;
  if (names != NULL)
    *names = g_new0 (char *, 1);
  if (values != NULL)
    *values = g_new0 (char *, 1);
  return TRUE;
}
#endif

void
skshim_editable_accessible_text_init (gpointer iface)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  GtkAccessibleTextInterface *text = iface;

  text->get_contents = skshim_editable_get_contents;
  text->get_contents_at = skshim_editable_get_contents_at;
  text->get_caret_position = skshim_editable_get_caret_position;
  text->get_selection = skshim_editable_get_selection;
  text->get_attributes = skshim_editable_get_attributes;
#else
  (void) iface;
#endif
}

void
skshim_accessible_text_update_contents (GtkAccessible *accessible, gboolean inserted, guint start, guint end)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  if (start < end)
    gtk_accessible_text_update_contents (GTK_ACCESSIBLE_TEXT (accessible),
                                         inserted ? GTK_ACCESSIBLE_TEXT_CONTENT_CHANGE_INSERT
                                                  : GTK_ACCESSIBLE_TEXT_CONTENT_CHANGE_REMOVE,
                                         start, end);
#else
  (void) accessible;
  (void) inserted;
  (void) start;
  (void) end;
#endif
}

void
skshim_accessible_text_update_caret (GtkAccessible *accessible, gboolean selection_bound_too)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_text_update_caret_position (GTK_ACCESSIBLE_TEXT (accessible));
  if (selection_bound_too)
    gtk_accessible_text_update_selection_bound (GTK_ACCESSIBLE_TEXT (accessible));
#else
  (void) accessible;
  (void) selection_bound_too;
#endif
}

#if GTK_CHECK_VERSION (4, 14, 0)
static void
skshim_delegate_inserted (GtkEditable *delegate, const char *text, int length, int *position, gpointer editable)
{
  guint characters = (guint) g_utf8_strlen (text, length);
  guint end = position == NULL ? 0 : (guint) MAX (*position, 0);

  (void) delegate;
  if (end >= characters)
    skshim_accessible_text_update_contents (GTK_ACCESSIBLE (editable), TRUE, end - characters, end);
}

static void
skshim_delegate_deleting (GtkEditable *delegate, int start, int end, gpointer editable)
{
  int characters = (int) g_utf8_strlen (gtk_editable_get_text (delegate), -1);

  start = CLAMP (start, 0, characters);
  end = end < 0 || end > characters ? characters : end;
  if (start < end)
    skshim_accessible_text_update_contents (GTK_ACCESSIBLE (editable), FALSE, (guint) start, (guint) end);
}

static void
skshim_delegate_moved (GObject *delegate, GParamSpec *spec, gpointer editable)
{
  (void) delegate;
  if (g_strcmp0 (spec->name, "cursor-position") == 0)
    gtk_accessible_text_update_caret_position (GTK_ACCESSIBLE_TEXT (editable));
  else if (g_strcmp0 (spec->name, "selection-bound") == 0)
    gtk_accessible_text_update_selection_bound (GTK_ACCESSIBLE_TEXT (editable));
}
#endif

void
skshim_editable_forward_text_changes (GtkEditable *editable, GtkEditable *delegate, gboolean forward)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  if (!forward)
    {
      g_signal_handlers_disconnect_by_func (delegate, skshim_delegate_inserted, editable);
      g_signal_handlers_disconnect_by_func (delegate, skshim_delegate_deleting, editable);
      g_signal_handlers_disconnect_by_func (delegate, skshim_delegate_moved, editable);
      return;
    }
  g_signal_connect_after (delegate, "insert-text", G_CALLBACK (skshim_delegate_inserted), editable);
  g_signal_connect (delegate, "delete-text", G_CALLBACK (skshim_delegate_deleting), editable);
  g_signal_connect (delegate, "notify", G_CALLBACK (skshim_delegate_moved), editable);
#else
  (void) editable;
  (void) delegate;
  (void) forward;
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
