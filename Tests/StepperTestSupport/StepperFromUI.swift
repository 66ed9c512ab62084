import CGtk
import GtkInterop
import StepperGtk
import StepperDemo
import XCTest

/// The stepper a `.ui` file makes from `properties` (the XML inside its `<object>`).
@MainActor
package func stepperFromUI(_ properties: String) throws -> Stepper {
    _ = Stepper.gType
    let builder = Gtk.Builder()
    try builder.add("<interface><object class=\"SkStepper\" id=\"stepper\">\(properties)</object></interface>")
    return try XCTUnwrap(builder.widget(named: "stepper").flatMap { Stepper(wrapping: $0.widget) })
}
