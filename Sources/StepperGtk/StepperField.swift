import CGtk
import GtkInterop

/// The text field a stepper's value is typed in, and its one owner: a
/// `GtkText`, the stepper's GtkEditable delegate, as GtkSpinButton's is,
/// shown in place of the drawn value while the user types.
///
/// Its whole life is here:
/// - **Made** by ``take(into:at:showing:isEditable:widthInCharacters:onChange:)``,
///   for a stepper that has none: the spare if there is one, else a new
///   field. It is parented first among the stepper's children, in the value's
///   cell, hidden, not focusable, showing the stepper's value, as editable as
///   the stepper is and as wide as its values.
/// - **Owned** by that stepper alone (`StepperInstance.field`), which
///   delegates GtkEditable to it. This handle holds a reference of its own,
///   so the field outlives every unparent, and app code run by one.
/// - **Let go of** by ``letGo()``: its handler gone, then unparented, then,
///   where fields come and go and nothing outside asked for it, kept as the
///   spare for the next stepper to type, while any stepper lives
///   (``dropSpare()``). The spare is published only once it has no parent,
///   so app code that an unparent runs (a focus handler that types in
///   another stepper) never takes a field that still has one.
///
/// GTK 4.8 to 4.12 give a custom GtkEditable AT-SPI's Text interface, through
/// which Orca reads a spin button's value, only while it has a GtkText
/// delegate: there a stepper makes its field in instance init and keeps it
/// for life (``livesWithItsStepper``). GTK 4.14 and later let a widget hand
/// its text to assistive tools itself (GtkAccessibleText), so there a stepper
/// takes a field when typing starts (a printable key, a click on the value,
/// or text written through GtkEditable, as an assistive tool writes it) and
/// lets go of it when typing ends. A field costs a stepper most of its memory
/// and a third of each change (`Scripts/bench`, docs/quality.md).
///
/// A field something outside asked for (`gtk_editable_get_delegate`, or one
/// of GtkEditable's properties that only the field holds, such as
/// `width-chars`) is ``isKept``: its stepper keeps it for life, and it is
/// never handed on. A field made afresh for every typing would cost more
/// than its making: IBus 1.5.35's input-method module (GNOME 51) keeps about
/// 34 kB for every GtkText ever made, so a stepper typed in a hundred times
/// would leave 3.4 MB behind, where a field that lived as long as its stepper
/// cost that once per stepper.
@MainActor
final class StepperField {
    /// Whether a stepper's field lives as long as the stepper (GTK 4.8 to
    /// 4.12), rather than only while the user types.
    static let livesWithItsStepper = !EditableDelegation.textReachesAssistiveToolsWithoutDelegate

    /// The spare: a field in no stepper, owned here.
    private static var spare: StepperField?

    /// The field.
    let text: Gtk.Text
    /// What the stepper parents, the field's place among its children: the
    /// field itself on GTK 4.8 to 4.12; on 4.14 and later its holder
    /// (``fieldHolderType``), which is the `text.value` CSS node.
    let cell: Gtk.Widget
    /// This handle's own reference to ``cell``, which holds the field.
    private let reference: ObjectReference
    /// The `changed` handler of the stepper that holds the field; the field
    /// owns it, and it holds that stepper's state weakly.
    private var changed: SignalConnection?
    /// Whether something outside asked for the field: it stays with its
    /// stepper for life and is never handed on.
    var isKept = false

    private init() {
        text = Gtk.Text()
        text.align(at: 0.5)
        text.useTabularDigits()
        if Self.livesWithItsStepper {
            cell = Gtk.Widget(text.widget)
        } else {
            // The field goes into its holder before the holder goes into a
            // stepper, which may be in a window already, so that assistive
            // tools never meet it (FieldHolder.swift).
            cell = Gtk.Widget(fieldHolderType.makeInstance())
            text.setParent(cell)
        }
        reference = ObjectReference(sinking: cell.widget)
        cell.addCSSClass("value")
        cell.expandsHorizontally = true
    }

    /// Gives a stepper that has no field one: the spare, or a new one.
    ///
    /// - Parameters:
    ///   - stepper: The stepper.
    ///   - position: The value's cell in the stepper's grid.
    ///   - value: The text the field shows.
    ///   - isEditable: Whether the stepper takes typed values: an assistive
    ///     tool can set the text only of a field that is editable.
    ///   - widthInCharacters: The width of the stepper's widest value.
    ///   - onChange: Called at each change of the field's text that is not
    ///     the stepper's own (``showWithoutTelling(_:)``).
    static func take(
        into stepper: Gtk.Widget, at position: GridCell, showing value: String, isEditable: Bool,
        widthInCharacters: Int, onChange: @escaping @MainActor () -> Void
    ) -> StepperField {
        let field = takeSpare() ?? StepperField()
        field.text.fixWidth(characters: widthInCharacters)
        field.text.isEditable = isEditable
        // Focusable only while the user types, so the stepper stays one tab
        // stop; a spare may come from a stepper that went while typing.
        field.text.isFocusable = false
        field.text.text = value
        field.cell.isVisible = false
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
        field.cell.setParentAsFirstChild(stepper)
        field.cell.place(at: position)
        field.changed = field.text.on(.changed, onChange)
        return field
    }

    /// Shows `text` without telling the stepper, whose own value it is.
    func showWithoutTelling(_ text: String) {
        guard let changed else { return }
        changed.whileBlocked { self.text.text = text }
    }

    /// Takes the field out of its stepper, which has let go of it, and keeps
    /// it as the spare unless it must not be handed on or there is one
    /// already (then it goes when this handle does).
    func letGo() {
        changed?.disconnect()
        changed = nil
        // May move the focus and run app code; this handle's reference keeps the field.
        cell.unparent()
        guard !Self.livesWithItsStepper, !isKept, Self.spare == nil, cell.parent == nil else { return }
        Self.spare = self
    }

    /// Lets the spare go: no stepper lives to take it.
    static func dropSpare() {
        spare = nil
    }

    private static func takeSpare() -> StepperField? {
        defer { spare = nil }
        // One that something gave a parent meanwhile is not a spare.
        return spare?.cell.parent == nil ? spare : nil
    }
}
