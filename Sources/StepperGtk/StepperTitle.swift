import CGtk
import GtkInterop

/// The type of a button's title, `SkStepperTitle`, with the CSS name of
/// the label a button usually holds.
///
/// A GtkLabel keeps its text laid out, and a Pango context, for as long as
/// it lives: about 2 kB a title, measured, where GtkSpinButton shows icons. A
/// title keeps only its text, and measures and draws it with the layout
/// every title with that text and font shares (``TextLayout``).
@MainActor
let stepperTitleType: WidgetSubclass<StepperTitle> = drawnTextType("SkStepperTitle", cssName: "label", role: GTK_ACCESSIBLE_ROLE_LABEL)

/// The state of one SkStepperTitle: its text, which is also what assistive
/// tools find in the button (named "Increase" or "Decrease" itself: "⬆"
/// reads badly aloud).
final class StepperTitle: DrawnText {
    override func textChanged() {
        Gtk.Widget(widget).queueResize()
        Accessible(Gtk.Widget(widget)).setLabel(text)
    }
}
