#define _GNU_SOURCE /* RTLD_DEFAULT */
#include "CBenchSupport.h"

#include <adwaita.h>
#include <dlfcn.h>
#include <malloc.h>

void
sk_bench_count_handler (void *instance, void *user_data)
{
  (void) instance;
  (*(uint64_t *) user_data)++;
}

size_t
sk_bench_heap_in_use (void)
{
  /* Under AddressSanitizer malloc is ASan's, and mallinfo2 reports nothing:
   * ask its allocator, which counts the bytes asked for, as mallinfo2 does. */
  static size_t (*sanitizer_allocated_bytes) (void);
  static gboolean looked = FALSE;
  struct mallinfo2 info;

  if (!looked)
    {
      sanitizer_allocated_bytes = (size_t (*) (void)) dlsym (RTLD_DEFAULT, "__sanitizer_get_current_allocated_bytes");
      looked = TRUE;
    }
  if (sanitizer_allocated_bytes != NULL)
    return sanitizer_allocated_bytes ();
  info = mallinfo2 ();
  return info.uordblks + info.hblkhd;
}

void *
sk_bench_spin_row_new (const char *title, const char *subtitle, double lower, double upper, double value)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  GtkWidget *row = adw_spin_row_new_with_range (lower, upper, 1);
  adw_spin_row_set_value (ADW_SPIN_ROW (row), value);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
#else
  (void) title;
  (void) subtitle;
  (void) lower;
  (void) upper;
  (void) value;
  return NULL;
#endif
}
