/* The GLib and GTK entry points that Swift cannot import: macros that do work,
 * variadic functions, GLib's flags under one name for every GLib, and the
 * choices between GTK versions that only the C preprocessor can make
 * (GTK_CHECK_VERSION): newer API where the GTK built against has it, the older
 * call only where it does not. Nothing else belongs here. */
#ifndef STEPPERKIT_CGTK_SHIMS_H
#define STEPPERKIT_CGTK_SHIMS_H

#include <gtk/gtk.h>

/* GLib's flags, named alike on every GLib. GLib 2.88 and later mark their flag
 * enums G_GNUC_FLAG_ENUM, and Swift then imports each as an option set
 * (GParamFlags.PARAM_READWRITE) where it imported a global constant from older
 * GLib (G_PARAM_READWRITE): Swift code can name neither on both. */

/* A property that is read, written, set at construction and notified only when it changes. */
static const GParamFlags SKSHIM_PARAM_CONSTRUCT_READWRITE_EXPLICIT_NOTIFY =
    (GParamFlags) (G_PARAM_READWRITE | G_PARAM_CONSTRUCT | G_PARAM_EXPLICIT_NOTIFY);
/* G_PARAM_WRITABLE: a property that can be written. */
static const GParamFlags SKSHIM_PARAM_WRITABLE = G_PARAM_WRITABLE;
/* G_SIGNAL_RUN_LAST: the class handler runs after the connected ones. */
static const GSignalFlags SKSHIM_SIGNAL_RUN_LAST = G_SIGNAL_RUN_LAST;
/* G_TYPE_FLAG_FINAL: a type nothing can derive from. */
static const GTypeFlags SKSHIM_TYPE_FLAG_FINAL = G_TYPE_FLAG_FINAL;
/* G_CONNECT_AFTER: a handler that runs after the class handler. */
static const GConnectFlags SKSHIM_CONNECT_AFTER = G_CONNECT_AFTER;
/* G_APPLICATION_DEFAULT_FLAGS: a unique application, activated by a second start. */
static const GApplicationFlags SKSHIM_APPLICATION_DEFAULT_FLAGS = G_APPLICATION_DEFAULT_FLAGS;
/* G_APPLICATION_NON_UNIQUE: this process runs the app itself, never handing over to a running one. */
static const GApplicationFlags SKSHIM_APPLICATION_NON_UNIQUE = G_APPLICATION_NON_UNIQUE;
/* G_FILE_TEST_IS_REGULAR: g_file_test's question "is it a regular file?". */
static const GFileTest SKSHIM_FILE_TEST_IS_REGULAR = G_FILE_TEST_IS_REGULAR;

#include "skshim-gobject.h"
#include "skshim-accessible.h"
#include "skshim-accessible-text.h"
#include "skshim-editable.h"
#include "skshim-version-choices.h"
#include "skshim-main-queue.h"

#endif
