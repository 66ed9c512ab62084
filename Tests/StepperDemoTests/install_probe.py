#!/usr/bin/python3
"""Read the installed demo app's window over AT-SPI, as a screen reader would.

Run by InstallTests with the test's private display and D-Bus session, while
the installed app runs in a translated locale. It prints the window's title
and every label's text, then, for each order given as arguments ("1,0,0"
sets the three coffee steppers to 1, 0 and 0 by typing into them over AT-SPI),
the labels again once the total has changed. The Swift test checks the words.

With --launch DESKTOP_ID first, it starts the app as GNOME Shell's app grid
does: by its desktop entry, found through XDG_DATA_HOME/XDG_DATA_DIRS, and
stops it at the end.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# Importing a module would leave a __pycache__ folder in the checkout.
sys.dont_write_bytecode = True
from atspi_probe import children, descendants, fail, find_app, text_of, wait_for  # noqa: E402


def frame(app):
    frames = [node for node in children(app) if node is not None and node.getRoleName() == "frame"]
    return frames[0] if frames else None


def labels(window):
    return [node.name for node in descendants(window) if node.getRoleName() == "label" and node.name]


def launch(desktop_id):
    import gi
    gi.require_version("Gio", "2.0")
    from gi.repository import Gio, GLib

    info = Gio.DesktopAppInfo.new(desktop_id)
    if info is None:
        fail("no desktop entry %s on the XDG data path" % desktop_id)
    print("ENTRY %s shown=%s icon=%s" % (info.get_name(), info.should_show(), info.get_icon().to_string()))
    started = []
    info.launch_uris_as_manager([], None, GLib.SpawnFlags.SEARCH_PATH, None, None,
                                lambda _info, pid, _data: started.append(pid), None)
    return started


def main():
    arguments = sys.argv[1:]
    started = []
    if arguments[:1] == ["--launch"]:
        started = launch(arguments[1])
        arguments = arguments[2:]
    try:
        read(arguments)
    finally:
        for pid in started:
            os.kill(pid, 15)


def read(orders):
    app = wait_for("the app on the accessibility bus", find_app, timeout=30)
    window = wait_for("the main window", lambda: frame(app))
    spins = wait_for("the coffee steppers", lambda: [
        node for node in descendants(window) if node.getRoleName() == "spin button"][:3])
    print("WINDOW " + window.name)
    print("LABELS " + " | ".join(labels(window)))
    for order in orders:
        quantities = order.split(",")
        before = labels(window)
        for spin, quantity in zip(spins, quantities):
            if text_of(spin) != quantity:
                spin.queryEditableText().setTextContents(quantity)
        wait_for("the values " + order, lambda: [text_of(spin) for spin in spins] == quantities)
        # Every order given changes the total, so some label changes.
        wait_for("the total of " + order, lambda: labels(window) != before)
        print("ORDER %s LABELS %s" % (order, " | ".join(labels(window))))
    print("OK")


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a broken bus or a vanished app: say so, as fail() does
        fail("%s: %s" % (type(error).__name__, error))
