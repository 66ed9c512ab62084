#!/usr/bin/env python3
"""A coffee order in Python: three StepperKit steppers and the order's total.

The window comes from a GtkBuilder description naming SkStepper, as an app
designed in a .ui file would; GObject.type_ensure registers the type first.
The espresso stepper and a scale share one GtkAdjustment, so either moves both.
Below them, the brewing: a temperature in tenths of a degree with its unit,
from the same description, and a brew time in seconds that the app writes and
reads as minutes and seconds (the format-value and parse-text signals).
Run it after `Scripts/install --prefix PREFIX` with
    GI_TYPELIB_PATH=PREFIX/lib/girepository-1.0 python3 coffee-order.py
(`--self-test` changes the order from code, prints each total and quits).
"""
import math
import re
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("StepperKit", "1")
from gi.repository import GLib, GObject, Gtk, StepperKit  # noqa: E402

DRINKS = [("espresso", "Espresso", 250), ("cappuccino", "Cappuccino", 350), ("latte", "Latte", 400)]

ROW = """
<object class="GtkBox">
  <property name="spacing">12</property>
  <child><object class="GtkLabel"><property name="label">{title}</property>
    <property name="hexpand">true</property><property name="xalign">0</property></object></child>
  <child><object class="SkStepper" id="{id}">
    <property name="minimum-value">0</property>
    <property name="maximum-value">99</property>
    <property name="value">1</property>
    <property name="left-title">-</property>
    <property name="right-title">+</property>{adjustment}
  </object></child>
</object>"""

# The espresso count, shared by its stepper and a scale (SkStepper:adjustment, GtkRange:adjustment).
SHARED = """
<object class="GtkAdjustment" id="espresso-count">
  <property name="upper">99</property>
  <property name="value">1</property>
  <property name="step-increment">1</property>
  <property name="page-increment">10</property>
</object>
<object class="GtkScale" id="espresso-scale">
  <property name="adjustment">espresso-count</property>
  <property name="digits">0</property>
  <property name="draw-value">true</property>
</object>"""


# A decimal with a unit, its numbers in an adjustment, as GtkSpinButton takes them in a .ui file.
TEMPERATURE = """
<object class="SkStepper" id="temperature">
  <property name="digits">1</property>
  <property name="unit">°C</property>
  <property name="adjustment">
    <object class="GtkAdjustment">
      <property name="lower">85</property>
      <property name="upper">96</property>
      <property name="value">92.5</property>
      <property name="step-increment">0.5</property>
      <property name="page-increment">1</property>
    </object>
  </property>
</object>"""


def minutes_and_seconds(stepper, seconds):
    """format-value: 210 seconds are written "3:30"."""
    return "%d:%02d" % divmod(int(seconds), 60)


def seconds_of(stepper, text):
    """parse-text: "4:05" is read as 245 seconds; anything else is left to the stepper (NaN)."""
    match = re.fullmatch(r"(\d+):([0-5]\d)", text.strip())
    return int(match[1]) * 60 + int(match[2]) if match else math.nan


def describe(count, cents):
    drinks = "drink" if count == 1 else "drinks"
    return "%d %s, $%d.%02d" % (count, drinks, cents // 100, cents % 100)


class CoffeeOrder:
    def __init__(self, application):
        GObject.type_ensure(StepperKit.Stepper)
        shared = '\n    <property name="adjustment">espresso-count</property>'
        rows = "".join("<child>%s</child>" % ROW.format(id=id, title=title, adjustment=shared if id == "espresso" else "")
                       for id, title, _ in DRINKS)
        builder = Gtk.Builder.new_from_string(
            '<interface>%s<object class="GtkBox" id="rows"><property name="orientation">vertical</property>'
            '<property name="spacing">6</property>%s</object>%s</interface>' % (SHARED, rows, TEMPERATURE), -1)
        self.steppers = [builder.get_object(id) for id, _, _ in DRINKS]
        self.scale = builder.get_object("espresso-scale")
        self.temperature = builder.get_object("temperature")
        self.brew_time = StepperKit.Stepper(minimum_value=120, maximum_value=300, step_value=15, value=210)
        self.brew_time.connect("format-value", minutes_and_seconds)
        self.brew_time.connect("parse-text", seconds_of)
        brewing = Gtk.Box(spacing=12)
        brewing.append(self.temperature)
        brewing.append(self.brew_time)
        self.total = Gtk.Label(xalign=1)
        self.changes = 0
        for stepper in self.steppers:
            stepper.connect("value-changed", self.on_value_changed)
        box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12, margin_top=12,
                      margin_bottom=12, margin_start=12, margin_end=12)
        box.append(builder.get_object("rows"))
        box.append(self.scale)
        box.append(brewing)
        box.append(self.total)
        self.window = Gtk.ApplicationWindow(application=application, title="Coffee Order", child=box)
        self.update_total()

    def on_value_changed(self, stepper):
        self.changes += 1
        self.update_total()

    def update_total(self):
        count = sum(stepper.get_value() for stepper in self.steppers)
        cents = sum(stepper.get_value() * price for stepper, (_, _, price) in zip(self.steppers, DRINKS))
        self.total.set_label(describe(count, cents))

    def self_test(self):
        espresso, cappuccino, latte = self.steppers
        print("total:", self.total.get_label())
        espresso.set_value(2)
        print("total:", self.total.get_label())
        cappuccino.props.value = 0
        latte.set_value(-5)  # clamped to the minimum, 0
        print("total:", self.total.get_label())
        espresso.props.step_value = 0  # refused with a warning naming step-value
        print("step:", espresso.get_step_value())
        self.scale.get_adjustment().set_value(4.4)  # the stepper shows 4
        print("total:", self.total.get_label())
        espresso.set_value(6)
        print("scale: %d" % self.scale.get_value())
        print("changes:", self.changes)
        self.print_brewing()
        self.temperature.set_decimal_value(93.04)  # rounded to a tenth: 93.0
        self.brew_time.set_text("4:05")  # as a user types it, or a screen reader
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)
        self.print_brewing()
        sys.stdout.flush()

    def print_brewing(self):
        print("brewing: %s, %s (%d s)" % (self.temperature.get_text(), self.brew_time.get_text(), self.brew_time.get_value()))


def main():
    application = Gtk.Application(application_id="io.github.stepperkit.examples.PythonOrder")
    testing = "--self-test" in sys.argv

    def activate(application):
        order = CoffeeOrder(application)
        order.window.present()
        if testing:
            def run():
                order.self_test()
                application.quit()
                return GLib.SOURCE_REMOVE
            GLib.idle_add(run)

    application.connect("activate", activate)
    return application.run([sys.argv[0]])


if __name__ == "__main__":
    sys.exit(main())
