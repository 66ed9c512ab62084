#!/usr/bin/python3
"""Drive the running demo app as an assistive tool would, over AT-SPI.

Run by DemoAccessibilityTests with the test's private display and D-Bus
session. It finds the app, checks what a screen reader reads of its steppers
(role, name, description, button names and states), presses keys with
xdotool, clicks a button through its AT-SPI action, opens the preferences and
the keyboard shortcuts, and prints the tree it saw. Exit status 0 means every check held; otherwise stderr says which failed.
"""
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

APP_NAME = "stepper-demo"
WINDOW_TITLE = "Stepper Demo"
# Whether GTK gives the stepper AT-SPI's Value interface (GtkAccessibleRange,
# GTK 4.10 and later), as the test that runs this probe learned from GTK.
VALUE_INTERFACE = os.environ.get("STEPPERKIT_EXPECT_VALUE_INTERFACE") == "1"


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def wait_for(what, probe, timeout=10.0):
    deadline = time.monotonic() + timeout
    while True:
        result = probe()
        if result:
            return result
        if time.monotonic() > deadline:
            fail("timed out waiting for " + what)
        time.sleep(0.05)


def children(node):
    try:
        return [node.getChildAtIndex(i) for i in range(node.childCount)]
    except Exception:
        return []


def descendants(node):
    for child in children(node):
        if child is None:
            continue
        yield child
        yield from descendants(child)


def find_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for app in children(desktop):
        if app is not None and app.name == APP_NAME:
            return app
    return None


def states(node):
    state_set = node.getState()
    names = []
    for state in (pyatspi.STATE_FOCUSED, pyatspi.STATE_FOCUSABLE, pyatspi.STATE_SENSITIVE, pyatspi.STATE_ENABLED):
        if state_set.contains(state):
            names.append(pyatspi.stateToString(state))
    return names


def text_of(node):
    """The object's text, as a screen reader reads it through the Text interface."""
    try:
        text = node.queryText()
    except NotImplementedError:
        return None
    return text.getText(0, text.characterCount)


def describe(node, depth=0, out=None):
    out = out if out is not None else []
    line = "  " * depth + "[%s] %r" % (node.getRoleName(), node.name)
    if node.getRoleName() == "spin button":
        line += " text=%r" % text_of(node)
    if node.description:
        line += " description=%r" % node.description
    marks = states(node)
    if marks:
        line += " (" + ", ".join(marks) + ")"
    out.append(line)
    for child in children(node):
        if child is not None:
            describe(child, depth + 1, out)
    return out


def value_of(node):
    """The object's AT-SPI Value, or None where it has no Value interface."""
    try:
        return node.queryValue()
    except NotImplementedError:
        return None


def described_by(node):
    """The names of the objects a relation says describe this one."""
    names = []
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_DESCRIBED_BY:
            names += [relation.getTarget(i).name for i in range(relation.getNTargets())]
    return names


def set_number(spin, number):
    """Sets a spin button's number as an assistive tool does: through its
    Value interface where it has one, through its text (as voice control
    does) on GTK 4.8, which gives a custom widget such as the stepper none."""
    if VALUE_INTERFACE:
        spin.queryValue().currentValue = number
    else:
        spin.queryEditableText().setTextContents(str(number))


def spin_button_named(app, name):
    for node in descendants(app):
        if node.getRoleName() == "spin button" and node.name == name:
            return node
    return None


# AT-SPI 2.46 (Debian 12) calls a button a "push button", later versions a "button".
BUTTON_ROLES = ("push button", "button")
# A GtkSwitch (the Wraps row's) is a "switch" over AT-SPI on GTK 4.24, a "check box" on 4.8 and 4.18.
SWITCH_ROLES = ("check box", "switch")


def role_of(node):
    """A node's role, with the names different versions give buttons and switches made one."""
    role = node.getRoleName()
    return "push button" if role in BUTTON_ROLES else "switch" if role in SWITCH_ROLES else role


def buttons_of(spin):
    return [child for child in children(spin) if child is not None and child.getRoleName() in BUTTON_ROLES]


def main_window(app):
    for node in children(app):
        if node is not None and node.getRoleName() == "frame" and node.name == WINDOW_TITLE:
            return node
    fail("no main window")


def check_tab_stops(where, expected_names, presses):
    """Every place Tab takes a keyboard user has a name of its own (not
    empty, not a GTK or libadwaita type name): presses Tab and hears where
    the focus goes, as a screen reader does, through AT-SPI's focus events.
    Returns the names heard, in order."""
    heard = []

    def on_focus(event):
        if event.detail1 == 1:
            heard.append((event.source.getRoleName(), event.source.name or ""))

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    context = GLib.MainContext.default()
    try:
        for _ in range(presses):
            before = len(heard)
            xdotool("key", "Tab")
            deadline = time.monotonic() + 2
            while len(heard) == before and time.monotonic() < deadline:
                context.iteration(False) or time.sleep(0.01)
    finally:
        pyatspi.Registry.deregisterEventListener(on_focus, "object:state-changed:focused")
    for role, name in heard:
        if not name.strip() or name.startswith("Gtk") or name.startswith("Adw"):
            fail("in %s, Tab reaches a %s named %r (all it reached: %r)" % (where, role, name, heard))
    print("Tab in %s: %s" % (where, ", ".join("%s %r" % stop for stop in heard)))
    missing = [name for name in expected_names if name not in {name for _, name in heard}]
    if missing:
        fail("in %s, Tab never reaches %r; it reached %r" % (where, missing, heard))
    return heard


def xdotool(*arguments):
    return subprocess.run(["xdotool", *arguments], check=True, capture_output=True, text=True).stdout.strip()


def main():
    app = wait_for("the app on the accessibility bus", find_app, timeout=30)
    espresso = wait_for("the Espresso spin button", lambda: spin_button_named(app, "Espresso"))

    # What a screen reader reads.
    spins = [node for node in descendants(app) if node.getRoleName() == "spin button"]
    names = sorted(node.name for node in spins)
    if names != ["Brew temperature", "Cappuccino", "Espresso", "Floor", "Inspectable", "Latte", "Same model"]:
        fail("spin buttons are named %r" % names)
    # The value is the spin button's text (as GtkSpinButton's is). In its row,
    # the row's subtitle describes it (a described-by relation, as libadwaita
    # sets for the widget a row activates): GTK 4.10 and later follow the
    # relation (and report an empty description, as for libadwaita's own spin
    # rows: Orca reads the relation), GTK 4.8 reads the description, which
    # holds the subtitle's text. A stepper without a subtitle is described by its range.
    if text_of(espresso) != "1":
        fail("Espresso's text is %r, not its value" % text_of(espresso))
    if described_by(espresso) != ["$2.50"]:
        fail("Espresso is described by %r, not its row's subtitle" % described_by(espresso))
    if not VALUE_INTERFACE and espresso.description != "$2.50":
        fail("GTK 4.8: Espresso's description is %r, not its row's subtitle" % espresso.description)
    rest_description = espresso.description
    inspectable = spin_button_named(app, "Inspectable")
    if described_by(inspectable) or inspectable.description != "-100 to 100":
        fail("Inspectable (no subtitle) is described by %r and %r, not by its range"
             % (described_by(inspectable), inspectable.description))
    value = value_of(espresso)
    if VALUE_INTERFACE:
        if value is None:
            fail("GTK 4.10 and later: Espresso has no AT-SPI Value interface")
        if (value.minimumValue, value.maximumValue, value.currentValue) != (0, 99, 1):
            fail("GTK 4.10 and later: Espresso's Value says %r to %r, at %r, not 0 to 99 at 1"
                 % (value.minimumValue, value.maximumValue, value.currentValue))
    elif value is not None:
        fail("GTK 4.8 gives custom widgets no Value interface, yet Espresso has one: the test's premise is wrong")
    decrease, increase = (buttons_of(espresso) + [None, None])[:2]
    if decrease is None or increase is None:
        fail("Espresso has no decrease and increase buttons")
    if (decrease.name, increase.name) != ("Decrease", "Increase"):
        fail("the buttons are named %r and %r" % (decrease.name, increase.name))

    # Keys, as a keyboard user presses them: Alt+E focuses the stepper by its label.
    window = xdotool("search", "--sync", "--name", "^%s$" % WINDOW_TITLE).splitlines()[0]
    xdotool("windowfocus", "--sync", window)
    time.sleep(0.2)
    xdotool("key", "--delay", "30", "alt+e", "Up", "Up")
    wait_for("Espresso to read 3 after Alt+E, Up, Up", lambda: text_of(espresso) == "3")
    if VALUE_INTERFACE:
        if value.currentValue != 3:
            fail("GTK 4.10 and later: Espresso's Value says %r after Up, Up" % value.currentValue)
        if espresso.description != rest_description:
            fail("GTK 4.10 and later: a change reaches the description too (%r): Orca would say it twice"
                 % espresso.description)
    elif espresso.description != "3":
        fail("GTK 4.8: focused, a change is not announced as a bare number: %r" % espresso.description)
    if not espresso.getState().contains(pyatspi.STATE_FOCUSED):
        fail("Espresso is not focused after Alt+E")

    # The buttons' click action, as an assistive tool presses them.
    increase.queryAction().doAction(0)
    wait_for("Espresso to read 4 after Increase", lambda: text_of(espresso) == "4")
    decrease.queryAction().doAction(0)
    wait_for("Espresso to read 3 after Decrease", lambda: text_of(espresso) == "3")

    # At the bound, the decrease button shows as disabled and Down does nothing.
    xdotool("key", "--delay", "30", "Home", "Down")
    wait_for("Espresso to read 0 after Home", lambda: text_of(espresso) == "0")
    wait_for("Decrease to show as disabled at 0",
             lambda: not decrease.getState().contains(pyatspi.STATE_SENSITIVE))
    if not increase.getState().contains(pyatspi.STATE_SENSITIVE):
        fail("Increase is disabled at 0")

    # A value an assistive tool sets through the Value interface (GTK 4.10 and later).
    if VALUE_INTERFACE:
        value.currentValue = 5.4
        wait_for("Espresso to read 5 after an assistive tool set its Value to 5.4", lambda: text_of(espresso) == "5")
        value.currentValue = 1000
        wait_for("Espresso to clamp a Value of 1000 to 99", lambda: text_of(espresso) == "99")

    # A typed value, from the keyboard, then from voice control setting the text.
    # While the user types, the tree is the one at rest: the field a value is
    # typed in (made only then on GTK 4.14 and later) is not an object of its
    # own, and the stepper's Text is what was typed.
    at_rest = [(role_of(child), child.name) for child in children(espresso) if child is not None]
    xdotool("key", "--delay", "30", "1", "2")
    wait_for("Espresso to read 12 while 1 2 are typed", lambda: text_of(espresso) == "12")
    while_typing = [(role_of(child), child.name) for child in children(espresso) if child is not None]
    if while_typing != at_rest:
        fail("while typing, Espresso's children are %r, at rest %r" % (while_typing, at_rest))
    xdotool("key", "Return")
    wait_for("Espresso to read 12 after typing 1 2 Enter", lambda: text_of(espresso) == "12")
    espresso.queryEditableText().setTextContents("7")
    wait_for("Espresso to read 7 after an assistive tool set its text", lambda: text_of(espresso) == "7")
    wait_for("the total to follow", lambda: any(
        node.name == "9 drinks, $25.00" for node in descendants(app) if node.getRoleName() == "label"))

    # The preferences window: every field named by its row, the reset button once.
    xdotool("key", "ctrl+comma")

    def preferences_frame():
        # A window of its own on libadwaita 1.2; an adaptive dialog inside the
        # main window on 1.5 and later.
        for node in descendants(app):
            if node.getRoleName() in ("frame", "dialog") and node.name == "Preferences":
                return node
        return None

    preferences = wait_for("the preferences", preferences_frame)
    named = {(role_of(node), node.name): node for node in descendants(preferences)}
    for expected in [("spin button", "Preview"), ("spin button", "Value"), ("spin button", "Minimum"),
                     ("spin button", "Maximum"), ("spin button", "Step"), ("spin button", "Digits"),
                     ("text", "Unit"), ("switch", "Wraps"),
                     ("switch", "Autorepeat"), ("text", "Left title"), ("text", "Right title"),
                     ("text", "Hex code"), ("push button", "Background"), ("push button", "Reset to Defaults")]:
        if expected not in named:
            fail("the preferences window has no %s named %r; it has %r" % (expected + (sorted(named),)))
    check_tab_stops("the preferences", ["Value", "Minimum", "Maximum", "Step", "Digits", "Wraps", "Hex code",
                                        "Background", "Reset to Defaults"], presses=28)

    # Every field edited as a screen reader or voice control would: numbers set
    # through the Value interface (or the text), text through EditableText,
    # switches by their action.
    set_number(named[("spin button", "Minimum")], -5)
    # The stepper's new range: in its Value (GTK 4.10 and later), in its description on GTK 4.8.
    wait_for("the minimum to reach the model", lambda: value_of(inspectable).minimumValue == -5
             if VALUE_INTERFACE else inspectable.description == "-5 to 100")
    named[("text", "Left title")].queryEditableText().setTextContents("less")
    inspectable_decrease = buttons_of(inspectable)[0]
    wait_for("the left title to reach the stepper",
             lambda: [child.name for child in children(inspectable_decrease)] == ["less"])
    named[("switch", "Wraps")].queryAction().doAction(0)
    wait_for("Wraps to be on", lambda: named[("switch", "Wraps")].getState().contains(pyatspi.STATE_CHECKED))
    set_number(named[("spin button", "Value")], -5)
    wait_for("the value to reach the model", lambda: text_of(inspectable) == "-5")
    if not inspectable_decrease.getState().contains(pyatspi.STATE_SENSITIVE):
        fail("with Wraps on, Decrease stays enabled at the minimum")
    hex_code = named[("text", "Hex code")]
    hex_code.queryEditableText().setTextContents("nonsense")
    # GTK 4.10 and later report the invalid state as INVALID_ENTRY. GTK 4.8
    # would report INVALID, which Orca takes for a defunct object and then
    # ignores, so the field is not marked there: its description says why.
    wait_for("the refused colour to be described", lambda: "is not a colour" in hex_code.description)
    if VALUE_INTERFACE:
        wait_for("the refused colour to be marked invalid",
                 lambda: hex_code.getState().contains(pyatspi.STATE_INVALID_ENTRY))
    if hex_code.getState().contains(pyatspi.STATE_INVALID):
        fail("the refused colour is marked INVALID, which Orca takes for a defunct object")
    if "is not a colour" not in hex_code.description:
        fail("a screen reader cannot learn why the colour was refused: %r" % hex_code.description)

    # Back in the main window, every stop has a name too.
    xdotool("key", "Escape")
    def preferences_closed():
        # The window (libadwaita 1.2) is hidden, the dialog (1.5 and later) gone;
        # objects that vanish while the tree is read mean it is still going.
        try:
            node = preferences_frame()
            return node is None or not node.getState().contains(pyatspi.STATE_VISIBLE)
        except GLib.GError:
            return False

    wait_for("the preferences to close", preferences_closed)

    # The keyboard shortcuts (Ctrl+?): a window of their own before libadwaita
    # 1.8 (a "panel" on GTK 4.18, whose rows read "↑ / + / + Increase by one
    # step"), a dialog inside the main window from 1.8; Escape closes either.
    def shortcuts_surface():
        # Shown windows other than the main one (not the hidden preferences
        # window of libadwaita 1.2), and dialogs inside the main window.
        windows = [node for node in children(app) if node is not None and node.name != WINDOW_TITLE
                   and node.getState().contains(pyatspi.STATE_VISIBLE)]
        dialogs = [node for node in descendants(main_window(app)) if node.getRoleName() == "dialog"]
        for surface in windows + dialogs:
            if any("Increase by one step" in (node.name or "") for node in descendants(surface)):
                return surface
        return None

    def shortcuts_closed():
        try:
            node = shortcuts_surface()
            return node is None or not node.getState().contains(pyatspi.STATE_VISIBLE)
        except GLib.GError:
            return False

    xdotool("key", "ctrl+question")
    wait_for("the keyboard shortcuts", shortcuts_surface)
    xdotool("key", "Escape")
    wait_for("the keyboard shortcuts to close", shortcuts_closed)
    # No window manager gives the focus back to the main window when a window
    # of its own (the shortcuts window before libadwaita 1.8) hides: give it.
    xdotool("windowfocus", "--sync", window)
    check_tab_stops("the main window", ["Espresso", "Cappuccino", "Latte", "Brew temperature", "Inspectable",
                                        "Same model", "Floor", "Preferences"], presses=14)

    print("\n".join(describe(app)))
    print("OK")


if __name__ == "__main__":
    main()
