import CGtk
import GtkInterop

/// A type of text that a stepper draws itself (``DrawnText``), with the CSS
/// name and accessible role of what it stands in for.
@MainActor
func drawnTextType<Text: DrawnText>(_ name: String, cssName: String, role: GtkAccessibleRole) -> WidgetSubclass<Text> {
    WidgetSubclass<Text>(name: name, parent: { Gtk.Types.widget }, properties: []) { klass in
        klass.setCSSName(cssName)
        klass.setAccessibleRole(role)
    }
}

/// A short text a stepper draws itself, centred, with a layout it shares
/// (``TextLayout``): the state of an SkStepperTitle or an SkStepperValue.
@MainActor
class DrawnText: MeasureImplementation, SnapshotImplementation {
    let widget: UnsafeMutablePointer<GtkWidget>
    var text = "" {
        didSet { if text != oldValue { textChanged() } }
    }

    required init(widget: UnsafeMutablePointer<GtkWidget>) {
        self.widget = widget
    }

    /// What a new text asks of the widget.
    func textChanged() {}

    /// The text laid out as drawn.
    var layout: TextLayout { TextLayout.of(text, for: Gtk.Widget(widget)) }

    func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int, baseline: Int) {
        let text = layout
        return orientation == GTK_ORIENTATION_HORIZONTAL
            ? (text.width, text.width, -1) : (text.height, text.height, text.baseline)
    }

    func snapshot(_ snapshot: Snapshot) {
        let shown = Gtk.Widget(widget)
        let text = layout
        snapshot.appendText(
            text, x: Double(shown.width - text.width) / 2, y: Double(shown.height - text.height) / 2, color: shown.textColor)
    }
}
