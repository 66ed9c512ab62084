import CGtk
import GtkInterop
import StepperCore

// The text field a value is typed in: the stepper's GtkEditable delegate, as
// GtkSpinButton's GtkText is, shown in place of the drawn value while the
// user types.
//
// GTK 4.8 to 4.12 give a custom GtkEditable AT-SPI's Text interface, through
// which Orca reads a spin button's value, only while it has a GtkText
// delegate: there the field lives as long as the stepper, hidden at rest and
// kept in step with every change. GTK 4.14 and later let a widget hand its
// text to assistive tools itself (GtkAccessibleText), so there the stepper
// makes the field when typing starts (a printable key, a click on the value,
// or text written through GtkEditable, as an assistive tool writes it) and
// lets go of it when typing ends, to the next stepper that types
// (FieldHolder.swift); at rest its text is ``textAtRest``. Reading
// or writing one of GtkEditable's properties that only the field holds (such
// as `width-chars`) makes the field for good. A field costs a stepper most of
// its memory and a third of each change (`Scripts/bench`, docs/quality.md).

extension StepperInstance {
    /// Whether the field lives as long as the stepper (GTK 4.8 to 4.12).
    static let fieldLivesAtRest = !EditableDelegation.textReachesAssistiveToolsWithoutDelegate

    /// Wide enough for the widest value in `bounds`, so nothing moves as the value changes.
    static func widthInCharacters(_ bounds: ClosedRange<Int>) -> Int {
        max(String(bounds.lowerBound).count, String(bounds.upperBound).count)
    }

    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { field?.widget }

    var textWithoutDelegate: TextWithoutDelegate { textAtRest }

    func makeEditableDelegate(keeping: Bool) -> UnsafeMutablePointer<GtkWidget>? {
        guard let field = fieldMadeIfNeeded() else { return nil }
        if keeping { keepsField = true } else { releaseFieldWhenIdle() }
        return field.widget
    }

    /// The field, made and delegated to if there is none; `nil` once disposed.
    func fieldMadeIfNeeded() -> Gtk.Text? {
        pendingFieldRelease?.cancel()
        pendingFieldRelease = nil
        if let field { return field }
        guard let field = makeField() else { return nil }
        EditableDelegation.begin(widget)
        return field
    }

    /// The field's place among the stepper's children: the field itself on
    /// GTK 4.8 to 4.12, its holder (``fieldHolderType``) on 4.14 and later.
    var fieldCell: Gtk.Widget? {
        guard let field else { return nil }
        return Self.fieldLivesAtRest ? Gtk.Widget(field.widget) : field.parent
    }

    /// Makes the field, hidden, showing the value as it stands; on GTK 4.14
    /// and later it is the spare field if there is one (``FieldHolder``).
    func makeField() -> Gtk.Text? {
        guard let parts else { return nil }
        // Where the field is made for typing, the stepper may be in a window
        // already: the field goes into its holder before the holder goes into
        // the stepper, so that assistive tools never meet it (FieldHolder.swift).
        let spare = Self.fieldLivesAtRest ? nil : FieldHolder.takeSpare()
        let cell: Gtk.Widget, field: Gtk.Text
        if let spare, let spareField = Gtk.Widget(spare.pointer.assumingMemoryBound(to: GtkWidget.self)).firstChild {
            cell = Gtk.Widget(spare.pointer.assumingMemoryBound(to: GtkWidget.self))
            field = Gtk.Text(wrapping: spareField.widget)
        } else {
            field = Gtk.Text()
            field.align(at: 0.5)
            field.useTabularDigits()
            if Self.fieldLivesAtRest {
                cell = Gtk.Widget(field.widget)
            } else {
                cell = Gtk.Widget(fieldHolderType.makeInstance())
                field.setParent(cell)
            }
            cell.addCSSClass("value")
            cell.expandsHorizontally = true
        }
        field.fixWidth(characters: parts.drawnValue.widthInCharacters)
        // Editable whenever typing is allowed, so an assistive tool can set the
        // text (GTK refuses to for a field that is not).
        field.isEditable = model.configuration.isEditable
        // Focusable only while the user types, so the stepper stays one tab
        // stop (a spare may come from a stepper that went while typing).
        field.isFocusable = false
        field.text = textAtRest.text
        cell.isVisible = false
        // The field comes first among the children, as in GtkSpinButton, and
        // the grid puts it in the drawn value's cell. GTK 4.18 styles a
        // field's earlier siblings when the field is realized, before the
        // first style pass and without knowing their ancestors; a button so
        // styled is restyled at every move of any ancestor, such as each
        // scroll of a list that recycles its rows. First, the field costs
        // nothing: `Scripts/bench --only list` on Debian 13, Stepper /
        // GtkSpinButton, target 1.0: 0.76 with it, 1.28 with the decrease
        // button first (one run each); 1,743 styles computed against 5,999
        // for 400 rows, where GtkSpinButton computes 1,742.
        withExtendedLifetime(spare) { cell.setParentAsFirstChild(stepper) }
        let isVertical = model.configuration.orientation == .vertical
        cell.place(column: isVertical ? 0 : 1, row: isVertical ? 1 : 0)
        // Its changes reach editableTextChanged(); the field owns the handler,
        // which holds this state weakly.
        fieldChanged = field.on(.changed) { [weak self] in self?.editableTextChanged() }
        self.field = field
        return field
    }

    /// Lets go of the field once the main loop is idle, unless it must stay
    /// (GTK 4.8 to 4.12, a property only it holds, or typing again by then):
    /// not at once, since typing ends inside GTK's own moves of the focus.
    func releaseFieldWhenIdle() {
        guard !Self.fieldLivesAtRest, !keepsField, field != nil, pendingFieldRelease == nil else { return }
        pendingFieldRelease = MainLoop.whenIdle { [weak self] in
            guard let self else { return }
            pendingFieldRelease = nil
            guard !keepsField, !isEditing, pendingTextChange == nil, let field else { return }
            // What the field showed, the value, is the text from now on.
            textAtRest.take(field.text)
            EditableDelegation.end(widget)
            fieldChanged?.disconnect()
            fieldChanged = nil
            let cell = fieldCell
            self.field = nil
            // The next stepper to type takes it (FieldHolder.swift).
            if let cell { FieldHolder.letGo(cell) }
        }
    }
}
