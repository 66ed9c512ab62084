import AdwaitaInterop
import CGtk
import GtkInterop
import StepperCore
import StepperGtk

/// The preferences window of a stepper: edits its inspectable properties while
/// a live preview shows each change, as Interface Builder's attributes
/// inspector does for `@IBInspectable` properties.
///
/// It is an `AdwPreferencesDialog` on libadwaita 1.5 and later (the adaptive
/// dialog GNOME 48 apps use, over its parent window), a window of its own
/// before (an `AdwWindow` with a header bar over the page), generated from
/// SkStepper's property table:
/// one row per property, in groups (Value, Behaviour, Appearance), each with
/// the editor its type calls for: a ``StepperRow`` (StepperKit's own stepper
/// at the end of the row) for a whole number, a switch for a truth value, an
/// entry row for a title, a colour button and its hex code for a colour, a
/// combo row for the orientation. Titles carry mnemonics and
/// subtitles the properties' descriptions. Edits apply as they are made,
/// through the shared model, so every stepper on the model follows at once.
/// Bad input is refused on its row (error style, the accessible invalid state
/// and a message under the row that a screen reader reads) and the model
/// keeps its last valid state. Escape closes it.
///
/// ```swift
/// let preferences = SettingsDialog(model: stepper.model)
/// preferences.present(over: window)
/// ```
///
/// Presented, the preferences live until they are closed, as any GTK window
/// does, whether or not the app keeps this object: they can be made and
/// presented in a button's handler and forgotten. Closed, they last as long
/// as the app keeps the object, and ``present(over:)`` shows the same ones
/// again; dropped while closed, they are gone.
@MainActor
public final class SettingsDialog {
    /// The preferences: an `AdwPreferencesDialog` on libadwaita 1.5 and
    /// later, an `AdwWindow` before.
    public let widget: UnsafeMutablePointer<GtkWidget>
    /// The model the window edits.
    public let model: StepperModel
    /// The live preview at the top of the window, on the same model.
    let preview: Stepper
    /// One row per property, in table order.
    private(set) var rows: [PreferenceRow] = []
    let resetButton = Gtk.Button(mnemonic: localized("_Reset to Defaults"))
    private let reference: ObjectReference
    private var observation: StepperObservation?
    /// Watches the window the preferences window is transient for, which may go first.
    private var parentWatch: SignalConnection?
    /// This object, while the preferences are open: what is on screen is
    /// GTK's to end, not the app's dropping of its Swift object.
    private var itselfWhileOpen: SettingsDialog?
    /// Lets go of ``itselfWhileOpen`` as the preferences close.
    private var closedWatch: SignalConnection?
    /// The idle that ends the object's hold on itself after they closed.
    private var pendingRelease: MainLoopSource?
    /// Set while editors are being brought up to the model, so that their
    /// change signals are not taken for edits.
    private(set) var isShowingModel = false

    /// The window's title, which the menu item and button that open it also use.
    public static var title: String { localized("Preferences") }

    /// Creates the window (hidden) for a model.
    ///
    /// - Parameter model: The model to edit; the steppers that show it follow each change.
    public init(model: StepperModel) {
        Adw.initialize()
        self.model = model
        preview = Stepper(model: model)
        let preferences = Adw.Preferences()
        widget = preferences.widget
        // Kept while this object lives, so that closing hides the preferences and
        // presenting them again shows the same ones.
        reference = ObjectReference(sinking: preferences.widget)
        preferences.title = Self.title
        preferences.setSize(width: 480, height: 720)
        // An AdwDialog closes on Escape itself; a window needs telling.
        if !Adw.dialogsAreAdaptive { Shortcuts.add(key: GDK_KEY_Escape, action: "window.close", to: preferences) }

        // One untitled page: the header bar then shows the window's title, not a page switcher.
        let page = Adw.PreferencesPage()
        let previewGroup = Adw.PreferencesGroup(title: localized("Preview"))
        let previewWidget = Gtk.Widget(preview.widget)
        previewWidget.horizontalAlignment = GTK_ALIGN_CENTER
        previewWidget.setMargins(6)
        Accessible(previewWidget).setLabel(localized("Preview"))
        previewGroup.add(previewWidget)
        page.add(previewGroup)

        for section in StepperProperty.Group.allCases {
            let group = Adw.PreferencesGroup(title: section.title)
            for property in StepperProperty.all where property.group == section {
                let row = PreferenceRow(property, window: self)
                group.add(row.row)
                group.add(row.message)
                rows.append(row)
            }
            page.add(group)
        }

        let resetGroup = Adw.PreferencesGroup(title: "")
        resetButton.horizontalAlignment = GTK_ALIGN_CENTER
        resetButton.addCSSClass("pill")
        resetButton.on(.clicked) { [weak self] in self?.resetToDefaults() }
        resetGroup.add(resetButton)
        page.add(resetGroup)
        preferences.add(page)
        // An AdwPreferencesDialog names its page itself.
        if !Adw.dialogsAreAdaptive { Self.nameScrolledWindow(of: page) }

        showModel()
        observation = model.observe { [weak self] change in self?.showModel(changedIn: change) }
        closedWatch = preferences.onClosed { [weak self] in self?.letGoOfItself() }
    }

    /// Shows the preferences over `parent`'s window, which they block while open.
    ///
    /// - Parameter parent: A widget in the window the preferences belong to, or `nil`.
    public func present(over parent: UnsafeMutablePointer<GtkWidget>?) {
        parentWatch?.disconnect()
        parentWatch = nil
        if let parent {
            // The preferences close with the window they were presented over,
            // and their closing lets go of this object. An AdwDialog closes at
            // once: its parent would otherwise take it out without a `closed`.
            // A window of their own (libadwaita 1.2) also lets go of its
            // parent, which GTK 4.8 keeps a pointer to and trips over when
            // this window goes later.
            parentWatch = Signal.connect(parent, "destroy") { [weak self] in
                guard let self else { return }
                if Adw.dialogsAreAdaptive {
                    preferences.dismiss()
                } else {
                    preferences.close()
                    preferences.letGoOfParent()
                }
                // Closed with their window, this object goes too, whether or
                // not the form said `closed` as it went.
                letGoOfItself()
            }
        }
        itselfWhileOpen = self
        pendingRelease?.cancel()
        pendingRelease = nil
        preferences.present(over: parent.map(Gtk.Widget.init(handling:)))
    }

    /// The preferences closed: this object is the app's again to keep or
    /// drop. It goes at the next idle, not inside the signal, since this
    /// may be the last reference and its deinit lets go of the widget that
    /// emits it.
    private func letGoOfItself() {
        guard itselfWhileOpen != nil else { return }
        pendingRelease?.cancel()
        // An AdwDialog (libadwaita 1.5 and later) may still be in its window
        // as it emits `closed`, and is closed all the same; a window of its
        // own (1.2) is closed when its unmap leaves it hidden. Presenting
        // them again before the idle cancels it.
        pendingRelease = MainLoop.whenIdle { [weak self] in
            guard let self, Adw.dialogsAreAdaptive || !isOpen else { return }
            itselfWhileOpen = nil
        }
    }

    /// Closes the preferences; ``present(over:)`` shows them again.
    public func close() {
        preferences.close()
        // The caller holds this object through the call, so where they have
        // closed already (a window of their own) the hold can end now rather
        // than at an idle a quitting app may never reach.
        if !isOpen {
            pendingRelease?.cancel()
            pendingRelease = nil
            itselfWhileOpen = nil
        }
    }

    /// Whether the preferences are open.
    public var isOpen: Bool { preferences.isOpen }

    /// Restores CSStepper's defaults and clears every refused edit.
    public func resetToDefaults() {
        for row in rows { row.discardEdits() }
        try? model.update { $0 = .inspectable }
        showModel()
    }

    isolated deinit {
        observation?.cancel()
        parentWatch?.disconnect()
        closedWatch?.disconnect()
        preferences.dismiss()
    }

    private var preferences: Adw.Preferences { Adw.Preferences(handling: widget) }

    /// Names the page's scrolled window after the window, which a screen
    /// reader says as the focus enters it (unnamed, GTK 4.8 lists it as a
    /// bare "scroll pane").
    private static func nameScrolledWindow(of page: Adw.PreferencesPage) {
        for part in page.asWidget.descendants where part.typeName == "GtkScrolledWindow" {
            Accessible(part).setLabel(title)
        }
    }

    // MARK: Edits

    /// Applies one edit through the model, then retries the edits other rows
    /// still hold: fixing the maximum can make a refused minimum valid.
    func apply(_ row: PreferenceRow, _ value: StepperPropertyValue) {
        guard !isShowingModel else { return }
        row.pendingEdit = value
        tryPendingEdit(of: row)
        guard row.problem == nil else { return }
        for other in rows where other !== row && other.pendingEdit != nil {
            tryPendingEdit(of: other)
        }
    }

    /// Shows refused text in a row (text that is not a value at all).
    func refuse(_ row: PreferenceRow, because message: String) {
        row.pendingEdit = nil
        row.showProblem(message)
    }

    /// The refused text of a row is gone without a value taking its place
    /// (Escape, or the focus leaving): the row shows the model again, as the
    /// stepper shows its own value again.
    func refusedTextWasAbandoned(in row: PreferenceRow) {
        row.clearProblem()
        showModel(in: row)
    }

    private func tryPendingEdit(of row: PreferenceRow) {
        guard let value = row.pendingEdit else { return }
        do {
            try model.update { row.property.write(value, into: &$0) }
            row.pendingEdit = nil
            row.clearProblem()
            // The model may have settled on another value (a clamped one, a canonical colour).
            showModel(in: row)
        } catch {
            row.showProblem(error.message(editing: row.property))
        }
    }

    /// Brings every row without a refused edit up to the model.
    private func showModel() {
        for row in rows where row.problem == nil {
            showModel(in: row)
        }
    }

    /// Brings up to the model only the rows whose property a change touched:
    /// a click on the preview rewrites the value row, not all nine.
    private func showModel(changedIn change: StepperChange) {
        for row in rows where row.problem == nil
            && row.property.value(in: change.old) != row.property.value(in: change.new)
        {
            showModel(in: row)
        }
    }

    private func showModel(in row: PreferenceRow) {
        isShowingModel = true
        defer { isShowingModel = false }
        row.show(row.property.value(in: model.configuration))
    }
}

extension StepperProperty.Group {
    /// The title of the section's group.
    var title: String {
        switch self {
        case .value: localized("Value")
        case .behaviour: localized("Behaviour")
        case .appearance: localized("Appearance")
        }
    }
}
