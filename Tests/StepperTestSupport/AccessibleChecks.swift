import CGtk
import CTestShims
import GtkInterop

// The in-process accessibility checks of GTK's test API (gtk_test_accessible_*),
// which only the tests make.

extension Accessible {
    /// Whether the accessible has `role` (the in-process check GTK's test API offers).
    package func hasRole(_ role: GtkAccessibleRole) -> Bool {
        Bool(gboolean: gtk_test_accessible_has_role(accessible, role))
    }

    /// Whether a string property holds `expected`: `nil` when it does, else what it holds.
    package func mismatch(of property: GtkAccessibleProperty, expecting expected: String) -> String? {
        Self.take(sktest_accessible_check_string_property(accessible, property, expected))
    }

    /// Whether a number property holds `expected`: `nil` when it does, else what it holds.
    package func mismatch(of property: GtkAccessibleProperty, expecting expected: Double) -> String? {
        Self.take(sktest_accessible_check_double_property(accessible, property, expected))
    }

    /// Whether a boolean state holds `expected`: `nil` when it does, else what it holds.
    package func mismatch(of state: GtkAccessibleState, expecting expected: Bool) -> String? {
        Self.take(sktest_accessible_check_boolean_state(accessible, state, expected.gboolean))
    }

    /// Whether the invalid state is what marking the content invalid (or
    /// not) leaves there: `nil` when it is, else what it holds. On GTK 4.8,
    /// where a screen reader would take the state for a widget that is gone,
    /// a mark leaves no state (``Accessible/invalidStateReachesAssistiveTools``).
    package func mismatchOfInvalidMark(expecting isMarked: Bool) -> String? {
        let expected = isMarked && Accessible.invalidStateReachesAssistiveTools
        return Self.take(sktest_accessible_check_invalid_state(
            accessible, expected ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE))
    }

    /// Whether the accessible has a relation of kind `relation` (such as labelled-by).
    package func hasRelation(_ relation: GtkAccessibleRelation) -> Bool {
        Bool(gboolean: gtk_test_accessible_has_relation(accessible, relation))
    }

    private static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
