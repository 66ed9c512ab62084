import CGtk

/// A short text laid out in the font a widget's style gives it, for a widget
/// that draws its text itself. Nothing is kept between uses: the widget pays
/// for no layout or Pango context while it is not being measured or drawn.
@MainActor
package struct TextLayout {
    let layout: OpaquePointer

    /// Lays `text` out for `widget` and lends the layout to `body`.
    package static func with<Result>(_ text: String, for widget: some WidgetHandle, _ body: (TextLayout) -> Result) -> Result {
        let context = gtk_widget_create_pango_context(widget.widget)
        let layout = pango_layout_new(context)
        pango_layout_set_text(layout, text, -1)
        defer {
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        return body(TextLayout(layout: layout.unsafelyUnwrapped))
    }

    /// The size the text takes, in pixels.
    package var size: (width: Int, height: Int) {
        var width: gint = 0, height: gint = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return (Int(width), Int(height))
    }

    /// The baseline of the first line, in pixels from the top.
    package var baseline: Int { Int(pango_layout_get_baseline(layout)) / Int(PANGO_SCALE) }

    /// The size and baseline of `text` in `widget`'s font, remembered for the
    /// process by font and text: GTK measures a widget several times, and
    /// the same titles show on every stepper.
    package static func measure(_ text: String, for widget: some WidgetHandle) -> (width: Int, height: Int, baseline: Int) {
        let context = gtk_widget_create_pango_context(widget.widget)
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let font = pango_font_description_to_string(pango_context_get_font_description(context))
        defer { g_free(font) }
        // Text scaling changes the resolution, and hinting the widths, not the font's name.
        let key = MeasureKey(
            font: font.map { String(cString: $0) } ?? "", text: text,
            rightToLeft: pango_context_get_base_dir(context) == PANGO_DIRECTION_RTL,
            resolution: pango_cairo_context_get_resolution(context),
            fontOptions: pango_cairo_context_get_font_options(context).map { UInt(cairo_font_options_hash($0)) } ?? 0)
        if let known = measured[key] { return known }
        let layout = pango_layout_new(context)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, -1)
        let laidOut = TextLayout(layout: layout.unsafelyUnwrapped)
        let size = (laidOut.size.width, laidOut.size.height, laidOut.baseline)
        // A bound on what an app that keeps changing titles can make it hold.
        if measured.count >= 256 { measured.removeAll(keepingCapacity: true) }
        measured[key] = size
        return size
    }

    private struct MeasureKey: Hashable {
        var font: String
        var text: String
        var rightToLeft: Bool
        var resolution: Double
        var fontOptions: UInt
    }

    private static var measured: [MeasureKey: (width: Int, height: Int, baseline: Int)] = [:]
}
