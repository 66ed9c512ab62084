#include <gtk/gtk.h>
/* bindtextdomain and bind_textdomain_codeset: glibc's gettext, which GLib's g_dgettext reads. */
#include <libintl.h>
