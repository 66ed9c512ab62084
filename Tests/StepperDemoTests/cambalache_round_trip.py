#!/usr/bin/env python3
"""A coffee order designed in Cambalache, GNOME's UI designer, through its own
Python API and no designer window, then loaded with GtkBuilder. Runs on
Cambalache 0.94 (Debian 13) and 1.0 (Debian testing).

With StepperKit's catalog installed (XDG_DATA_DIRS holds the install's share/)
and its typelib found (GI_TYPELIB_PATH), this
- on Cambalache 1.0, which offers a third-party library's types only in a
  project that enables it, turns on the switches of libadwaita and stepperkit
  in the project's settings;
- reads Cambalache's palette (its Control group) and checks that SkStepper and
  SkStepperRow are in it, from the stepperkit library;
- makes a project, adds a window with two SkSteppers and a preferences group
  with an SkStepperRow;
- sets their properties through the editors of Cambalache's inspector (the
  widgets a designer types into), not by writing to its database;
- saves the project and the .ui (1.0 names the enabled libraries in the
  project file), and loads that .ui with GtkBuilder, printing what the
  widgets hold.

Usage: cambalache_round_trip.py FOLDER    (the project and the .ui go there)
IntrospectionTests compares what it prints; a failed check raises.
"""

import importlib.util
import os
import sys
from xml.etree import ElementTree

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("StepperKit", "1")
from gi.repository import Adw, GObject, Gtk, StepperKit  # noqa: E402

# Cambalache 1.0's own launcher puts the package's private modules (priv/,
# its config.merenguedir) on the path: its workspace imports mrg_command from
# there. 0.94 imports nothing from it.
sys.path.insert(1, os.path.join(os.path.dirname(importlib.util.find_spec("cambalache").origin), "priv"))
import cambalache  # noqa: E402  (needs the display the test gives it)
from cambalache import CmbProject, CmbPropertyLabel, CmbTypeChooserWidget  # noqa: E402

try:
    # Cambalache 1.0: the inspector's Properties page. The inspector itself
    # (CmbObjectEditor) became a set of pages built from the application's own widgets.
    from cambalache import CmbObjectPropertyEditor as CmbPropertiesPage  # noqa: E402
except ImportError:
    # Cambalache 0.94: its inspector, CmbObjectEditor, is that page.
    from cambalache import CmbObjectEditor as CmbPropertiesPage  # noqa: E402

try:
    from cambalache import CmbProjectSettings  # noqa: E402
except ImportError:
    # Cambalache 0.94 offers every installed catalog's types in every project.
    CmbProjectSettings = None

folder = sys.argv[1]


def enable_libraries(project, libraries):
    """Turns on the libraries' switches in the project's settings (Cambalache 1.0), as a designer would."""
    settings = CmbProjectSettings(project=project)
    rows = {}
    while (row := settings.catalog_group.get_row(len(rows))) is not None:
        rows[row.info.library_id] = row
    for library in libraries:
        switch = rows[library].switch
        assert not switch.props.active, f"{library} was enabled in a new project"
        switch.props.active = True
        assert project.library_info[library].enabled, f"the switch did not enable {library}"


def palette(project, category):
    """The type names one group of Cambalache's palette lists."""
    chooser = CmbTypeChooserWidget(category=category)
    chooser.props.project = project
    model = chooser.listview.get_model()
    return [model.get_item(i).type_id for i in range(model.get_n_items())]


def inspector_editors(obj, owner):
    """The inspector's editors for the properties `owner` (a type) defines, by property name."""
    inspector = CmbPropertiesPage()
    inspector.props.object = obj
    editors = {}
    child = inspector.get_first_child()
    while child is not None:
        if isinstance(child, Gtk.Expander) and child.get_label() == f"<b>{owner}</b>":
            grid = child.get_next_sibling().get_child()
            cell = grid.get_first_child()
            while cell is not None:
                if isinstance(cell, CmbPropertyLabel):
                    editors[cell.props.prop.property_id] = grid.get_child_at(1, grid.query_child(cell)[1])
                cell = cell.get_next_sibling()
        child = child.get_next_sibling()
    # The inspector is kept with its editors: the bindings to the project live as long as it does.
    return inspector, editors


def edit(obj, owner, values):
    """Types each value into the inspector's editor of that property, as a designer would."""
    inspector, editors = inspector_editors(obj, owner)
    for name, value in values.items():
        editor = editors[name]
        editor.props.cmb_value = value
        stored = obj.properties_dict[name].value
        assert stored == value, f"{owner}:{name}: the inspector's {type(editor).__name__} stored {stored!r}, not {value!r}"
    return inspector


project = CmbProject(target_tk="gtk-4.0", filename=os.path.join(folder, "coffee-order.cmb"))
if CmbProjectSettings is not None:
    assert "SkStepper" not in project.type_info, "Cambalache 1.0 offered SkStepper before the project enabled stepperkit"
    # AdwPreferencesGroup is libadwaita's, a third-party library to Cambalache too.
    enable_libraries(project, ["libadwaita", "stepperkit"])
library = project.type_info["SkStepper"].library_id, project.type_info["SkStepperRow"].library_id
controls = palette(project, "control")
print("palette:", [name for name in controls if name.startswith("Sk")], "from", sorted(set(library)),
      "beside GtkSpinButton:", "GtkSpinButton" in controls)

ui = project.add_ui("coffee-order.ui")
window = project.add_object(ui.ui_id, "GtkWindow", "window")
box = project.add_object(ui.ui_id, "GtkBox", "box", parent_id=window.object_id)
espresso = project.add_object(ui.ui_id, "SkStepper", "espresso", parent_id=box.object_id)
fridge = project.add_object(ui.ui_id, "SkStepper", "fridge", parent_id=box.object_id)
group = project.add_object(ui.ui_id, "AdwPreferencesGroup", "drinks", parent_id=box.object_id)
latte = project.add_object(ui.ui_id, "SkStepperRow", "latte", parent_id=group.object_id)
assert None not in (window, box, espresso, fridge, group, latte), "Cambalache refused to add an object"
for obj, owner in [(espresso, "SkStepper"), (latte, "SkStepperRow")]:
    _, editors = inspector_editors(obj, owner)
    print(f"inspector: {owner}", ", ".join(f"{name}={type(editor).__name__}" for name, editor in sorted(editors.items())))

inspectors = [
    edit(window, "GtkWindow", {"title": "Coffee order"}),
    edit(box, "GtkOrientable", {"orientation": "vertical"}),
    edit(box, "GtkBox", {"spacing": "12"}),
    edit(box, "GtkWidget", {"margin-top": "12", "margin-bottom": "12", "margin-start": "12", "margin-end": "12"}),
    edit(espresso, "SkStepper", {
        "minimum-value": "0", "maximum-value": "12", "value": "3", "step-value": "2", "page-increment": "4",
        "left-title": "−", "right-title": "+", "background-color": "#ffe0b2", "wraps": "True",
    }),
    # Bounds below the defaults: GtkBuilder sets them in the file's order,
    # which passes through a maximum below the default minimum.
    # A decimal stepper with a unit: digits and unit arrive in whatever order the file has them.
    edit(fridge, "SkStepper", {"minimum-value": "-500", "maximum-value": "-200", "value": "-300",
                               "digits": "1", "unit": "°C"}),
    edit(latte, "SkStepperRow", {"minimum-value": "0", "maximum-value": "10", "value": "2"}),
    edit(latte, "AdwPreferencesRow", {"title": "Latte"}),
]
project.save()
path = os.path.join(folder, "coffee-order.ui")
# Cambalache 0.94 keeps each UI inside the project file and writes the .ui
# files when asked (its Export); 1.0 saves each UI to its own file with the project.
if hasattr(project, "export"):
    assert project.export() == 1, "Cambalache exported no .ui file"
print("saved:", os.path.isfile(project.filename), "ui:", os.path.isfile(path))
if CmbProjectSettings is not None:
    # What makes Cambalache 1.0 enable the libraries again when it opens the project.
    depends = ElementTree.parse(project.filename).getroot().get("depends", "")
    assert sorted(depends.split(",")) == ["libadwaita-1", "stepperkit-1"], f"the project depends on {depends!r}"

# As any Python app does before GtkBuilder meets the library's types.
GObject.type_ensure(StepperKit.Stepper)
GObject.type_ensure(StepperKit.StepperRow)
builder = Gtk.Builder()
builder.add_from_file(path)
shot = builder.get_object("espresso")
color = shot.props.background_color
print("espresso:", type(shot).__name__, shot.props.value, shot.props.minimum_value, shot.props.maximum_value,
      shot.props.step_value, shot.props.page_increment, shot.props.left_title, shot.props.right_title,
      f"#{round(color.red * 255):02x}{round(color.green * 255):02x}{round(color.blue * 255):02x}",
      shot.props.wraps)
cold = builder.get_object("fridge")
print("window:", builder.get_object("window").props.title, builder.get_object("box").props.orientation.value_nick)
print("fridge:", cold.props.value, cold.props.minimum_value, cold.props.maximum_value, cold.props.digits,
      cold.props.unit, cold.get_decimal_value(), repr(cold.get_text()))
row = builder.get_object("latte")
print("latte:", type(row).__name__, row.props.title, row.props.value, row.props.minimum_value,
      row.props.maximum_value, "in", row.get_ancestor(Adw.PreferencesGroup) is builder.get_object("drinks"))
print("OK")
