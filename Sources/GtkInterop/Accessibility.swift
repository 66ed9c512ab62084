import CGtk
import CGtkShims

/// What assistive tools (through AT-SPI) read about a widget.
@MainActor
package struct Accessible {
    /// The `GtkAccessible`.
    package let accessible: OpaquePointer

    /// Whether GTK gives a widget type of ours AT-SPI's Value interface, so
    /// that assistive tools read its value, bounds and changes from there:
    /// on GTK 4.10 and later, through `GtkAccessibleRange`
    /// (``AccessibleRangeImplementation``). GTK 4.8 gives it to its own
    /// widgets alone.
    package static var valuesReachAssistiveTools: Bool { skshim_accessible_range_get_type() != 0 }

    /// Whether GTK hands the invalid state to AT-SPI as INVALID_ENTRY, which
    /// screen readers read as "invalid entry": GTK 4.10 and later. GTK 4.8
    /// hands it over as INVALID, which Orca takes for an object that is gone
    /// (a "zombie"), so Orca says nothing when such a widget takes the focus
    /// or changes; there ``setInvalid(_:)`` leaves the state alone.
    package static let invalidStateReachesAssistiveTools = gtk_check_version(4, 10, 0) == nil

    /// The accessible of a widget (every widget is one).
    package init(_ widget: some WidgetHandle) {
        accessible = OpaquePointer(widget.widget)
    }

    /// Sets the accessible name.
    package func setLabel(_ text: String) { setString(text, for: GTK_ACCESSIBLE_PROPERTY_LABEL) }

    /// Makes `text` the whole accessible name, dropping labels that name the widget.
    package func setOnlyLabel(_ text: String) {
        gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY)
        setLabel(text)
    }

    /// Names the widget by another widget's text (the labelled-by relation), so
    /// the name follows that text instead of copying it.
    package func setLabelled(by label: some WidgetHandle) {
        skshim_accessible_set_labelled_by(accessible, OpaquePointer(label.widget))
    }

    /// Says that another widget's text describes this one (the described-by
    /// relation), or, with `nil`, that nothing does.
    package func setDescribed(by description: (some WidgetHandle)?) {
        gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY)
        if let description { skshim_accessible_set_described_by(accessible, OpaquePointer(description.widget)) }
    }

    /// Sets the accessible description.
    package func setDescription(_ text: String) { setString(text, for: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) }

    /// Sets the current value and the value as text of a range-like widget,
    /// and its lowest and highest value when `range` is given.
    package func setValue(_ value: Double, text: String, range: ClosedRange<Double>?) {
        text.withCString { text in
            if let range {
                skshim_accessible_set_value_and_range(accessible, value, text, range.lowerBound, range.upperBound)
            } else {
                skshim_accessible_set_value(accessible, value, text)
            }
        }
    }

    /// Has assistive tools announce `message` now, as a screen reader speaks
    /// a notification, where GTK can (4.14 and later).
    ///
    /// - Returns: Whether GTK took the announcement; `false` on GTK 4.8,
    ///   where a focused widget's description is what a screen reader speaks.
    @discardableResult
    package func announce(_ message: String) -> Bool {
        Bool(gboolean: skshim_accessible_announce(accessible, message))
    }

    /// Marks the widget's content as invalid (or valid again), where GTK
    /// hands that to assistive tools as a screen reader expects it
    /// (``invalidStateReachesAssistiveTools``); on GTK 4.8 it does nothing,
    /// and what the widget's description says must carry the refusal.
    package func setInvalid(_ isInvalid: Bool) {
        guard Self.invalidStateReachesAssistiveTools else { return }
        var state = GTK_ACCESSIBLE_STATE_INVALID
        // GTK reads token states from a plain int GValue.
        withValue(of: FundamentalType.int) { value in
            g_value_set_int(value, gint(isInvalid ? GTK_ACCESSIBLE_INVALID_TRUE.rawValue : GTK_ACCESSIBLE_INVALID_FALSE.rawValue))
            gtk_accessible_update_state_value(accessible, 1, &state, value)
        }
    }

    private func setString(_ text: String, for property: GtkAccessibleProperty) {
        var property = property
        withValue(of: FundamentalType.string) { value in
            value.string = text
            gtk_accessible_update_property_value(accessible, 1, &property, value)
        }
    }
}
