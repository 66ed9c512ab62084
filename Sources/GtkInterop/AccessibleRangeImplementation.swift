import CGtk
import CGtkShims

/// `GtkAccessibleRange`: a value between bounds, which GTK 4.10 and later
/// gives AT-SPI's Value interface (its bounds and value are the accessible
/// `VALUE_MIN`, `VALUE_MAX` and `VALUE_NOW` properties). GTK 4.8 has no such
/// interface; there the type implements nothing more
/// (``Accessible/valuesReachAssistiveTools``).
@MainActor
package protocol AccessibleRangeImplementation: WidgetImplementation {
    /// An assistive tool set the value (AT-SPI Value's `CurrentValue`), as if
    /// the user had; a value the widget cannot take (NaN) it ignores.
    ///
    /// GTK hears "handled" whatever happens, as from GtkSpinButton: GTK 4.18
    /// passes a refusal on to GDBus without an error, and GIO then aborts the
    /// process (found by the hostile AT-SPI test).
    func setAccessibleValue(_ value: Double)
}

extension SwiftWidgetType {
    static let accessibleRangeInterfaceInit: GInterfaceInitFunc = { iface, _ in
        skshim_accessible_range_init(iface, setAccessibleValueFunction)
    }

    static let setAccessibleValueFunction: @convention(c) (UnsafeMutableRawPointer?, Double) -> gboolean = { range, value in
        MainThread.run(range) {
            implementation($0, as: AccessibleRangeImplementation.self)?.setAccessibleValue(value)
            return 1
        }
    }
}
