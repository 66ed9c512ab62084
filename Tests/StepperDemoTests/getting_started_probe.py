#!/usr/bin/python3
"""Use the coffee order of Getting Started as its user would, over AT-SPI.

Run by DocumentationTests with the test's display and D-Bus session, against
the program built from the article's lines, whose name is the first argument.
Adds two espressos with the stepper's "+" button, then presses the button that
opens the espresso stepper's preferences, and checks that they open and stay
open. What the program heard it prints itself; the test reads that. Exit
status 0 means every check held; otherwise stderr says which failed.
"""
import sys
import time

# Importing the probe's helpers writes no __pycache__ into the checkout.
sys.dont_write_bytecode = True
from atspi_probe import buttons_of, children, descendants, fail, spin_button_named, wait_for  # noqa: E402
import pyatspi

PROGRAM = sys.argv[1]


def find_program():
    for app in children(pyatspi.Registry.getDesktop(0)):
        if app is not None and app.name == PROGRAM:
            return app
    return None


def preferences_of(app):
    for node in descendants(app):
        if node.getRoleName() in ("frame", "dialog") and node.name == "Preferences":
            return node
    return None


def main():
    app = wait_for("the program on the accessibility bus", find_program, timeout=30)
    espresso = wait_for("the Espresso stepper", lambda: spin_button_named(app, "Espresso"))
    buttons = buttons_of(espresso)
    if [button.name for button in buttons] != ["Decrease", "Increase"]:
        fail("the Espresso stepper's buttons are %r" % [button.name for button in buttons])
    for _ in range(2):
        buttons[1].queryAction().doAction(0)
        # A GtkButton ignores a second activation while it still shows the first.
        time.sleep(0.5)

    # GTK 4.8 names a button with a mnemonic by its label twice, the first time with the underline.
    edit = wait_for("the button that edits the stepper", lambda: next(
        (node for node in descendants(app)
         if node.getRoleName() in ("push button", "button") and node.name.endswith("Edit the espresso stepper…")), None))
    edit.queryAction().doAction(0)
    wait_for("the preferences the button opens", lambda: preferences_of(app))
    # The handler that made them has returned long ago; they stay until closed.
    time.sleep(1.5)
    if preferences_of(app) is None:
        fail("the preferences closed by themselves")
    print("OK")


if __name__ == "__main__":
    main()
