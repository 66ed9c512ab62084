import CGtk
import GtkInterop

extension ObjectProperties {
    /// Counts the emissions of `signal` (a signal without arguments) on `object`.
    package static func countEmissions(of signal: String, on object: some ObjectPointer) -> EmissionCounter {
        let counter = EmissionCounter()
        Signal.connect(object, signal) { [weak counter] in counter?.count += 1 }
        return counter
    }

    /// Counts `notify::property` emissions on `object`.
    package static func countNotifications(of property: String, on object: some ObjectPointer) -> EmissionCounter {
        let counter = EmissionCounter()
        Signal.connectNotify(object, property: property) { [weak counter] in counter?.count += 1 }
        return counter
    }
}

/// How many times something happened.
@MainActor
package final class EmissionCounter {
    /// The count so far.
    package var count = 0
}
