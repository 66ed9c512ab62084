#!/usr/bin/python3
"""What Gtk.Editable.get_delegate gives a Python app for an SkStepper.

Run by IntrospectionTests against a temporary install (GI_TYPELIB_PATH set):
the same promise as Gtk.SpinButton's, a Gtk.Text of the stepper's own for
its whole life, on GTK 4.8 (where the stepper always has one) and on GTK
4.14 and later (where it makes one only when asked for, or to type in).
Prints one line per check, which the Swift test reads.
"""
import gc
import time

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("StepperKit", "1")
from gi.repository import GLib, Gtk, StepperKit  # noqa: E402


def iterate_until(condition, seconds=5.0):
    deadline = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while not condition() and time.monotonic() < deadline:
        context.iteration(False)
    for _ in range(20):
        context.iteration(False)
    return condition()


def main():
    Gtk.init()
    window = Gtk.Window()
    box = Gtk.Box()
    window.set_child(box)
    first = StepperKit.Stepper.new()
    second = StepperKit.Stepper.new()
    first.set_value(10)
    second.set_value(20)
    box.append(first)
    box.append(second)
    window.present()

    field = first.get_delegate()
    print("at rest:", type(field).__name__, field.get_text(), field.get_ancestor(StepperKit.Stepper) == first)
    field.set_input_purpose(Gtk.InputPurpose.DIGITS)

    # Text written as an assistive tool writes it: typed in the same field.
    first.set_text("5")
    taken = iterate_until(lambda: first.get_value() == 5)
    print("after a write:", taken, first.get_delegate() == field, field.get_text())

    # Another stepper typed in is given another field, and this one stays.
    second.set_text("7")
    taken = iterate_until(lambda: second.get_value() == 7)
    print("another stepper:", taken, second.get_delegate() != field,
          field.get_ancestor(StepperKit.Stepper) == first, field.get_input_purpose() == Gtk.InputPurpose.DIGITS)

    # The field a third stepper types in and lets go of is handed on to the
    # next one to type, and goes once no stepper lives.
    third = StepperKit.Stepper.new()
    box.append(third)
    third.set_text("3")
    finalized = []
    texts = [child for child in iter_children(third) if isinstance(child, Gtk.Text)]
    for text in texts:
        text.weak_ref(lambda: finalized.append(1))
    made = len(texts)
    del texts, text
    iterate_until(lambda: third.get_value() == 3)

    box.remove(first)
    first.run_dispose()
    print("disposed:", first.get_delegate(), field.get_ancestor(StepperKit.Stepper))

    window.destroy()
    del first, second, third, box, window, field
    gc.collect()
    iterate_until(lambda: len(finalized) == made)
    print("spare after the last stepper:", made, len(finalized))
    print("OK")


def iter_children(widget):
    child = widget.get_first_child()
    while child is not None:
        yield child
        yield from iter_children(child)
        child = child.get_next_sibling()


if __name__ == "__main__":
    main()
