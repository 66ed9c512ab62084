import CGtk
import CGtkShims

/// The class struct of a widget type while its class_init runs.
@MainActor
package struct WidgetClassSetup<Implementation: WidgetImplementation> {
    let definition: WidgetSubclass<Implementation>
    let klass: UnsafeMutablePointer<GtkWidgetClass>

    /// Sets the CSS node name of instances, such as `spinbutton`.
    package func setCSSName(_ name: String) { gtk_widget_class_set_css_name(klass, name) }

    /// Sets the accessible role of instances.
    package func setAccessibleRole(_ role: GtkAccessibleRole) { gtk_widget_class_set_accessible_role(klass, role) }

    /// Lays the children out in the cells of a `GtkGridLayout` (``WidgetHandle/place(column:row:)``).
    package func useGridLayout() { gtk_widget_class_set_layout_manager_type(klass, gtk_grid_layout_get_type()) }

    /// Lays each child out over the whole widget (`GtkBinLayout`), as a widget holding one child does.
    package func useBinLayout() { gtk_widget_class_set_layout_manager_type(klass, gtk_bin_layout_get_type()) }

    /// Installs a widget action (`group.name`), which apps can activate with
    /// `gtk_widget_activate_action` and shortcuts can name.
    package func installAction(_ name: String, _ perform: @escaping @MainActor (Implementation) -> Void) {
        definition.actions[name] = { ($0 as? Implementation).map(perform) }
        gtk_widget_class_install_action(klass, name, nil, SwiftWidgetType.activateAction)
    }

    /// Binds a key, with modifiers, to an installed action.
    package func addShortcut(keyval: Int32, modifiers: GdkModifierType = GdkModifierType(rawValue: 0), action: String) {
        let trigger = gtk_keyval_trigger_new(guint(keyval), modifiers)
        let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new(action))  // takes both
        gtk_widget_class_add_shortcut(klass, shortcut)
        g_object_unref(UnsafeMutableRawPointer(shortcut))
    }
}
