/* Calls whose newer form the GTK built against may have: the newer where it
 * does, the older only where it does not. */
#include "CGtkShims.h"

void
skshim_css_provider_load (GtkCssProvider *provider, const char *css)
{
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_css_provider_load_from_string (provider, css);
#else
  gtk_css_provider_load_from_data (provider, css, -1);
#endif
}

void
skshim_widget_get_color (GtkWidget *widget, GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_get_color (widget, color);
#else
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), color);
#endif
}

GtkWidget *
skshim_color_button_new (void)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  GtkColorDialog *dialog = gtk_color_dialog_new ();
  gtk_color_dialog_set_with_alpha (dialog, TRUE);
  return gtk_color_dialog_button_new (dialog); /* takes the dialog */
#else
  GtkWidget *button = gtk_color_button_new ();
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), TRUE);
  return button;
#endif
}

void
skshim_color_button_get_rgba (GtkWidget *button, GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  *color = *gtk_color_dialog_button_get_rgba (GTK_COLOR_DIALOG_BUTTON (button));
#else
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), color);
#endif
}

void
skshim_color_button_set_rgba (GtkWidget *button, const GdkRGBA *color)
{
#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_color_dialog_button_set_rgba (GTK_COLOR_DIALOG_BUTTON (button), color);
#else
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (button), color);
#endif
}

const char *
skshim_settings_dark_property (void)
{
#if GTK_CHECK_VERSION (4, 20, 0)
  return "gtk-interface-color-scheme";
#else
  return "gtk-application-prefer-dark-theme";
#endif
}

gboolean
skshim_settings_prefer_dark (GtkSettings *settings)
{
#if GTK_CHECK_VERSION (4, 20, 0)
  GtkInterfaceColorScheme scheme = GTK_INTERFACE_COLOR_SCHEME_DEFAULT;
  g_object_get (settings, "gtk-interface-color-scheme", &scheme, NULL);
  return scheme == GTK_INTERFACE_COLOR_SCHEME_DARK;
#else
  gboolean dark = FALSE;
  g_object_get (settings, "gtk-application-prefer-dark-theme", &dark, NULL);
  return dark;
#endif
}
