import CGtk
import GtkInterop

/// The type of the text that shows a stepper's value while nobody types in
/// it, `SkStepperValue`, with the CSS name of the field it stands in for.
///
/// The field (a GtkText) lays its text out again at every change, twice,
/// and GtkSpinButton's does the same; a thousand views of one model pay that
/// a thousand times per change. This text only schedules a redraw, and draws
/// with the layout shared by every value with that text and font
/// (``TextLayout``), once per frame however many changes came before it. On
/// GTK 4.8 to 4.12 the field stays, hidden but in sync, for typing and for
/// assistive tools, which read the value from it (the stepper's GtkEditable
/// delegate); on 4.14 and later it exists only while the user types
/// (StepperField.swift). This text measures as the field does, so
/// nothing moves when typing starts. Worth
/// 0.6 in the fan-out figure (`Scripts/bench --only fanout`, target 1.0):
/// 1.03 with the field shown, 0.40 with this (two runs each, Debian 12), and
/// 0.46 in the full runs on Debian 12 and 13. The stepper itself (a spin
/// button) carries the value to assistive tools: this text is not presented.
@MainActor
let drawnValueType: WidgetSubclass<DrawnValue> = drawnTextType(
    "SkStepperValue", cssName: "text", role: GTK_ACCESSIBLE_ROLE_PRESENTATION)

/// The state of one SkStepperValue: the value's text, and the characters
/// of the widest value, which set its width so that nothing moves as the value changes.
final class DrawnValue: DrawnText {
    var widthInCharacters = 0 {
        didSet { if widthInCharacters != oldValue { Gtk.Widget(widget).queueResize() } }
    }

    override func textChanged() { Gtk.Widget(widget).queueDraw() }

    /// Digits one width, so that nothing jitters as the value changes (CustomStepper's monospaced digits).
    override var layout: TextLayout { TextLayout.of(text, for: Gtk.Widget(widget), tabularDigits: true) }

    /// The field's own measure (GtkText's, GTK 4.8 to 4.18), to the pixel:
    /// ``widthInCharacters`` characters, each as wide as Pango's approximate
    /// digit or character, whichever is wider (the text itself may be a pixel
    /// or two wider, as in the field), and a line as high as the font's or the text's.
    override func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int, baseline: Int) {
        let (text, metrics) = TextLayout.withMetrics(of: self.text, for: Gtk.Widget(widget), tabularDigits: true)
        if orientation == GTK_ORIENTATION_HORIZONTAL {
            let width = widthInCharacters * metrics.characterWidth
            return (width, width, -1)
        }
        let height = max(text.height, metrics.lineHeight)
        return (height, height, text.baseline)
    }
}
