/* GtkEditable's changes kept inside the text. */
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

void
skshim_editable_keep_changes_inside_text (GtkEditableInterface *iface)
{
  iface->do_insert_text = skshim_editable_do_insert_text;
  iface->do_delete_text = skshim_editable_do_delete_text;
}

