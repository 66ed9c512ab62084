/* Handlers that change the stepper they hear, from C: built and run by
 * IntrospectionTests against a temporary install. Prints what the handlers
 * heard; the Python and JavaScript hosts print the same lines. */
#include <stdio.h>
#include <stepperkit.h>

static void
snap (SkStepper *stepper, GArray *heard)
{
  gint64 value = sk_stepper_get_value (stepper);

  g_array_append_val (heard, value);
  if (value == 3)
    sk_stepper_set_value (stepper, 5);
  else if (value == 5)
    g_object_set (stepper, "value", (gint64) 6, NULL);
}

static void
limit (SkStepper *stepper, GParamSpec *pspec, gpointer data)
{
  if (sk_stepper_get_value (stepper) > 6)
    sk_stepper_set_range (stepper, 0, 6);
}

static void
dispose_and_set (SkStepper *stepper, GtkBox *box)
{
  if (gtk_widget_get_parent (GTK_WIDGET (stepper)) == NULL)
    return;
  gtk_box_remove (box, GTK_WIDGET (stepper));
  g_object_run_dispose (G_OBJECT (stepper));
  sk_stepper_set_value (stepper, 9);
}

int
main (void)
{
  SkStepper *snapping, *doomed;
  GtkWidget *box;
  GArray *heard = g_array_new (FALSE, FALSE, sizeof (gint64));

  gtk_init ();
  snapping = SK_STEPPER (g_object_ref_sink (sk_stepper_new ()));
  g_signal_connect (snapping, "value-changed", G_CALLBACK (snap), heard);
  g_signal_connect (snapping, "notify::value", G_CALLBACK (limit), NULL);
  sk_stepper_set_value (snapping, 3);
  g_object_set (snapping, "value", (gint64) 40, NULL);
  printf ("snapping: [");
  for (guint i = 0; i < heard->len; i++)
    printf ("%s%" G_GINT64_FORMAT, i ? ", " : "", g_array_index (heard, gint64, i));
  printf ("] %" G_GINT64_FORMAT " %" G_GINT64_FORMAT "\n",
          sk_stepper_get_value (snapping), sk_stepper_get_maximum_value (snapping));

  box = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0));
  doomed = SK_STEPPER (g_object_ref (sk_stepper_new ()));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (doomed));
  g_signal_connect (doomed, "value-changed", G_CALLBACK (dispose_and_set), box);
  sk_stepper_set_value (doomed, 2);
  printf ("torn down: %" G_GINT64_FORMAT "\n", sk_stepper_get_value (doomed));

  g_object_unref (doomed);
  g_object_unref (box);
  g_object_unref (snapping);
  g_array_unref (heard);
  return 0;
}
