/* Swift's main actor, served by GLib's main loop.
 *
 * On Linux the main actor's jobs go to libdispatch's main queue, which runs
 * only where something drains it: dispatch_main(), or a run loop that watches
 * the queue's eventfd and drains it on the main thread, as CoreFoundation's
 * does. These are libdispatch's two entry points for such a run loop (its
 * private header queue_private.h, which is not installed): the eventfd, made
 * with EFD_NONBLOCK and written to when a job arrives, and the call that runs
 * the jobs waiting; libdispatch never reads the eventfd itself. */
#define _GNU_SOURCE
#include "skshim-main-queue.h"

#include <glib-unix.h>
#include <sys/eventfd.h>
#include <unistd.h>

extern int _dispatch_get_main_queue_handle_4CF (void);
extern void _dispatch_main_queue_callback_4CF (void *unused);

static gboolean
run_main_queue (gint fd, GIOCondition condition, gpointer user_data)
{
  eventfd_t count;

  /* Emptied first, so that a job that arrives while these run wakes the loop again. */
  (void) eventfd_read (fd, &count);
  _dispatch_main_queue_callback_4CF (NULL);
  return G_SOURCE_CONTINUE;
}

gboolean
skshim_main_queue_serve_from_main_loop (void)
{
  static gsize answered;
  static gboolean served;

  if (g_once_init_enter (&answered))
    {
      /* The main queue belongs to the process's first thread, until dispatch_main()
       * ends that thread and closes the eventfd (the handle is then -1). */
      int fd = gettid () == getpid () ? _dispatch_get_main_queue_handle_4CF () : -1;

      if (fd >= 0)
        {
          guint id = g_unix_fd_add (fd, G_IO_IN, run_main_queue, NULL);
          g_source_set_name_by_id (id, "[stepperkit] Swift main actor");
          served = TRUE;
        }
      g_once_init_leave (&answered, 1);
    }
  return served;
}
