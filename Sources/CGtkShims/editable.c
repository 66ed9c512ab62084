/* What a GtkEditable implementation takes from C: forwarding to its delegate
 * where it always has one, changes kept inside its text, and its platform
 * state from its delegate. */
#include "CGtkShims.h"

#include <string.h>

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

/* GtkEditable's own forwarding to the delegate, as its default methods do
 * it, but without a critical where there is no delegate (in instance init,
 * before what finds it is stored, and once disposed): the text is empty, and
 * writes and selections change nothing. The same one call to get_delegate. */
static const char *
skshim_editable_delegate_get_text (GtkEditable *editable)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  return delegate == NULL ? "" : gtk_editable_get_text (delegate);
}

static void
skshim_editable_delegate_insert_text (GtkEditable *editable, const char *text, int length, int *position)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  if (delegate != NULL)
    gtk_editable_insert_text (delegate, text, length, position);
}

static void
skshim_editable_delegate_delete_text (GtkEditable *editable, int start, int end)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  if (delegate != NULL)
    gtk_editable_delete_text (delegate, start, end);
}

static gboolean
skshim_editable_delegate_get_selection_bounds (GtkEditable *editable, int *start, int *end)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  if (delegate != NULL)
    return gtk_editable_get_selection_bounds (delegate, start, end);
  *start = 0;
  *end = 0;
  return FALSE;
}

static void
skshim_editable_delegate_set_selection_bounds (GtkEditable *editable, int start, int end)
{
  GtkEditable *delegate = gtk_editable_get_delegate (editable);

  if (delegate != NULL)
    gtk_editable_select_region (delegate, start, end);
}

void
skshim_editable_forward_to_delegate (GtkEditableInterface *iface)
{
  iface->get_text = skshim_editable_delegate_get_text;
  iface->insert_text = skshim_editable_delegate_insert_text;
  iface->delete_text = skshim_editable_delegate_delete_text;
  iface->get_selection_bounds = skshim_editable_delegate_get_selection_bounds;
  iface->set_selection_bounds = skshim_editable_delegate_set_selection_bounds;
}

void
skshim_editable_keep_changes_inside_text (GtkEditableInterface *iface)
{
  iface->do_insert_text = skshim_editable_do_insert_text;
  iface->do_delete_text = skshim_editable_do_delete_text;
}

#if GTK_CHECK_VERSION (4, 10, 0)
/* How the editables that installed skshim_editable_accessible_init find their
 * delegate without making one: the same function for every such type. */
static GtkWidget *(*skshim_editable_delegate_of) (GtkAccessible *accessible);

/* Focusable and focused when the widget or its delegate is, as GtkSpinButton
 * answers from its text: the focus is on the delegate while the user types. */
static gboolean
skshim_editable_get_platform_state (GtkAccessible *self, GtkAccessiblePlatformState state)
{
  GtkAccessibleInterface *parent = g_type_interface_peek_parent (GTK_ACCESSIBLE_GET_IFACE (self));
  GtkWidget *delegate = skshim_editable_delegate_of (self);

  if (delegate != NULL)
    {
      if (state == GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE && gtk_widget_get_focusable (delegate))
        return TRUE;
      if (state == GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED && gtk_widget_has_focus (delegate))
        return TRUE;
    }
  return parent->get_platform_state (self, state);
}
#endif

void
skshim_editable_accessible_init (gpointer iface, GtkWidget *(*delegate_of) (GtkAccessible *accessible))
{
#if GTK_CHECK_VERSION (4, 10, 0)
  skshim_editable_delegate_of = delegate_of;
  ((GtkAccessibleInterface *) iface)->get_platform_state = skshim_editable_get_platform_state;
#else
  (void) iface;
  (void) delegate_of;
#endif
}
