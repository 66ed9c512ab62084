import CGtk
import CGtkShims

// What StepperKit tells a developer through GLib's log, in its own domain.

/// Logs a GLib warning in the StepperKit log domain.
package func logWarning(_ message: String) {
    skshim_log_warning(message)
}

/// Reports a property id the class does not know (`G_OBJECT_WARN_INVALID_PROPERTY_ID`).
package func warnInvalidProperty(_ id: guint, _ spec: UnsafeMutablePointer<GParamSpec>?, of object: some ObjectPointer) {
    skshim_warn_invalid_property_id(object.gObject, id, spec)
}

/// Reports a call whose arguments break the function's precondition, as GLib's
/// `g_return_if_fail` does: "function: assertion 'expression' failed".
package func warnFailedPrecondition(_ expression: String, in function: String) {
    g_return_if_fail_warning("StepperKit", function, expression)
}
