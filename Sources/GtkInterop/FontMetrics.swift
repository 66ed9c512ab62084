import CGtk

/// What the font a widget's style gives it measures, in whole pixels, as
/// GtkText sizes itself from it.
///
/// Pango computes a font's metrics by shaping sample text, and keeps them
/// only in the context that asked; metrics are kept here for the process,
/// one per font (``FontKey``), so that each font is measured once however
/// many widgets and contexts use it. Measured afresh in a new context at
/// every measure, they cost about 210,000 instructions a stepper on GTK 4.18,
/// more than all a stepper did beyond a bare box of two buttons and a label
/// (valgrind's callgrind over `stepper-bench --only creation`, 350 widgets).
@MainActor
package struct FontMetrics {
    /// The wider of Pango's approximate character and digit widths, rounded up.
    package let characterWidth: Int
    /// The ascent and descent together, rounded to the nearest pixel.
    package let lineHeight: Int

    private static var measured: [FontKey: FontMetrics] = [:]

    /// The metrics of the font of the context `layout` was made with
    /// (``TextLayout/withMetrics(of:for:tabularDigits:)``).
    static func of(_ layout: OpaquePointer) -> FontMetrics {
        let context = pango_layout_get_context(layout)
        let font = FontKey(borrowing: context)
        if let known = measured[font] { return known }
        let made = FontMetrics(measuring: context)
        if measured.count >= 64 { measured.removeAll(keepingCapacity: true) }
        measured[font.owned()] = made
        return made
    }

    private init(measuring context: OpaquePointer?) {
        let metrics = pango_context_get_metrics(context, nil, nil)
        defer { pango_font_metrics_unref(metrics) }
        let scale = Int(PANGO_SCALE)
        let character = Int(max(
            pango_font_metrics_get_approximate_char_width(metrics), pango_font_metrics_get_approximate_digit_width(metrics)))
        characterWidth = (character + scale - 1) / scale
        let line = Int(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics))
        lineHeight = (line + scale / 2) / scale
    }
}

/// A Pango context's font as it shapes text: the font description, and the
/// resolution (text scaling), hinting, direction and language, which change
/// widths without changing the font's name. Compared with Pango's own hash and
/// equality of font descriptions, with no string made of them.
struct FontKey: Hashable {
    /// The font description: the context's own while looked up, a copy
    /// owned by ``owner`` once kept.
    private let description: OpaquePointer?
    private let owner: OwnedFontDescription?
    private let rightToLeft: Bool
    /// Pango's interned language, compared by identity.
    private let language: OpaquePointer?
    private let resolution: Double
    private let fontOptions: UInt

    /// The font of `context`, borrowing its description: use it at once.
    init(borrowing context: OpaquePointer?) {
        description = pango_context_get_font_description(context)
        owner = nil
        rightToLeft = pango_context_get_base_dir(context) == PANGO_DIRECTION_RTL
        language = pango_context_get_language(context)
        resolution = pango_cairo_context_get_resolution(context)
        fontOptions = pango_cairo_context_get_font_options(context).map { UInt(cairo_font_options_hash($0)) } ?? 0
    }

    private init(_ key: FontKey, owner: OwnedFontDescription) {
        (description, self.owner) = (owner.description, owner)
        (rightToLeft, language, resolution, fontOptions) = (key.rightToLeft, key.language, key.resolution, key.fontOptions)
    }

    /// The same key with a description of its own, to keep.
    func owned() -> FontKey {
        FontKey(self, owner: OwnedFontDescription(copying: description))
    }

    static func == (lhs: FontKey, rhs: FontKey) -> Bool {
        lhs.rightToLeft == rhs.rightToLeft && lhs.language == rhs.language && lhs.resolution == rhs.resolution && lhs.fontOptions == rhs.fontOptions
            && (lhs.description == rhs.description || (lhs.description != nil && rhs.description != nil
                && pango_font_description_equal(lhs.description, rhs.description) != 0))
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(description.map { pango_font_description_hash($0) } ?? 0)
        hasher.combine(rightToLeft)
        hasher.combine(language)
        hasher.combine(resolution)
        hasher.combine(fontOptions)
    }
}

/// A copy of a font description, freed with it.
private final class OwnedFontDescription: Sendable {
    nonisolated(unsafe) let description: OpaquePointer?

    init(copying description: OpaquePointer?) {
        self.description = pango_font_description_copy(description)
    }

    deinit { pango_font_description_free(description) }
}
