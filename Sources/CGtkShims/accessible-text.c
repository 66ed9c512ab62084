/* GtkAccessibleText (GTK 4.14 and later) for a GtkEditable with or without a
 * delegate: its text, caret and selection to assistive tools. */
#include "CGtkShims.h"

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
