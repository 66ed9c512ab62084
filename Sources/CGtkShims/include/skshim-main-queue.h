/* Swift's main actor, served by GLib's main loop (main-queue.c). */
#ifndef STEPPERKIT_SKSHIM_MAIN_QUEUE_H
#define STEPPERKIT_SKSHIM_MAIN_QUEUE_H

#include <glib.h>

/* Makes the default GLib main context run the jobs Swift gives its main actor
 * (a Task { @MainActor in ... }, the rest of a `for await` loop after a
 * change arrives), which on Linux wait in libdispatch's main queue, as
 * CoreFoundation's run loop does on every platform Swift runs on. Once per
 * process; later calls return the first one's answer.
 *
 * Returns TRUE when the main queue is served by the main loop from now on;
 * FALSE, and nothing is changed, when it cannot be: called on a thread other
 * than the process's first (GLib's main loop then is not the main actor's),
 * or after dispatch_main() gave the main queue to libdispatch's own threads
 * (a Swift program whose top-level code awaits). */
gboolean skshim_main_queue_serve_from_main_loop (void);

#endif
