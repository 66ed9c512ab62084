#!/usr/bin/env -S gjs -m
// A coffee order in JavaScript (GJS): three StepperKit steppers and the total;
// the espresso stepper shares its GtkAdjustment with a scale, so either moves both.
// Below them, the brewing: a temperature in tenths of a degree with its unit,
// and a brew time in seconds written and typed as minutes and seconds.
//
// Run it after `Scripts/install --prefix PREFIX` with
//     GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 gjs -m coffee-order.js
// (`--self-test` changes the order from code, prints each total and quits).
import GLib from 'gi://GLib';
import Gtk from 'gi://Gtk?version=4.0';
import StepperKit from 'gi://StepperKit?version=1';
import System from 'system';

const drinks = [['Espresso', 250], ['Cappuccino', 350], ['Latte', 400]];

function describe(count, cents) {
    const dollars = Math.floor(cents / 100);
    const rest = String(cents % 100).padStart(2, '0');
    return `${count} ${count === 1 ? 'drink' : 'drinks'}, $${dollars}.${rest}`;
}

// format-value: 210 seconds are written "3:30".
function minutesAndSeconds(stepper, seconds) {
    return `${Math.floor(seconds / 60)}:${String(Math.floor(seconds) % 60).padStart(2, '0')}`;
}

// parse-text: "4:05" is read as 245 seconds; anything else is left to the stepper (NaN).
function secondsOf(stepper, text) {
    const match = /^\s*(\d+):([0-5]\d)\s*$/.exec(text);
    return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
}

const application = new Gtk.Application({application_id: 'io.github.stepperkit.examples.GjsOrder'});
const testing = ARGV.includes('--self-test');

application.connect('activate', () => {
    const rows = new Gtk.Box({orientation: Gtk.Orientation.VERTICAL, spacing: 6});
    const total = new Gtk.Label({xalign: 1});
    const steppers = [];
    let changes = 0;
    const update = () => {
        let count = 0, cents = 0;
        steppers.forEach((stepper, index) => {
            count += stepper.get_value();
            cents += stepper.get_value() * drinks[index][1];
        });
        total.label = describe(count, cents);
    };
    for (const [title] of drinks) {
        const stepper = new StepperKit.Stepper({
            minimum_value: 0, maximum_value: 99, value: 1, left_title: '-', right_title: '+',
        });
        stepper.connect('value-changed', () => {
            changes += 1;
            update();
        });
        steppers.push(stepper);
        const row = new Gtk.Box({spacing: 12});
        row.append(new Gtk.Label({label: title, hexpand: true, xalign: 0}));
        row.append(stepper);
        rows.append(row);
    }
    const box = new Gtk.Box({
        orientation: Gtk.Orientation.VERTICAL, spacing: 12,
        margin_top: 12, margin_bottom: 12, margin_start: 12, margin_end: 12,
    });
    // The scale shows the espresso stepper's adjustment, which the stepper made from its numbers.
    const scale = new Gtk.Scale({adjustment: steppers[0].adjustment, digits: 0, draw_value: true});
    // A decimal with a unit: digits first, then the numbers, here through an adjustment.
    const temperature = new StepperKit.Stepper({digits: 1, unit: '°C'});
    temperature.set_adjustment(new Gtk.Adjustment({
        lower: 85, upper: 96, value: 92.5, step_increment: 0.5, page_increment: 1,
    }));
    // A format of the app's own, and its reading of typed text.
    const brewTime = new StepperKit.Stepper({minimum_value: 120, maximum_value: 300, step_value: 15, value: 210});
    brewTime.connect('format-value', minutesAndSeconds);
    brewTime.connect('parse-text', secondsOf);
    const brewing = new Gtk.Box({spacing: 12});
    brewing.append(temperature);
    brewing.append(brewTime);
    const printBrewing = () => print(`brewing: ${temperature.get_text()}, ${brewTime.get_text()} (${brewTime.get_value()} s)`);
    box.append(rows);
    box.append(scale);
    box.append(brewing);
    box.append(total);
    const window = new Gtk.ApplicationWindow({application, title: 'Coffee Order', child: box});
    update();
    window.present();
    if (testing) {
        GLib.idle_add(GLib.PRIORITY_DEFAULT_IDLE, () => {
            const [espresso, cappuccino, latte] = steppers;
            print(`total: ${total.label}`);
            espresso.set_value(2);
            print(`total: ${total.label}`);
            cappuccino.value = 0;
            latte.set_value(-5); // clamped to the minimum, 0
            print(`total: ${total.label}`);
            espresso.step_value = 0; // refused with a warning naming step-value
            print(`step: ${espresso.get_step_value()}`);
            scale.adjustment.set_value(4.4); // the stepper shows 4
            print(`total: ${total.label}`);
            espresso.set_value(6);
            print(`scale: ${scale.get_value()}`);
            print(`changes: ${changes}`);
            printBrewing();
            temperature.set_decimal_value(93.04); // rounded to a tenth: 93.0
            brewTime.set_text('4:05'); // as a user types it, or a screen reader
            const context = GLib.MainContext.default();
            while (context.pending())
                context.iteration(false);
            printBrewing();
            application.quit();
            return GLib.SOURCE_REMOVE;
        });
    }
});

System.exit(application.run([System.programInvocationName]));
