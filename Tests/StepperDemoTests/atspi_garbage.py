#!/usr/bin/python3
"""Drive the running demo's steppers over AT-SPI as a hostile assistive tool would.

Run by DemoAccessibilityTests with the test's private display and D-Bus
session. It sends the steppers text that is no number, a megabyte of digits,
numbers beyond Int64 and empty text through EditableText; insertions and
deletions at offsets beyond the text or with crossed ranges; through Value
(GTK 4.10 and later) NaN, infinities and huge numbers; and a thousand clicks
on a disabled button. After each call it checks that the stepper still shows
a whole number within its bounds, that what a screen reader reads (text,
Value, description, the invalid state) agrees with it, and how long the app
took to answer. Prints one line per kind of garbage and the slowest answer;
exit status 0 means every check held.
"""
import math
import os
import sys
import time

import pyatspi

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Importing a module would leave a __pycache__ folder in the checkout.
sys.dont_write_bytecode = True
from atspi_probe import (VALUE_INTERFACE, buttons_of, fail, find_app, spin_button_named, text_of,  # noqa: E402
                         value_of, wait_for)

# A liveness bound, not a speed test: an answer this late means the app hung.
HUNG_SECONDS = 2.0
slowest = [0.0, ""]


def timed(what, call):
    """Runs one AT-SPI call, and one more that only reads, so that work the
    app does once idle (a text it applies later) is in the time too."""
    start = time.monotonic()
    try:
        result = call()
    except Exception as error:  # AT-SPI reports a refused call as an error: that is an answer too
        result = error
    elapsed = time.monotonic() - start
    if elapsed > slowest[0]:
        slowest[:] = [elapsed, what]
    if elapsed > HUNG_SECONDS:
        fail("the app took %.1f s to answer %s" % (elapsed, what))
    return result


def settle(stepper):
    """Lets the app apply what it was sent (text is applied once idle)."""
    deadline = time.monotonic() + HUNG_SECONDS
    last = None
    while time.monotonic() < deadline:
        current = text_of(stepper)
        if current == last:
            return current
        last = current
        time.sleep(0.05)
    return last


def check(stepper, low, high, what):
    """The stepper shows a whole number in its bounds, and says nothing else."""
    shown = settle(stepper)
    try:
        number = int(shown)
    except (TypeError, ValueError):
        fail("after %s the stepper shows %r, not a whole number" % (what, shown[:80] if shown else shown))
    if not low <= number <= high:
        fail("after %s the stepper shows %d, outside %d to %d" % (what, number, low, high))
    if VALUE_INTERFACE:
        value = value_of(stepper)
        if value.currentValue != number or (value.minimumValue, value.maximumValue) != (low, high):
            fail("after %s the Value says %r (%r to %r) where the stepper shows %d"
                 % (what, value.currentValue, value.minimumValue, value.maximumValue, number))
    if stepper.getState().contains(pyatspi.STATE_INVALID_ENTRY):
        fail("after %s the stepper is marked invalid while it shows its value %d" % (what, number))
    # Not focused, the stepper is described by its range, whatever it was sent.
    if stepper.description != "%d to %d" % (low, high):
        fail("after %s the description says %r" % (what, (stepper.description or "")[:200]))
    return number


def check_decimal(stepper, what):
    """The brew temperature shows a number of tenths in 85 to 96 and its unit, and nothing else."""
    shown = settle(stepper) or ""
    number_text, _, unit = shown.partition("\u00a0")
    if unit != "°C" or len(number_text.partition(".")[2]) != 1:
        fail("after %s the temperature shows %r, not tenths and °C" % (what, shown[:80]))
    number = float(number_text)
    if not 85 <= number <= 96:
        fail("after %s the temperature shows %r, outside 85 to 96" % (what, shown))
    if VALUE_INTERFACE:
        value = value_of(stepper)
        if value.currentValue != number or (value.minimumValue, value.maximumValue) != (85, 96):
            fail("after %s the Value says %r (%r to %r) where the temperature shows %r"
                 % (what, value.currentValue, value.minimumValue, value.maximumValue, shown))
    if stepper.getState().contains(pyatspi.STATE_INVALID_ENTRY):
        fail("after %s the temperature is marked invalid while it shows its value" % what)
    return number


def main():
    app = wait_for("the app on the accessibility bus", find_app, timeout=30)
    stepper = wait_for("the Inspectable spin button", lambda: spin_button_named(app, "Inspectable"))
    low, high = -100, 100
    editable = stepper.queryEditableText()
    start = check(stepper, low, high, "nothing")

    texts = [
        ("a word", "abc"), ("empty text", ""), ("spaces", "   "), ("a megabyte of digits", "7" * 1_000_000),
        ("a megabyte of minus digits", "-" + "9" * 1_000_000), ("a number beyond Int64", "99999999999999999999999"),
        ("a negative number beyond Int64", "-99999999999999999999999"), ("a decimal", "3.7"),
        ("an exponent", "1e400"), ("control characters", "\x01\x02\x7f"), ("a right-to-left mark", "\u200f42"),
        ("combining marks", "4" + "\u0301" * 5000), ("Arabic-Indic digits", "\u0664\u0662"),
        ("NaN spelled", "NaN"), ("a number and a word", "12abc"), ("a valid value", "42"),
    ]
    for what, text in texts:
        timed("SetTextContents with " + what, lambda: editable.setTextContents(text))
        shown = check(stepper, low, high, "SetTextContents with " + what)
        print("SetTextContents with %s: shows %d" % (what, shown))
    if shown != 42:
        fail("a valid value set after the garbage is not taken: %d" % shown)

    for what, call in [
        ("InsertText far beyond the end", lambda: editable.insertText(1_000_000, "5", 1)),
        ("InsertText at a negative offset", lambda: editable.insertText(-7, "5", 1)),
        ("InsertText with a length beyond the text", lambda: editable.insertText(0, "12", 1_000_000)),
        ("InsertText of a megabyte", lambda: editable.insertText(1, "8" * 1_000_000, 1_000_000)),
        ("DeleteText with a crossed range", lambda: editable.deleteText(5, 1)),
        ("DeleteText beyond the end", lambda: editable.deleteText(1_000, 2_000_000)),
        ("DeleteText from a negative offset", lambda: editable.deleteText(-3, -1)),
        ("DeleteText of everything", lambda: editable.deleteText(0, -1)),
        # CopyText and CutText only beyond the end: with a crossed or negative
        # range, GTK 4.8's own D-Bus handler crashes any editable, GtkEntry and
        # GtkSpinButton alike, before a widget sees the call. PasteText at a
        # negative offset is the widget's to clamp.
        ("CopyText and CutText beyond the end", lambda: (editable.copyText(1, 1_000_000),
                                                         editable.cutText(2, 1_000_000))),
        ("PasteText at a negative offset", lambda: editable.pasteText(-4)),
        ("PasteText far beyond the end", lambda: editable.pasteText(1_000_000)),
    ]:
        timed(what, call)
        print("%s: shows %d" % (what, check(stepper, low, high, what)))

    if VALUE_INTERFACE:
        value = value_of(stepper)
        for what, number in [("NaN", math.nan), ("infinity", math.inf), ("minus infinity", -math.inf),
                             ("1e300", 1e300), ("-1e300", -1e300), ("2^63", 2.0 ** 63), ("-2^63 - 1", -(2.0 ** 63) - 1),
                             ("the smallest subnormal", 5e-324), ("-0.5", -0.5), ("55.5", 55.5)]:
            before = int(text_of(stepper))

            def set_value():
                value.currentValue = number
            timed("SetCurrentValue " + what, set_value)
            shown = check(stepper, low, high, "SetCurrentValue " + what)
            if not math.isfinite(number) and shown != before:
                fail("SetCurrentValue %s moved the value from %d to %d" % (what, before, shown))
            print("SetCurrentValue %s: shows %d" % (what, shown))

    # A thousand clicks on the decrease button once it is disabled, at the minimum.
    editable.setTextContents(str(low))
    check(stepper, low, high, "moving to the minimum")
    decrease, increase = buttons_of(stepper)[:2]
    wait_for("Decrease to be disabled at the minimum", lambda: not decrease.getState().contains(pyatspi.STATE_SENSITIVE))
    action = decrease.queryAction()
    for index in range(1000):
        timed("DoAction on the disabled Decrease (%d)" % index, lambda: action.doAction(0))
    shown = check(stepper, low, high, "a thousand clicks on the disabled Decrease")
    if shown != low:
        fail("a thousand clicks on the disabled Decrease moved the value to %d" % shown)
    for index in range(3):
        timed("DoAction with an action index that does not exist", lambda: action.doAction(7 + index))
    # A button's click action presses it for a moment (GtkButton's activate) before it clicks.
    increase.queryAction().doAction(0)
    wait_for("Increase after the garbage to step to %d" % (low + 1), lambda: text_of(stepper) == str(low + 1))
    shown = check(stepper, low, high, "one click on Increase")
    print("a thousand clicks on the disabled Decrease: shows %d; Increase then steps to %d" % (low, shown))

    # The brew temperature, a decimal with a unit (tenths, 85 to 96 °C), in the C locale.
    temperature = wait_for("the Brew temperature spin button", lambda: spin_button_named(app, "Brew temperature"))
    check_decimal(temperature, "nothing")
    decimal_editable = temperature.queryEditableText()
    for what, text in [
        ("two readings", "1,234"), ("two points", "92.5.1"), ("too many digits", "92.55"),
        ("a megabyte of digits and a point", "9" * 1_000_000 + ".5"), ("an exponent", "9.25e1"), ("NaN", "nan"),
        ("a wrong unit", "93 °F"), ("Arabic-Indic digits", "\u0669\u0663\u066b\u0665"), ("the unit alone", "°C"),
    ]:
        timed("SetTextContents with " + what, lambda: decimal_editable.setTextContents(text))
        print("SetTextContents with %s: the temperature shows %r" % (what, check_decimal(temperature, what)))
    if check_decimal(temperature, "Arabic-Indic digits") != 93.5:
        fail("٩٣٫٥ set as text did not give 93.5")
    if VALUE_INTERFACE:
        value = value_of(temperature)
        for what, number in [("NaN", math.nan), ("infinity", math.inf), ("1e300", 1e300), ("the smallest subnormal", 5e-324),
                             ("-0.0", -0.0), ("93.25", 93.25), ("92.04", 92.04)]:
            def set_decimal():
                value.currentValue = number
            timed("SetCurrentValue " + what + " on the temperature", set_decimal)
            print("SetCurrentValue %s: the temperature shows %r" % (what, check_decimal(temperature, what)))
        if check_decimal(temperature, "92.04") != 92.0:
            fail("SetCurrentValue 92.04 is not rounded to the tenth 92.0")
    print("slowest answer: %.0f ms (%s)" % (slowest[0] * 1000, slowest[1]))
    print("started at %d" % start)
    print("OK")


if __name__ == "__main__":
    main()
