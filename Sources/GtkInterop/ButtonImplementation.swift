import CGtk
import CGtkShims

/// GtkButton's `clicked`, for a type derived from `GtkButton`: a click by
/// pointer, keyboard or assistive tool, before any connected handler.
@MainActor
package protocol ButtonImplementation: WidgetImplementation {
    /// The button was clicked.
    func clicked()
}

extension SwiftWidgetType {
    static let clickedFunction: @convention(c) (UnsafeMutablePointer<GtkButton>?) -> Void = { button in
        MainThread.run(button) { button in
            guard let (definition, state) = instance(button) else { return }
            (state as? ButtonImplementation)?.clicked()
            let parent = definition.parentClass.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButtonClass.self) }
            parent?.pointee.clicked?(button)
        }
    }
}
