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
/* G_FILE_TEST_IS_REGULAR: g_file_test's question "is it a regular file?". */
static const GFileTest SKSHIM_FILE_TEST_IS_REGULAR = G_FILE_TEST_IS_REGULAR;

/* G_TYPE_BOOLEAN, a fundamental type id built by a macro. */
GType skshim_type_boolean (void);
/* G_TYPE_INT, a fundamental type id built by a macro. */
GType skshim_type_int (void);
/* G_TYPE_INT64, a fundamental type id built by a macro. */
GType skshim_type_int64 (void);
/* G_TYPE_DOUBLE, a fundamental type id built by a macro. */
GType skshim_type_double (void);
/* G_TYPE_STRING, a fundamental type id built by a macro. */
GType skshim_type_string (void);
/* G_TYPE_NONE, a fundamental type id built by a macro. */
GType skshim_type_none (void);

/* G_TYPE_ENUM, a fundamental type id built by a macro. */
GType skshim_type_enum (void);
/* G_TYPE_OBJECT, a fundamental type id built by a macro. */
GType skshim_type_object (void);

/* G_TYPE_FROM_INSTANCE: the type of an object, read through its class pointer. */
GType skshim_type_from_instance (gpointer instance);

/* G_TYPE_FROM_CLASS: the type a class struct belongs to. */
GType skshim_type_from_class (gpointer klass);

/* g_signal_emit for a signal without arguments or return value (variadic in GLib). */
void skshim_signal_emit_plain (gpointer instance, guint signal_id);

/* g_warning (a variadic macro) with the project's log domain and a preformatted message. */
void skshim_log_warning (const char *message);
/* The file of the loaded library or program that holds @address (dladdr,
 * which wants _GNU_SOURCE), as an absolute path to g_free(); NULL if none. */
char *skshim_file_of_image_containing (const void *address);

/* G_OBJECT_WARN_INVALID_PROPERTY_ID, a macro that reports an unknown property id. */
void skshim_warn_invalid_property_id (GObject *object, guint property_id, GParamSpec *pspec);

/* gtk_accessible_update_relation (variadic) for GTK_ACCESSIBLE_RELATION_LABELLED_BY with one label. */
void skshim_accessible_set_labelled_by (GtkAccessible *accessible, GtkAccessible *label);

/* gtk_accessible_update_relation (variadic) for GTK_ACCESSIBLE_RELATION_DESCRIBED_BY with one widget. */
void skshim_accessible_set_described_by (GtkAccessible *accessible, GtkAccessible *description);

/* gtk_accessible_update_property (variadic) for a range's value, as a number and as text. */
void skshim_accessible_set_value (GtkAccessible *accessible, double value, const char *text);

/* The same with the lowest and highest value. */
void skshim_accessible_set_value_and_range (GtkAccessible *accessible, double value, const char *text,
                                            double minimum, double maximum);

/* GTK_TYPE_ACCESSIBLE_RANGE (GTK 4.10 and later), through which a widget gets
 * AT-SPI's Value interface; 0 on older GTK, which gives that to its own widgets alone. */
GType skshim_accessible_range_get_type (void);

/* Fills a GtkAccessibleRangeInterface (a struct GTK 4.8 lacks) with its one method. */
void skshim_accessible_range_init (gpointer iface, gboolean (*set_current_value) (gpointer range, double value));

/* GTK_TYPE_ACCESSIBLE_TEXT (GTK 4.14 and later), through which a widget hands
 * its text to assistive tools itself (AT-SPI's Text interface); 0 on older
 * GTK, which gives that interface only to its own text widgets and to a
 * GtkEditable with a GtkText delegate. */
GType skshim_accessible_text_get_type (void);

/* Fills a GtkAccessibleTextInterface (a struct GTK 4.14 added) for a
 * GtkEditable: the text, caret and selection are what gtk_editable_get_text,
 * gtk_editable_get_position and gtk_editable_get_selection_bounds give, with
 * or without a delegate; the text has no attributes of its own. */
void skshim_editable_accessible_text_init (gpointer iface);

/* Tells assistive tools that characters @start to @end of such a widget's text
 * were inserted (after the insertion) or are about to be removed (before the
 * removal: GTK reads them to send them along): gtk_accessible_text_update_contents.
 * Does nothing on an older GTK, or for an empty range. */
void skshim_accessible_text_update_contents (GtkAccessible *accessible, gboolean inserted, guint start, guint end);

/* Tells assistive tools that the caret (and, if @selection_bound_too, the
 * selection's other end) of such a widget moved. Does nothing on an older GTK. */
void skshim_accessible_text_update_caret (GtkAccessible *accessible, gboolean selection_bound_too);

/* With @forward, has the GtkAccessibleText of @editable follow the text,
 * caret and selection of @delegate, its GtkEditable delegate, as GTK does for
 * an editable it gives AT-SPI's Text through its delegate; without, stops
 * that. Does nothing on an older GTK. */
void skshim_editable_forward_text_changes (GtkEditable *editable, GtkEditable *delegate, gboolean forward);

/* Has assistive tools announce `message` on behalf of `accessible`
 * (gtk_accessible_announce, GTK 4.14 and later, at medium priority).
 * Returns FALSE, doing nothing, on an older GTK. */
gboolean skshim_accessible_announce (GtkAccessible *accessible, const char *message);

/* Makes a GtkEditable implementation take only insertions and deletions that
 * lie inside its text, before its insert-text and delete-text signals run:
 * the positions an assistive tool sends (AT-SPI InsertText and DeleteText)
 * reach those signals unchecked, and GTK's own accessibility handler of
 * delete-text aborts the process on a crossed range. An insertion's length
 * is cut to the text's own, at a whole UTF-8 character; a position outside
 * the text means its end; a deletion is clamped into the text as GtkText
 * clamps it, and a crossed one deletes nothing, as GtkText does. */
void skshim_editable_keep_changes_inside_text (GtkEditableInterface *iface);

/* gtk_css_provider_load_from_string (GTK 4.12), or load_from_data where it is missing. */
void skshim_css_provider_load (GtkCssProvider *provider, const char *css);

/* gtk_widget_get_color (GTK 4.10), or the style context's colour where it is missing. */
void skshim_widget_get_color (GtkWidget *widget, GdkRGBA *color);

/* A button that shows a colour and opens a chooser that edits alpha too:
 * GtkColorDialogButton (GTK 4.10), or GtkColorButton where it is missing. */
GtkWidget *skshim_color_button_new (void);

/* The colour such a button shows (both have an `rgba` property, notified on change). */
void skshim_color_button_get_rgba (GtkWidget *button, GdkRGBA *color);

/* Sets the colour such a button shows. */
void skshim_color_button_set_rgba (GtkWidget *button, const GdkRGBA *color);

/* The GtkSettings property that says the app is drawn dark: gtk-interface-color-scheme
 * (GTK 4.20 and later, which libadwaita and the settings portal set, and which
 * deprecates the other), or gtk-application-prefer-dark-theme where it is missing. */
const char *skshim_settings_dark_property (void);

/* Whether that property asks for the dark style. */
gboolean skshim_settings_prefer_dark (GtkSettings *settings);

#endif
