import CGtk

/// A short text laid out in the font a widget's style gives it, for widgets
/// that draw a text themselves, such as a stepper's button titles.
///
/// Layouts are kept for the process, one per text and font (with the
/// resolution, hinting and direction that change how it shapes), and shared
/// by every widget showing that text in that font: a widget keeps neither a
/// layout nor a Pango context of its own, as a GtkLabel does, and a text is
/// shaped once however many widgets show it. The sharing is worth about 0.2
/// in the benchmark's creation-time ratio (`Scripts/bench --only creation`,
/// Stepper / GtkSpinButton, target 1.0): 0.90 and 1.15 with it, 1.24 and 1.28
/// with a layout made for each title (two runs each, Debian 12); the memory
/// ratio is 0.93 either way.
@MainActor
package final class TextLayout {
    let layout: OpaquePointer
    /// The size the text takes, in pixels.
    package let width: Int, height: Int
    /// The baseline of the first line, in pixels from the top.
    package let baseline: Int

    private init(_ layout: OpaquePointer) {
        self.layout = layout
        var width: gint = 0, height: gint = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        (self.width, self.height) = (Int(width), Int(height))
        baseline = Int(pango_layout_get_baseline(layout)) / Int(PANGO_SCALE)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// `text` laid out in the font `widget`'s style gives it now, with every
    /// digit one width (OpenType `tnum`) if `tabularDigits`.
    package static func of(_ text: String, for widget: some WidgetHandle, tabularDigits: Bool = false) -> TextLayout {
        let context = gtk_widget_create_pango_context(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let font = FontKey(borrowing: context)
        let key = Key(font: font, text: text, tabularDigits: tabularDigits)
        if let known = laidOut[key] { return known }
        // The layout keeps the context it was made with.
        let layout = pango_layout_new(context).unsafelyUnwrapped
        pango_layout_set_text(layout, text, -1)
        if tabularDigits { pango_layout_set_attributes(layout, Self.tabularDigits) }
        let made = TextLayout(layout)
        // A bound on what an app that keeps changing texts or fonts can make it hold.
        if laidOut.count >= 256 { laidOut.removeAll(keepingCapacity: true) }
        laidOut[Key(font: font.owned(), text: text, tabularDigits: tabularDigits)] = made
        return made
    }

    /// `text` laid out as ``of(_:for:tabularDigits:)`` lays it out, and what
    /// the font measures, from one look at the widget's style.
    package static func withMetrics(
        of text: String, for widget: some WidgetHandle, tabularDigits: Bool = false
    ) -> (layout: TextLayout, metrics: FontMetrics) {
        let layout = of(text, for: widget, tabularDigits: tabularDigits)
        return (layout, FontMetrics.of(layout.layout))
    }

    private struct Key: Hashable {
        var font: FontKey
        var text: String
        var tabularDigits: Bool
    }

    private static var laidOut: [Key: TextLayout] = [:]

    /// The attributes that make digits one width, which Pango only reads:
    /// one list serves every layout and field that asks for them.
    static let tabularDigits: OpaquePointer = {
        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_font_features_new("tnum"))  // takes the attribute
        return attributes.unsafelyUnwrapped
    }()
}
