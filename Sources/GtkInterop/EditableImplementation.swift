import CGtk
import CGtkShims

/// `GtkEditable`, implemented by forwarding to a delegate as GtkSpinButton
/// does, while the implementation has one, and by the implementation itself
/// while it has none. Its properties are installed after the type's own.
///
/// A delegate may come and go: the implementation makes one when GtkEditable's
/// API asks for what only a delegate can do (``makeEditableDelegate(keeping:)``),
/// calls ``EditableDelegation/begin(_:)`` once it holds one and
/// ``EditableDelegation/end(_:)`` before letting go of it. Without one, the
/// text is ``textWithoutDelegate``, with no selection and the caret at the
/// start, and writing text makes the delegate. Where GTK has
/// `GtkAccessibleText` (4.14 and later), the type implements it too, so that
/// assistive tools read its text with or without a delegate; GTK gives
/// AT-SPI's Text interface to a GtkEditable of its own kind only while it has
/// a GtkText delegate.
///
/// What `gtk_editable_get_delegate` promises a caller, as GtkSpinButton
/// keeps it: a delegate, which stays the editable's. Where a delegate comes
/// and goes, asking for it makes it if there is none and keeps it, as reading
/// one of the properties only it holds does; only GTK's own wiring of the
/// delegate (``EditableDelegation``) is answered with what there is. Once the
/// editable is disposed there is none (`NULL`). While it has a delegate, the
/// editable is focusable and focused when the delegate is (GtkAccessible's
/// platform state, GTK 4.10 and later), as GtkSpinButton is.
@MainActor
package protocol EditableImplementation: ObjectImplementation {
    /// The widget whose text the type forwards to (a `GtkText`), while there
    /// is one; reading it makes none.
    var editableDelegate: UnsafeMutablePointer<GtkWidget>? { get }
    /// Makes the delegate (and begins delegating to it) for a change only a
    /// delegate can carry out, or returns the one there is; `nil` when there
    /// can be none (disposed).
    ///
    /// - Parameter keeping: Whether the delegate must outlive the change: it
    ///   was handed out (`gtk_editable_get_delegate`), or one of GtkEditable's
    ///   properties other than `text`, which only the delegate holds, was read
    ///   or written.
    func makeEditableDelegate(keeping: Bool) -> UnsafeMutablePointer<GtkWidget>?
    /// The text while there is no delegate (``TextWithoutDelegate``).
    var textWithoutDelegate: TextWithoutDelegate { get }
}

/// Starting and ending the delegation of an ``EditableImplementation``.
@MainActor
package enum EditableDelegation {
    /// Whether an editable type defined here hands its text to assistive
    /// tools itself (`GtkAccessibleText`, GTK 4.14 and later), and so needs
    /// no delegate for them.
    package static var textReachesAssistiveToolsWithoutDelegate: Bool { skshim_accessible_text_get_type() != 0 }

    /// Whether GTK is being told of a delegate by ``begin(_:)`` or ``end(_:)``:
    /// `gtk_editable_init_delegate` and `gtk_editable_finish_delegate` ask
    /// for it through `gtk_editable_get_delegate`, and are answered with what
    /// there is, not handed a delegate to keep. They run no code but GTK's.
    private static var isWiring = false

    /// Begins forwarding to the delegate that `editable`'s implementation now
    /// returns: its `changed` and `notify` reach `editable`'s handlers, and
    /// its text, caret and selection changes reach assistive tools as `editable`'s.
    package static func begin(_ editable: some ObjectPointer) {
        isWiring = true
        defer { isWiring = false }
        guard let delegate = gtk_editable_get_delegate(editable.opaque) else { return }
        gtk_editable_init_delegate(editable.opaque)
        if textReachesAssistiveToolsWithoutDelegate { skshim_editable_forward_text_changes(editable.opaque, delegate, 1) }
    }

    /// Stops forwarding to the delegate, which the implementation then lets go of.
    package static func end(_ editable: some ObjectPointer) {
        isWiring = true
        defer { isWiring = false }
        guard let delegate = gtk_editable_get_delegate(editable.opaque) else { return }
        if textReachesAssistiveToolsWithoutDelegate { skshim_editable_forward_text_changes(editable.opaque, delegate, 0) }
        gtk_editable_finish_delegate(editable.opaque)
    }

    /// What `gtk_editable_get_delegate` returns for the editable whose state is `state`.
    fileprivate static func delegate(handedOutBy state: EditableImplementation) -> UnsafeMutablePointer<GtkWidget>? {
        // Where a delegate lives as long as its editable (GTK 4.8 to 4.12),
        // GTK's own GtkEditable code asks for it at every read of the text.
        if isWiring || !textReachesAssistiveToolsWithoutDelegate { return state.editableDelegate }
        return state.makeEditableDelegate(keeping: true)
    }
}

/// The text of a GtkEditable implementation while it has no delegate: a C
/// string GTK reads (`gtk_editable_get_text` returns it), kept until it is
/// replaced, and the change as GTK's own text widget reports it.
@MainActor
package final class TextWithoutDelegate {
    /// The text, NUL-terminated, owned here (and freed from any thread when this goes).
    nonisolated(unsafe) private(set) var cString: UnsafeMutablePointer<CChar>
    /// Its length in characters.
    private var characters: Int
    /// The text.
    package var text: String { String(cString: cString) }

    /// Holds `text`.
    package init(_ text: String) {
        cString = strdup(text) ?? Self.emptyString()
        characters = text.count
    }

    deinit { free(cString) }

    /// Replaces the text of `editable`, which has no delegate, telling
    /// assistive tools and emitting `notify::text` and `changed`, as a
    /// delegate's change of text would.
    package func replace(with text: String, of editable: some ObjectPointer) {
        guard strcmp(cString, text) != 0, let newString = strdup(text) else { return }
        let accessible = editable.opaque
        let reachesAssistiveTools = EditableDelegation.textReachesAssistiveToolsWithoutDelegate
        // Before the removal: GTK reads the characters that go.
        if reachesAssistiveTools { skshim_accessible_text_update_contents(accessible, 0, 0, guint(characters)) }
        free(cString)
        (cString, characters) = (newString, text.count)
        if reachesAssistiveTools { skshim_accessible_text_update_contents(accessible, 1, 0, guint(characters)) }
        SwiftWidgetType.editableTextChanged(editable)
    }

    /// Takes `text` without a word to anyone: the delegate that showed it is going.
    package func take(_ text: String) {
        guard strcmp(cString, text) != 0, let newString = strdup(text) else { return }
        free(cString)
        (cString, characters) = (newString, text.count)
    }

    private static func emptyString() -> UnsafeMutablePointer<CChar> {
        let empty = UnsafeMutablePointer<CChar>.allocate(capacity: 1)
        empty.initialize(to: 0)
        return empty
    }
}

extension SwiftWidgetType {
    static let editableInterfaceInit: GInterfaceInitFunc = { iface, _ in
        MainThread.run(iface?.assumingMemoryBound(to: GtkEditableInterface.self)) { iface in
            guard let iface else { return }
            iface.pointee.get_delegate = getEditableDelegate
            // Where an implementation always has a delegate (GTK 4.8 to 4.12),
            // forwarding in C as GtkEditable's own does serves, but quiet
            // before instance init has stored the state and once disposed:
            // these would only add a trip through Swift to every read of the
            // text, several at each change once assistive tools listen
            // (fan-out 0.39 against 0.35 with them, Debian 12, two runs each).
            if EditableDelegation.textReachesAssistiveToolsWithoutDelegate {
                iface.pointee.get_text = getText
                iface.pointee.insert_text = insertText
                iface.pointee.delete_text = deleteText
                iface.pointee.get_selection_bounds = getSelectionBounds
                iface.pointee.set_selection_bounds = setSelectionBounds
            } else {
                skshim_editable_forward_to_delegate(iface)
            }
            skshim_editable_keep_changes_inside_text(iface)
        }
    }

    static let accessibleTextInterfaceInit: GInterfaceInitFunc = { iface, _ in
        skshim_editable_accessible_text_init(iface)
    }

    /// GtkAccessible again, for its platform state (GTK 4.10 and later):
    /// focusable and focused when the delegate is.
    static let editableAccessibleInterfaceInit: GInterfaceInitFunc = { iface, _ in
        skshim_editable_accessible_init(iface, currentEditableDelegate)
    }

    private static let currentEditableDelegate: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<GtkWidget>? = { editable in
        MainThread.run(editable) { implementation($0, as: EditableImplementation.self)?.editableDelegate }
    }

    /// The text of an editable without its state: one still in instance init
    /// (before its state is stored) or in finalize (after it is released).
    /// Static memory, which nothing frees.
    private static let noText: StaticString = ""

    /// `changed`, looked up once.
    private static let changedSignal = g_signal_lookup("changed", gtk_editable_get_type())

    /// Emits `notify::text` and `changed` on an editable that changed its own text.
    static func editableTextChanged(_ editable: some ObjectPointer) {
        if let definition = definition(of: editable.instanceType), let textSpec = definition.editableTextSpec {
            g_object_notify_by_pspec(editable.gObject, textSpec)
        }
        editable.emit(signal: changedSignal)
    }

    static let getEditableDelegate: @convention(c) (OpaquePointer?) -> OpaquePointer? = { editable in
        MainThread.run(editable) { editable in
            implementation(editable, as: EditableImplementation.self).flatMap(EditableDelegation.delegate(handedOutBy:))?.opaque
        }
    }

    static let getText: @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>? = { editable in
        MainThread.run(editable) { editable in
            guard let state = implementation(editable, as: EditableImplementation.self) else {
                return UnsafeRawPointer(noText.utf8Start).assumingMemoryBound(to: CChar.self)
            }
            if let delegate = state.editableDelegate { return gtk_editable_get_text(delegate.opaque) }
            return UnsafePointer(state.textWithoutDelegate.cString)
        }
    }

    // The class handlers of `insert-text` and `delete-text`: the change is the
    // delegate's, made for it if there is none yet.
    static let insertText: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gint, UnsafeMutablePointer<gint>?) -> Void = {
        editable, text, length, position in
        MainThread.run(editable, text, position) { editable, text, position in
            guard let text, let position, let state = implementation(editable, as: EditableImplementation.self),
                  let delegate = state.editableDelegate ?? state.makeEditableDelegate(keeping: false)
            else { return }
            gtk_editable_insert_text(delegate.opaque, text, length, position)
        }
    }

    static let deleteText: @convention(c) (OpaquePointer?, gint, gint) -> Void = { editable, start, end in
        MainThread.run(editable) { editable in
            guard let state = implementation(editable, as: EditableImplementation.self),
                  let delegate = state.editableDelegate ?? state.makeEditableDelegate(keeping: false)
            else { return }
            gtk_editable_delete_text(delegate.opaque, start, end)
        }
    }

    /// Without a delegate nothing is selected and the caret is at the start.
    static let getSelectionBounds: @convention(c) (OpaquePointer?, UnsafeMutablePointer<gint>?, UnsafeMutablePointer<gint>?) -> gboolean = {
        editable, start, end in
        MainThread.run(editable, start, end) { editable, start, end in
            if let delegate = implementation(editable, as: EditableImplementation.self)?.editableDelegate {
                return gtk_editable_get_selection_bounds(delegate.opaque, start, end)
            }
            start?.pointee = 0
            end?.pointee = 0
            return 0
        }
    }

    /// Without a delegate there is no caret to move nor text shown to select.
    static let setSelectionBounds: @convention(c) (OpaquePointer?, gint, gint) -> Void = { editable, start, end in
        MainThread.run(editable) { editable in
            guard let delegate = implementation(editable, as: EditableImplementation.self)?.editableDelegate else { return }
            gtk_editable_select_region(delegate.opaque, start, end)
        }
    }
}
