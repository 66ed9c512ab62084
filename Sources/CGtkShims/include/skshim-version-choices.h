/* The newer call where the GTK built against has it (version-choices.c). */
#ifndef STEPPERKIT_SKSHIM_VERSION_CHOICES_H
#define STEPPERKIT_SKSHIM_VERSION_CHOICES_H

#include <gtk/gtk.h>

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
