import CGtk

/// What the font a widget's style gives it measures, in whole pixels, as
/// GtkText sizes itself from it.
@MainActor
package struct FontMetrics {
    /// The wider of Pango's approximate character and digit widths, rounded up.
    package let characterWidth: Int
    /// The ascent and descent together, rounded to the nearest pixel.
    package let lineHeight: Int

    /// The metrics of the font `widget`'s style gives it now.
    package init(of widget: some WidgetHandle) {
        let context = gtk_widget_create_pango_context(widget.widget)
        let metrics = pango_context_get_metrics(context, nil, nil)
        defer {
            pango_font_metrics_unref(metrics)
            g_object_unref(UnsafeMutableRawPointer(context))
        }
        let scale = Int(PANGO_SCALE)
        let character = Int(max(
            pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics)))
        characterWidth = (character + scale - 1) / scale
        let line = Int(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
        lineHeight = (line + scale / 2) / scale
    }
}
