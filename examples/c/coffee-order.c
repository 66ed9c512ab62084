/* A coffee order in C: three StepperKit steppers and the order's total; the
 * espresso stepper shares its GtkAdjustment with a scale, so either moves both.
 * Below them, the brewing: a temperature in tenths of a degree with its unit,
 * and a brew time in seconds written and typed as minutes and seconds.
 *
 * Build and run it after `Scripts/install --prefix PREFIX`:
 *   PKG_CONFIG_PATH=PREFIX/lib/pkgconfig \
 *     cc coffee-order.c $(pkg-config --cflags --libs stepperkit-1) -o coffee-order
 *   ./coffee-order            (--self-test changes the order, prints each total and quits)
 */
#include <math.h>
#include <stdio.h>
#include <stepperkit.h>

static const struct { const char *title; int cents; } drinks[] = {
  { "Espresso", 250 }, { "Cappuccino", 350 }, { "Latte", 400 },
};
#define N_DRINKS G_N_ELEMENTS (drinks)

typedef struct {
  SkStepper *steppers[N_DRINKS];
  GtkLabel *total;
  GtkRange *scale;
  SkStepper *temperature;
  SkStepper *brew_time;
  int changes;
} Order;

static void
update_total (Order *order)
{
  gint64 count = 0, cents = 0;
  for (guint i = 0; i < N_DRINKS; i++)
    {
      gint64 value = sk_stepper_get_value (order->steppers[i]);
      count += value;
      cents += value * drinks[i].cents;
    }
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT " %s, $%" G_GINT64_FORMAT ".%02" G_GINT64_FORMAT,
                                           count, count == 1 ? "drink" : "drinks", cents / 100, cents % 100);
  gtk_label_set_label (order->total, text);
}

static void
value_changed (SkStepper *stepper G_GNUC_UNUSED, Order *order)
{
  order->changes++;
  update_total (order);
}

/* format-value: 210 seconds are written "3:30". */
static char *
minutes_and_seconds (SkStepper *stepper G_GNUC_UNUSED, double seconds, gpointer data G_GNUC_UNUSED)
{
  int whole = (int) seconds;
  return g_strdup_printf ("%d:%02d", whole / 60, whole % 60);
}

/* parse-text: "4:05" is read as 245 seconds; anything else is left to the stepper (NaN). */
static double
seconds_of (SkStepper *stepper G_GNUC_UNUSED, const char *text, gpointer data G_GNUC_UNUSED)
{
  unsigned minutes, seconds;
  char end;
  if (sscanf (text, "%u:%2u%c", &minutes, &seconds, &end) != 2 || seconds > 59)
    return NAN;
  return minutes * 60.0 + seconds;
}

static void
print_brewing (Order *order)
{
  g_autofree char *temperature = gtk_editable_get_chars (GTK_EDITABLE (order->temperature), 0, -1);
  g_autofree char *brew_time = gtk_editable_get_chars (GTK_EDITABLE (order->brew_time), 0, -1);
  g_print ("brewing: %s, %s (%" G_GINT64_FORMAT " s)\n", temperature, brew_time, sk_stepper_get_value (order->brew_time));
}

static gboolean
self_test (gpointer data)
{
  Order *order = data;
  g_print ("total: %s\n", gtk_label_get_label (order->total));
  sk_stepper_set_value (order->steppers[0], 2);
  g_print ("total: %s\n", gtk_label_get_label (order->total));
  g_object_set (order->steppers[1], "value", (gint64) 0, NULL);
  sk_stepper_set_value (order->steppers[2], -5);  /* clamped to the minimum, 0 */
  g_print ("total: %s\n", gtk_label_get_label (order->total));
  sk_stepper_set_step_value (order->steppers[0], 0);  /* refused with a warning naming step-value */
  g_print ("step: %" G_GINT64_FORMAT "\n", sk_stepper_get_step_value (order->steppers[0]));
  gtk_adjustment_set_value (gtk_range_get_adjustment (order->scale), 4.4);  /* the stepper shows 4 */
  g_print ("total: %s\n", gtk_label_get_label (order->total));
  sk_stepper_set_value (order->steppers[0], 6);
  g_print ("scale: %d\n", (int) gtk_range_get_value (order->scale));
  g_print ("changes: %d\n", order->changes);
  print_brewing (order);
  sk_stepper_set_decimal_value (order->temperature, 93.04);  /* rounded to a tenth: 93.0 */
  gtk_editable_set_text (GTK_EDITABLE (order->brew_time), "4:05");  /* as a user types it, or a screen reader */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  print_brewing (order);
  g_application_quit (G_APPLICATION (gtk_window_get_application (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (order->total))))));
  return G_SOURCE_REMOVE;
}

static void
activate (GtkApplication *application, gpointer testing)
{
  Order *order = g_new0 (Order, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  for (guint i = 0; i < N_DRINKS; i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *title = gtk_label_new (drinks[i].title);
      gtk_widget_set_hexpand (title, TRUE);
      gtk_label_set_xalign (GTK_LABEL (title), 0);
      GtkWidget *stepper = sk_stepper_new ();
      sk_stepper_set_range (SK_STEPPER (stepper), 0, 99);
      sk_stepper_set_value (SK_STEPPER (stepper), 1);
      g_object_set (stepper, "left-title", "-", "right-title", "+", NULL);
      g_signal_connect (stepper, "value-changed", G_CALLBACK (value_changed), order);
      order->steppers[i] = SK_STEPPER (stepper);
      gtk_box_append (GTK_BOX (row), title);
      gtk_box_append (GTK_BOX (row), stepper);
      gtk_box_append (GTK_BOX (box), row);
    }
  /* The scale shows the espresso stepper's adjustment, which the stepper made from its numbers. */
  GtkWidget *scale = gtk_scale_new (GTK_ORIENTATION_HORIZONTAL, sk_stepper_get_adjustment (order->steppers[0]));
  gtk_scale_set_digits (GTK_SCALE (scale), 0);
  gtk_scale_set_draw_value (GTK_SCALE (scale), TRUE);
  order->scale = GTK_RANGE (scale);
  gtk_box_append (GTK_BOX (box), scale);
  /* A decimal with a unit: digits first, then the numbers, here through an adjustment. */
  GtkWidget *temperature = sk_stepper_new ();
  sk_stepper_set_digits (SK_STEPPER (temperature), 1);
  g_object_set (temperature, "unit", "°C", NULL);
  sk_stepper_set_adjustment (SK_STEPPER (temperature), gtk_adjustment_new (92.5, 85, 96, 0.5, 1, 0));
  order->temperature = SK_STEPPER (temperature);
  /* A format of the app's own, and its reading of typed text. */
  GtkWidget *brew_time = sk_stepper_new ();
  sk_stepper_set_range (SK_STEPPER (brew_time), 120, 300);
  sk_stepper_set_step_value (SK_STEPPER (brew_time), 15);
  sk_stepper_set_value (SK_STEPPER (brew_time), 210);
  g_signal_connect (brew_time, "format-value", G_CALLBACK (minutes_and_seconds), NULL);
  g_signal_connect (brew_time, "parse-text", G_CALLBACK (seconds_of), NULL);
  order->brew_time = SK_STEPPER (brew_time);
  GtkWidget *brewing = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (brewing), temperature);
  gtk_box_append (GTK_BOX (brewing), brew_time);
  gtk_box_append (GTK_BOX (box), brewing);
  order->total = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (order->total, 1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (order->total));
  GtkWidget *window = gtk_application_window_new (application);
  gtk_window_set_title (GTK_WINDOW (window), "Coffee Order");
  gtk_window_set_child (GTK_WINDOW (window), box);
  g_object_set_data_full (G_OBJECT (window), "order", order, g_free);
  update_total (order);
  gtk_window_present (GTK_WINDOW (window));
  if (GPOINTER_TO_INT (testing))
    g_idle_add (self_test, order);
}

int
main (int argc, char **argv)
{
  gboolean testing = argc > 1 && g_str_equal (argv[1], "--self-test");
  GtkApplication *application = gtk_application_new ("io.github.stepperkit.examples.COrder",
                                                     G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (application, "activate", G_CALLBACK (activate), GINT_TO_POINTER (testing));
  int status = g_application_run (G_APPLICATION (application), 1, argv);
  g_object_unref (application);
  return status;
}
