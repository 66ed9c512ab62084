/* A coffee order in Vala: three StepperKit steppers and the order's total; the
 * espresso stepper shares its GtkAdjustment with a scale, so either moves both.
 * Below them, the brewing: a temperature in tenths of a degree with its unit,
 * and a brew time in seconds written and typed as minutes and seconds.
 *
 * Build and run it after `Scripts/install --prefix PREFIX`, which installs
 * stepperkit-1.vapi (made from the GIR by vapigen):
 *   PKG_CONFIG_PATH=PREFIX/lib/pkgconfig \
 *     valac --vapidir PREFIX/share/vala/vapi --pkg stepperkit-1 coffee-order.vala
 *   ./coffee-order            (--self-test changes the order, prints each total and quits)
 */

const string[] TITLES = { "Espresso", "Cappuccino", "Latte" };
const int[] CENTS = { 250, 350, 400 };

class CoffeeOrder : Object {
    public Gtk.ApplicationWindow window;
    Sk.Stepper[] steppers = {};
    Gtk.Label total = new Gtk.Label (null);
    Gtk.Scale scale;
    Sk.Stepper temperature = new Sk.Stepper ();
    Sk.Stepper brew_time = new Sk.Stepper ();
    int changes = 0;

    public CoffeeOrder (Gtk.Application application) {
        var box = new Gtk.Box (Gtk.Orientation.VERTICAL, 12);
        box.margin_top = 12;
        box.margin_bottom = 12;
        box.margin_start = 12;
        box.margin_end = 12;
        foreach (unowned string drink in TITLES) {
            var row = new Gtk.Box (Gtk.Orientation.HORIZONTAL, 12);
            var title = new Gtk.Label (drink);
            title.hexpand = true;
            title.xalign = 0;
            var stepper = new Sk.Stepper ();
            stepper.set_range (0, 99);
            stepper.value = 1;
            stepper.left_title = "-";
            stepper.right_title = "+";
            stepper.value_changed.connect (() => {
                changes++;
                update_total ();
            });
            steppers += stepper;
            row.append (title);
            row.append (stepper);
            box.append (row);
        }
        // The scale shows the espresso stepper's adjustment, which the stepper made from its numbers.
        scale = new Gtk.Scale (Gtk.Orientation.HORIZONTAL, steppers[0].adjustment);
        scale.digits = 0;
        scale.draw_value = true;
        box.append (scale);
        // A decimal with a unit: digits first, then the numbers, here through an adjustment.
        temperature.digits = 1;
        temperature.unit = "°C";
        temperature.adjustment = new Gtk.Adjustment (92.5, 85, 96, 0.5, 1, 0);
        // A format of the app's own, and its reading of typed text.
        brew_time.set_range (120, 300);
        brew_time.step_value = 15;
        brew_time.value = 210;
        brew_time.format_value.connect ((seconds) => "%d:%02d".printf ((int) seconds / 60, (int) seconds % 60));
        brew_time.parse_text.connect ((text) => {
            uint minutes = 0, seconds = 0;
            char end = 0;
            if (text.scanf ("%u:%2u%c", out minutes, out seconds, out end) != 2 || seconds > 59) {
                return double.NAN;  // left to the stepper
            }
            return minutes * 60.0 + seconds;
        });
        var brewing = new Gtk.Box (Gtk.Orientation.HORIZONTAL, 12);
        brewing.append (temperature);
        brewing.append (brew_time);
        box.append (brewing);
        total.xalign = 1;
        box.append (total);
        window = new Gtk.ApplicationWindow (application);
        window.title = "Coffee Order";
        window.child = box;
        update_total ();
    }

    void update_total () {
        int64 count = 0, cents = 0;
        for (int i = 0; i < steppers.length; i++) {
            count += steppers[i].value;
            cents += steppers[i].value * CENTS[i];
        }
        total.label = "%s %s, $%s.%02d".printf (count.to_string (), count == 1 ? "drink" : "drinks",
                                                (cents / 100).to_string (), (int) (cents % 100));
    }

    void print_brewing () {
        print ("brewing: %s, %s (%s s)\n", temperature.text, brew_time.text, brew_time.value.to_string ());
    }

    public bool self_test () {
        print ("total: %s\n", total.label);
        steppers[0].value = 2;
        print ("total: %s\n", total.label);
        steppers[1].set ("value", (int64) 0);
        steppers[2].value = -5;  // clamped to the minimum, 0
        print ("total: %s\n", total.label);
        steppers[0].step_value = 0;  // refused with a warning naming step-value
        print ("step: %s\n", steppers[0].step_value.to_string ());
        scale.adjustment.value = 4.4;  // the stepper shows 4
        print ("total: %s\n", total.label);
        steppers[0].value = 6;
        print ("scale: %d\n", (int) scale.get_value ());
        print ("changes: %d\n", changes);
        print_brewing ();
        temperature.set_decimal_value (93.04);  // rounded to a tenth: 93.0
        brew_time.text = "4:05";  // as a user types it, or a screen reader
        while (MainContext.default ().pending ()) {
            MainContext.default ().iteration (false);
        }
        print_brewing ();
        window.application.quit ();
        return Source.REMOVE;
    }
}

int main (string[] args) {
    bool testing = args.length > 1 && args[1] == "--self-test";
    var application = new Gtk.Application ("io.github.stepperkit.examples.ValaOrder", (ApplicationFlags) 0);
    CoffeeOrder? order = null;
    application.activate.connect (() => {
        order = new CoffeeOrder (application);
        order.window.present ();
        if (testing) {
            Idle.add (order.self_test);
        }
    });
    return application.run ({ args[0] });
}
