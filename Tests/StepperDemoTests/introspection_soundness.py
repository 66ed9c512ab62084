#!/usr/bin/python3
"""SkStepper in a host that is not Swift: Python through GObject introspection.

Run by IntrospectionTests against a temporary install (GI_TYPELIB_PATH set).
Prints one line per check, which the Swift test reads; stderr carries the
warnings the bad values must produce.
"""
import gc
import math
import os
import sys

import gi

gi.require_version("Adw", "1")
gi.require_version("Gtk", "4.0")
gi.require_version("StepperKit", "1")
from gi.repository import Adw, GObject, Gtk, StepperKit  # noqa: E402


def resident_kb():
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") // 1024


def swift_runtime():
    with open("/proc/self/maps") as maps:
        for line in maps:
            if line.rstrip().endswith("/libswiftCore.so"):
                return line.split()[-1]
    return "none"


def nan_adjustment():
    """An adjustment whose lower bound and value are NaN, where GTK lets one be made:
    GTK 4.8 does, later versions refuse it with a critical, kept from the log here."""
    from gi.repository import GLib
    refusals = []
    handler = GLib.log_set_handler("Gtk", GLib.LogLevelFlags.LEVEL_CRITICAL, lambda *_: refusals.append(1))
    adjustment = Gtk.Adjustment(upper=1, step_increment=1)
    adjustment.configure(0, float("nan"), 1, 1, 0, 0)
    GLib.log_remove_handler("Gtk", handler)
    return adjustment if not refusals and math.isnan(adjustment.get_lower()) else None


def cycle(count, window):
    box = window.get_child()
    for index in range(count):
        stepper = StepperKit.Stepper.new()
        stepper.set_value(index % 50)
        if index % 2:
            # Half of them live in a window for a moment, as a list row would.
            box.append(stepper)
            box.remove(stepper)
        del stepper


def main():
    Gtk.init()
    # Signals reach Python once per change, on Python's own main thread.
    stepper = StepperKit.Stepper.new()
    # The library loaded the Swift runtime installed beside it, not a toolchain's.
    print("runtime:", swift_runtime())
    heard = []
    stepper.connect("value-changed", lambda widget: heard.append(widget.props.value))
    stepper.set_value(5)
    stepper.set_value(5)
    stepper.props.value = 7
    stepper.set_range(0, 6)
    print("heard:", heard)

    # A handler that raises: PyGObject reports it; the widget and the other handlers go on.
    calls = []

    def raising(widget):
        calls.append(widget.get_value())
        raise RuntimeError("a handler that fails on purpose")

    raiser = StepperKit.Stepper.new()
    raiser.connect("value-changed", raising)
    raiser.connect("value-changed", lambda widget: calls.append("after %d" % widget.get_value()))
    raiser.set_value(3)
    raiser.set_value(4)
    print("raising:", calls, raiser.get_value())

    # Handlers that change the stepper they hear (these once aborted the
    # process): the handler's value wins, and each change is heard once.
    snapping = StepperKit.Stepper.new()
    snapped = []

    def snap(widget):
        snapped.append(widget.get_value())
        if widget.get_value() == 3:
            widget.set_value(5)
        elif widget.get_value() == 5:
            widget.props.value = 6

    snapping.connect("value-changed", snap)
    snapping.connect("notify::value", lambda widget, _: widget.set_range(0, 6) if widget.get_value() > 6 else None)
    snapping.set_value(3)
    snapping.props.value = 40
    print("snapping:", snapped, snapping.get_value(), snapping.get_maximum_value())
    box = Gtk.Box()
    doomed = StepperKit.Stepper.new()
    box.append(doomed)

    def dispose_and_set(widget):
        if widget.get_parent() is None:
            return
        box.remove(widget)
        widget.run_dispose()
        widget.set_value(9)

    doomed.connect("value-changed", dispose_and_set)
    doomed.set_value(2)
    print("torn down:", doomed.get_value())

    # Bad values from Python are refused with a warning naming the property.
    bad = StepperKit.Stepper.new()
    bad.props.step_value = 0
    bad.set_minimum_value(500)
    bad.props.maximum_value = -500
    print("bad:", bad.get_step_value(), bad.get_minimum_value(), bad.get_maximum_value())

    # A page is page-increment, set by its typed setter; a page of 0 is refused.
    paged = StepperKit.Stepper.new()
    paged.set_page_increment(25)
    paged.activate_action("stepper.page-up", None)
    paged.set_page_increment(0)
    print("page:", paged.get_page_increment(), paged.get_value())

    # GtkBuilder finds SkStepper once the type is registered.
    GObject.type_ensure(StepperKit.Stepper)
    builder = Gtk.Builder.new_from_string(
        '<interface><object class="SkStepper" id="built">'
        '<property name="maximum-value">9</property><property name="value">12</property>'
        '<property name="orientation">vertical</property></object></interface>', -1)
    built = builder.get_object("built")
    print("builder:", type(built).__name__, built.get_value(), built.props.orientation.value_nick)

    # SkStepperRow: in a preferences group from a .ui file, its forwarded
    # properties are its stepper's, and the stepper signals as anywhere.
    Adw.init()
    GObject.type_ensure(StepperKit.StepperRow)
    builder = Gtk.Builder.new_from_string(
        '<interface><object class="AdwPreferencesGroup"><child><object class="SkStepperRow" id="row">'
        '<property name="title">_Espresso</property><property name="use-underline">true</property>'
        '<property name="maximum-value">9</property><property name="value">12</property>'
        '</object></child></object></interface>', -1)
    row = builder.get_object("row")
    inner = row.get_stepper()
    changes = []
    inner.connect("value-changed", lambda stepper: changes.append(stepper.get_value()))
    row.props.value = 4
    inner.set_value(5)
    print("row:", type(row).__name__, row.props.title, type(inner).__name__, inner.get_maximum_value(),
          row.props.value, changes)

    # One GtkAdjustment shared by a stepper, a scale and a spin button: each
    # change reaches all three once, whoever makes it, and nothing loops.
    adjustment = Gtk.Adjustment(value=3.6, lower=0, upper=20, step_increment=2, page_increment=5)
    shared = StepperKit.Stepper.new()
    shared.set_adjustment(adjustment)
    scale = Gtk.Scale(adjustment=adjustment)
    spin = Gtk.SpinButton(adjustment=adjustment)
    heard, moved = [], []
    shared.connect("value-changed", lambda stepper: heard.append(stepper.get_value()))
    adjustment.connect("value-changed", lambda a: moved.append(a.get_value()))
    print("adopted:", shared.get_value(), shared.get_minimum_value(), shared.get_maximum_value(),
          shared.get_step_value(), shared.get_page_increment(), shared.props.adjustment is adjustment)
    shared.activate_action("stepper.increment", None)
    scale.set_value(9)
    spin.set_value(9.2)  # the same whole number: the stepper hears nothing
    shared.props.maximum_value = 8  # the adjustment's upper follows, and its value with it
    print("shared:", heard, moved, scale.get_value(), spin.get_value(), adjustment.get_upper())
    # Adjustments no stepper can hold are refused with a warning naming the adjustment.
    for refused in [Gtk.Adjustment(lower=5, upper=1, step_increment=1), Gtk.Adjustment(upper=10),
                    Gtk.Adjustment(upper=1e19, step_increment=1)]:
        shared.set_adjustment(refused)
    # GObject refuses a NaN bound as a property; GTK 4.8's configure() takes
    # one (and its value turns NaN), later GTKs refuse it too.
    unbounded = nan_adjustment()
    print("nan:", "taken by GTK" if unbounded is not None else "refused by GTK")
    if unbounded is not None:
        shared.props.adjustment = unbounded
    print("refused:", shared.props.adjustment is adjustment, shared.get_value(), shared.get_maximum_value())
    # Made on request from the stepper's numbers, and let go of with the stepper.
    made = StepperKit.Stepper.new()
    made.set_range(0, 99)
    own = made.get_adjustment()
    print("made:", own.get_lower(), own.get_upper(), own.get_value(), own is made.get_adjustment())
    made.run_dispose()
    own.set_value(50)
    print("after dispose:", own.get_value(), made.get_adjustment())

    # Ten thousand steppers made and dropped: memory stays flat, nothing crashes.
    window = Gtk.Window(child=Gtk.Box())
    window.present()
    cycle(1000, window)
    gc.collect()
    before = resident_kb()
    cycle(10000, window)
    gc.collect()
    print("growth-kb:", resident_kb() - before)
    print("OK")


if __name__ == "__main__":
    main()
